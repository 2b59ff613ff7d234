import type { Knex } from "knex";
import { InvalidStateTransitionError, NotFoundError } from "../lib/errors";
import { counter } from "../lib/metrics";
import type { TransactionStatus } from "../workflows/shared";
import { allowedSources, isTerminal } from "./state-machine";

const paymentsSettled = counter("payments_settled_total", "Transactions that reached a final state", [
  "status",
  "provider",
  "service",
]);

export interface TransitionResult {
  /** False when the transaction already was in the target state: a repeat is a no-op, not an error. */
  changed: boolean;
  from: TransactionStatus;
  row: Record<string, any>;
}

/**
 * Moves a transaction to `to` with one guarded UPDATE, so whoever races whom a terminal state never
 * changes. `patch` columns are written in the same statement. A repeat of the current state is a no-op;
 * any other illegal move is an InvalidStateTransitionError (409).
 */
export async function transition(
  db: Knex | Knex.Transaction,
  reference: string,
  to: TransactionStatus,
  patch: Record<string, unknown> = {},
): Promise<TransitionResult> {
  const assignments = {
    ...patch,
    transaction_status: to,
    updated_at: db.fn.now(),
    ...(isTerminal(to) ? { completed_at: db.fn.now() } : {}),
  };
  // The locking read gives the state this UPDATE actually replaced, even when it waited on a racer.
  const previous = db("transactions").select("reference", "transaction_status").where({ reference }).forUpdate();
  const [updated] = await db
    .with("previous", previous)
    .update(assignments)
    .into("transactions")
    .updateFrom("previous")
    .where("transactions.reference", db.ref("previous.reference"))
    .whereIn("previous.transaction_status", [...allowedSources(to)])
    .returning(["transactions.*", "previous.transaction_status as previous_status"]);
  if (updated) {
    const { previous_status, ...row } = updated;
    if (isTerminal(to)) paymentsSettled.inc({ status: to, provider: row.provider_code_name ?? "none", service: row.service });
    return { changed: true, from: previous_status as TransactionStatus, row };
  }
  const current = await db("transactions").where({ reference }).first();
  if (!current) throw new NotFoundError(`Transaction ${reference} not found.`);
  if (current.transaction_status === to) return { changed: false, from: to, row: current };
  throw new InvalidStateTransitionError(current.transaction_status, to);
}
