import type { Knex } from "knex";
import type { MovementStatus } from "../core/status";

/** One row of `transaction_events`: a state change, or the creation (from null). */
export interface TransactionEventRow {
  id: string;
  reference: string;
  from_status: MovementStatus | null;
  to_status: MovementStatus;
  /** The columns written with the change (provider, failure reason, fee). */
  details: Record<string, unknown>;
  created_at: Date;
}

export async function transactionHistory(db: Knex, reference: string): Promise<TransactionEventRow[]> {
  return db<TransactionEventRow>("transaction_events").where({ reference }).orderBy("id", "asc");
}
