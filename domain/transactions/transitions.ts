import type { Knex } from "knex";
import { InvalidStateTransitionError, NotFoundError } from "../../lib/errors";
import { counter } from "../../lib/metrics";
import { recordTransactionEvent } from "./history";
import { findTransaction, updateIfStatusIn } from "./repository";
import type { TransactionRow } from "./row";
import { allowedSources, isTerminal, type TransactionStatus } from "./status";

const paymentsSettled = counter("payments_settled_total", "Transactions that reached a final state", [
  "status",
  "provider",
  "service",
]);

export interface TransitionResult {
  /** False when the transaction already was in the target state: a repeat is a no-op, not an error. */
  changed: boolean;
  from: TransactionStatus;
  row: TransactionRow;
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
  patch: Partial<TransactionRow> = {},
): Promise<TransitionResult> {
  // The history row is written in the same database transaction as the change it records.
  if (!db.isTransaction) return db.transaction((trx) => guardedTransition(trx, reference, to, patch));
  return guardedTransition(db as Knex.Transaction, reference, to, patch);
}

async function guardedTransition(
  db: Knex.Transaction,
  reference: string,
  to: TransactionStatus,
  patch: Partial<TransactionRow>,
): Promise<TransitionResult> {
  const assignments = {
    ...patch,
    transaction_status: to,
    updated_at: db.fn.now(),
    ...(isTerminal(to) ? { completed_at: db.fn.now() } : {}),
  };
  const updated = await updateIfStatusIn(db, reference, allowedSources(to), assignments);
  if (!updated) return unchanged(db, reference, to);
  const { row } = updated;
  await recordTransactionEvent(db, reference, updated.previous, to, patch);
  if (isTerminal(to)) paymentsSettled.inc({ status: to, provider: row.provider_code_name ?? "none", service: row.service });
  return { changed: true, from: updated.previous, row };
}

async function unchanged(db: Knex | Knex.Transaction, reference: string, to: TransactionStatus): Promise<TransitionResult> {
  const current = await findTransaction(db, reference);
  if (!current) throw new NotFoundError(`Transaction ${reference} not found.`);
  if (current.transaction_status === to) return { changed: false, from: to, row: current };
  throw new InvalidStateTransitionError(current.transaction_status, to);
}

/** A guarded move whose refusal is an answer, not an error worth retrying: the state afterwards. */
export async function moveIfAllowed(
  db: Knex,
  reference: string,
  to: TransactionStatus,
  patch: Partial<TransactionRow>,
): Promise<TransactionStatus> {
  try {
    return (await transition(db, reference, to, patch)).row.transaction_status;
  } catch (error) {
    if (!(error instanceof InvalidStateTransitionError)) throw error;
    return (await findTransaction(db, reference))!.transaction_status;
  }
}
