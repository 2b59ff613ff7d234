import type { Knex } from "knex";
import { encodeKeysetCursor, whereAfterKeyset } from "../../db/keyset";

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

export function encodeTransactionCursor(row: { reference: string }): string {
  return encodeKeysetCursor(row.reference);
}

/** Restricts to rows after the cursor's row in NEWEST_FIRST order. */
export function applyTransactionCursor(builder: Knex.QueryBuilder, cursor: string | undefined): void {
  whereAfterKeyset(builder, cursor, { table: "transactions", time: "created_at", key: "reference" });
}
