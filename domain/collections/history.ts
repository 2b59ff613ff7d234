import type { Knex } from "knex";
import type { TransactionStatus } from "../core/status";

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

export async function transactionHistory(db: Knex, reference: string): Promise<TransactionEventRow[]> {
  return db<TransactionEventRow>("transaction_events").where({ reference }).orderBy("id", "asc");
}
