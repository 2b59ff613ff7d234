/** How a checkout's notification is started (workflows/checkout-client.ts implements it): at most once per checkout. */
export interface CheckoutNotifier {
  startCheckoutNotification(checkoutId: string): Promise<void>;
}
