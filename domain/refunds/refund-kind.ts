import type { MovementKind } from "../core/movement-kind";
import { movementSubject } from "../core/notification-subject";
import { refundResource } from "./refund-resource";
import { findRefund, REFUNDS, refundsAwaitingWorkflow } from "./refunds-store";
import type { RefundRow } from "./row";
import { markRefundProcessing, refundSettlement } from "./settle-refund";

/** A refund's notification body: flat, `type` beside the refund's fields, its transaction's reference among them. */
function refundNotificationBody(refund: RefundRow): string {
  return JSON.stringify({
    type: "refund",
    reference: refund.reference,
    transaction_reference: refund.transaction_reference,
    merchant_reference: refund.merchant_reference,
    refund_status: refund.refund_status,
    amount: refund.amount,
    currency: refund.currency,
    callback_url: refund.callback_url,
    provider_reference: refund.provider_reference,
    method: refund.method,
    failure_reason: refund.failure_reason,
    provider_failure_code: refund.provider_failure_code,
    reason: refund.reason,
    created_at: new Date(refund.created_at).toISOString(),
    updated_at: new Date(refund.updated_at).toISOString(),
  });
}

/**
 * A refund: money back to a payment's payer, at the provider that took the payment; a merchant's refund is held at
 * creation (a late success's sits in suspense), booked on Success, released on Failed.
 */
export const refundKind: MovementKind<RefundRow, "refund"> = {
  name: "refund",
  referencePrefix: refundResource.referencePrefix,
  operation: "refund",
  table: REFUNDS,
  find: findRefund,
  settlement: () => refundSettlement,
  // Its provider is its payment's, written at creation.
  markProcessing: (db, { reference, providerReference }) => markRefundProcessing(db, reference, providerReference),
  awaitingWorkflow: async (db, { graceSeconds }, limit) =>
    (await refundsAwaitingWorkflow(db, graceSeconds, limit)).map((row) => ({ ...row, tooOld: false })),
  notification: (refund) => movementSubject(refund, refund.refund_status, refundNotificationBody(refund)),
};
