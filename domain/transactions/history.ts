import type { Knex } from "knex";
import type { TransactionStatus } from "./status";

/** One row of `transaction_events`: a state change, or the creation (from null). */
export interface TransactionEventRow {
  id: string;
  reference: string;
  from_status: TransactionStatus | null;
  to_status: TransactionStatus;
  /** The columns written with the change (provider, failure reason, fee). */
  details: Record<string, unknown>;
  created_at: Date;
}

/** Call inside the database transaction of the change it records. */
export async function recordTransactionEvent(
  trx: Knex.Transaction,
  reference: string,
  from: TransactionStatus | null,
  to: TransactionStatus,
  details: Record<string, unknown> = {},
): Promise<void> {
  await trx("transaction_events").insert({ reference, from_status: from, to_status: to, details });
}

export async function transactionHistory(db: Knex, reference: string): Promise<TransactionEventRow[]> {
  return db<TransactionEventRow>("transaction_events").where({ reference }).orderBy("id", "asc");
}
