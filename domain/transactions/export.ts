import type { Readable } from "node:stream";
import type { Knex } from "knex";
import { applyTransactionFilters, NEWEST_FIRST, type TransactionFilters } from "./search";

export const EXPORT_COLUMNS = [
  "reference",
  "merchant_reference",
  "transaction_status",
  "amount",
  "fee",
  "net_amount",
  "currency",
  "service",
  "customer_number",
  "provider_reference",
  "created_at",
  "updated_at",
] as const;

/**
 * The filtered transactions, newest first, read through a server-side cursor (pg-query-stream) in
 * batches, so memory stays flat however many rows match. Timestamps come out as ISO 8601 UTC text.
 */
export function streamTransactionsForExport(db: Knex, filters: TransactionFilters): Readable {
  const utc = (column: string) =>
    db.raw(`to_char(transactions.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${column}`);
  return db("transactions")
    .select(EXPORT_COLUMNS.filter((column) => column !== "created_at" && column !== "updated_at").map((c) => `transactions.${c}`))
    .select(utc("created_at"), utc("updated_at"))
    .modify(applyTransactionFilters, filters)
    .orderBy([...NEWEST_FIRST])
    .stream({ batchSize: 1000, highWaterMark: 1000 } as Record<string, number>);
}
