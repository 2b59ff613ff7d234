import type { MovementKind } from "../core/movement-kind";
import { movementSubject } from "../core/notification-subject";
import { payoutResource } from "./payout-resource";
import { findPayout, PAYOUTS, payoutsAwaitingWorkflow } from "./payouts-store";
import type { PayoutRow } from "./row";
import { markPayoutProcessing, payoutSettlement } from "./settle-payout";

/** A payout's notification body: flat like the transaction's, `type` beside the payout's fields. */
function payoutNotificationBody(payout: PayoutRow): string {
  return JSON.stringify({
    type: "payout",
    reference: payout.reference,
    merchant_reference: payout.merchant_reference,
    payout_status: payout.payout_status,
    amount: payout.amount,
    fee: payout.fee,
    currency: payout.currency,
    service: payout.service,
    recipient_number: payout.recipient_number,
    expected_recipient_name: payout.expected_recipient_name,
    recipient_name_checked: payout.recipient_name_checked,
    callback_url: payout.callback_url,
    provider_code_name: payout.provider_code_name,
    provider_reference: payout.provider_reference,
    failure_reason: payout.failure_reason,
    provider_failure_code: payout.provider_failure_code,
    approval_status: payout.approval_status,
    created_at: new Date(payout.created_at).toISOString(),
    updated_at: new Date(payout.updated_at).toISOString(),
  });
}

/** A payout: the merchant pays a recipient; its amount and fee are held at creation, booked on Success, released on Failed. */
export const payoutKind: MovementKind<PayoutRow, "payout"> = {
  name: "payout",
  referencePrefix: payoutResource.referencePrefix,
  operation: "disbursement",
  table: PAYOUTS,
  find: findPayout,
  settlement: () => payoutSettlement,
  markProcessing: (db, { reference, providerCodeName, providerReference }) =>
    markPayoutProcessing(db, reference, providerCodeName, providerReference),
  awaitingWorkflow: async (db, { graceSeconds }, limit) =>
    (await payoutsAwaitingWorkflow(db, graceSeconds, limit)).map((row) => ({ ...row, tooOld: false })),
  notification: (payout) => movementSubject(payout, payout.payout_status, payoutNotificationBody(payout)),
};
