import type { PayoutRow } from "../../domain/payouts/row";
import type { PayoutView } from "./schemas";

/** The payout as the API shows it to its merchant. */
export function payoutView(row: PayoutRow): PayoutView {
  return {
    reference: row.reference,
    merchant_reference: row.merchant_reference,
    amount: row.amount,
    fee: row.fee,
    currency: row.currency,
    service: row.service,
    recipient_number: row.recipient_number,
    expected_recipient_name: row.expected_recipient_name,
    recipient_name_checked: row.recipient_name_checked,
    callback_url: row.callback_url,
    provider_code_name: row.provider_code_name,
    provider_reference: row.provider_reference,
    payout_status: row.payout_status,
    failure_reason: row.failure_reason,
    provider_failure_code: row.provider_failure_code,
    approval_status: row.approval_status,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
