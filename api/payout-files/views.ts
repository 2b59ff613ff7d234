import type { PayoutFileRow, StoredFileRow } from "../../domain/payout-files/files-store";
import type { PayoutFileRowView, PayoutFileView } from "./schemas";

const isoOrNull = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function payoutFileView(file: PayoutFileRow, progress: Record<string, number>): PayoutFileView {
  return {
    id: file.id,
    file_status: file.file_status,
    rows: file.rows,
    valid: file.valid,
    invalid: file.invalid,
    totals: file.totals,
    errors: file.errors,
    progress,
    callback_url: file.callback_url,
    submitted_at: isoOrNull(file.submitted_at),
    approved_by: file.approved_by,
    approved_at: isoOrNull(file.approved_at),
    created_at: new Date(file.created_at).toISOString(),
    updated_at: new Date(file.updated_at).toISOString(),
  };
}

export function payoutFileRowView(row: StoredFileRow): PayoutFileRowView {
  return {
    row: row.row_number,
    recipient_number: row.recipient_number,
    amount: row.amount,
    currency: row.currency,
    service: row.service,
    merchant_reference: row.merchant_reference,
    expected_recipient_name: row.expected_recipient_name,
    description: row.description,
    valid: row.valid,
    attempt: row.attempt,
    payout_reference: row.payout_reference,
    payout_status: row.payout_status,
    failure_reason: row.failure_reason ?? (row.refusal_code ? `${row.refusal_code}: ${row.refusal_message}` : null),
  };
}

/** The columns of results.csv. */
export const RESULT_COLUMNS = [
  "row",
  "recipient_number",
  "amount",
  "currency",
  "service",
  "merchant_reference",
  "description",
  "valid",
  "payout_reference",
  "payout_status",
  "failure_reason",
] as const;

export function resultLine(row: StoredFileRow): Record<string, string | null> {
  const view = payoutFileRowView(row);
  return {
    ...Object.fromEntries(RESULT_COLUMNS.map((column) => [column, null])),
    row: String(view.row),
    recipient_number: view.recipient_number,
    amount: view.amount,
    currency: view.currency,
    service: view.service,
    merchant_reference: view.attempt > 0 ? `${view.merchant_reference}-r${view.attempt}` : view.merchant_reference,
    description: view.description,
    valid: String(view.valid),
    payout_reference: view.payout_reference,
    payout_status: view.payout_status,
    failure_reason: view.failure_reason,
  };
}
