import type { Knex } from "knex";
import type { NotificationSubject } from "../core/notification-subject";
import { findCheckout, triesOf } from "./checkouts-store";
import type { CheckoutRow, CheckoutTry } from "./row";

/** A checkout is notified once, when it is paid or expires; a cancel is the merchant's own doing. */
const NOTIFIED_STATUSES: ReadonlySet<string> = new Set(["paid", "expired"]);

/** A checkout's notification body: flat like the others', `type` beside the checkout's fields as the API shows them. */
export function checkoutNotificationBody(checkout: CheckoutRow, tries: Pick<CheckoutTry, "reference">[]): string {
  return JSON.stringify({
    type: "checkout",
    id: checkout.reference,
    merchant_reference: checkout.merchant_reference,
    checkout_status: checkout.checkout_status,
    amount: checkout.amount,
    currency: checkout.currency,
    description: checkout.description,
    return_url: checkout.return_url,
    customer_number: checkout.customer_number,
    callback_url: checkout.callback_url,
    expires_at: new Date(checkout.expires_at).toISOString(),
    transaction_reference: checkout.transaction_reference,
    transactions: tries.map((one) => one.reference),
    created_at: new Date(checkout.created_at).toISOString(),
    updated_at: new Date(checkout.updated_at).toISOString(),
  });
}

/** The checkout `id` names, as the signed, retried merchant notification needs it; undefined when there is none. */
export async function checkoutSubject(db: Knex, id: string): Promise<NotificationSubject | undefined> {
  const checkout = await findCheckout(db, id);
  if (!checkout) return undefined;
  return {
    reference: checkout.reference,
    merchantId: checkout.merchant_id,
    callbackUrl: checkout.callback_url,
    status: checkout.checkout_status,
    final: NOTIFIED_STATUSES.has(checkout.checkout_status),
    completedAt: checkout.completed_at,
    body: checkoutNotificationBody(checkout, await triesOf(db, [id])),
  };
}
