import type { Knex } from "knex";
import { ValidationError } from "../../lib/errors";

/** Every filter a transaction list accepts; a merchant's lists always set merchantId. */
export interface TransactionFilters {
  merchantId?: string;
  reference?: string;
  merchantReference?: string;
  customerNumber?: string;
  status?: string;
  provider?: string;
  service?: string;
  currency?: string;
  createdAfter?: string;
  createdBefore?: string;
}

export function applyTransactionFilters(builder: Knex.QueryBuilder, filters: TransactionFilters): void {
  const equal: Array<[string, string | undefined]> = [
    ["transactions.merchant_id", filters.merchantId],
    ["transactions.reference", filters.reference],
    ["transactions.merchant_reference", filters.merchantReference],
    ["transactions.customer_number", filters.customerNumber],
    ["transactions.transaction_status", filters.status],
    ["transactions.provider_code_name", filters.provider],
    ["transactions.service", filters.service],
    ["transactions.currency", filters.currency],
  ];
  for (const [column, value] of equal) if (value !== undefined) builder.where(column, value);
  if (filters.createdAfter) builder.where("transactions.created_at", ">=", filters.createdAfter);
  if (filters.createdBefore) builder.where("transactions.created_at", "<", filters.createdBefore);
}

/** Newest first, ties broken by reference, so a keyset cursor is stable. */
export const NEWEST_FIRST = [
  { column: "transactions.created_at", order: "desc" },
  { column: "transactions.reference", order: "desc" },
] as const;

export function encodeTransactionCursor(row: { created_at: Date; reference: string }): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.reference}`).toString("base64url");
}

/** Restricts to rows after the cursor's row in NEWEST_FIRST order; a malformed cursor is a 400 naming it. */
export function applyTransactionCursor(builder: Knex.QueryBuilder, cursor: string | undefined): void {
  if (!cursor) return;
  const [createdAt, reference] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!createdAt || !reference || Number.isNaN(Date.parse(createdAt))) throw new ValidationError({ cursor: "Invalid cursor." });
  builder.whereRaw("(transactions.created_at, transactions.reference) < (?::timestamptz, ?)", [createdAt, reference]);
}
