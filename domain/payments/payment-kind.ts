import type { MovementKind } from "../core/movement-kind";
import { movementSubject } from "../core/notification-subject";
import { paymentResource } from "./payment-resource";
import { findPayment, PAYMENTS, paymentsAwaitingWorkflow } from "./payments-store";
import type { PaymentRow } from "./row";
import { paymentSettlement } from "./settle";
import { markPaymentProcessing } from "./transitions";

/** The merchant notification body: exactly the interface's section 6.1 fields. */
function notificationBody(transaction: PaymentRow): string {
  return JSON.stringify({
    reference: transaction.reference,
    merchant_reference: transaction.merchant_reference,
    transaction_status: transaction.transaction_status,
    amount: transaction.amount,
    currency: transaction.currency,
    customer_number: transaction.customer_number,
    provider_reference: transaction.provider_reference,
  });
}

/** A payment (the API's transaction; a collection at its provider): the customer pays the merchant; nothing moves until Success books it, less its fee. */
export const paymentKind: MovementKind<PaymentRow, "payment"> = {
  name: "payment",
  referencePrefix: paymentResource.referencePrefix,
  operation: "collection",
  table: PAYMENTS,
  find: findPayment,
  settlement: (fees) => paymentSettlement(fees.collection),
  markProcessing: markPaymentProcessing,
  awaitingWorkflow: (db, { graceSeconds, maxAgeSeconds }, limit) =>
    paymentsAwaitingWorkflow(db, graceSeconds, maxAgeSeconds, limit),
  notification: (transaction) => movementSubject(transaction, transaction.transaction_status, notificationBody(transaction)),
};
