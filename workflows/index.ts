export { CheckoutNotificationWorkflow } from "./checkout-notification";
export { PaymentWorkflow } from "./payment";
export { PayoutWorkflow } from "./payout";
export { ReconciliationWorkflow } from "./reconciliation";
export { RefundWorkflow } from "./refund";
export { ResendNotificationWorkflow } from "./resend-notification";
