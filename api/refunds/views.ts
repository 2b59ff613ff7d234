import type { RefundRow } from "../../domain/refunds/row";
import type { RefundView } from "./schemas";

/** The refund as the API shows it to its merchant. */
export function refundView(row: RefundRow): RefundView {
  return {
    reference: row.reference,
    transaction_reference: row.transaction_reference,
    merchant_reference: row.merchant_reference,
    amount: row.amount,
    currency: row.currency,
    callback_url: row.callback_url,
    provider_reference: row.provider_reference,
    method: row.method,
    refund_status: row.refund_status,
    failure_reason: row.failure_reason,
    provider_failure_code: row.provider_failure_code,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
