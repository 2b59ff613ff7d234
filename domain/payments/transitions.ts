import type { Knex } from "knex";
import { InvalidStateTransitionError, NotFoundError } from "../../lib/errors";
import { counter } from "../../lib/metrics";
import { countsAgainstProvider } from "../../providers/failure-reasons";
import { moveMovement } from "../core/guarded-move";
import type { ProcessingInput } from "../core/movement-kind";
import { isTerminal, type MovementStatus } from "../core/status";
import { recordRoutingOutcome } from "../routing/routing-window-store";
import { findPayment, PAYMENTS } from "./payments-store";
import type { PaymentRow } from "./row";

const paymentsSettled = counter("payments_settled_total", "Transactions that reached a final state", [
  "status",
  "provider",
  "service",
]);

export interface TransitionResult {
  /** False when the transaction already was in the target state: a repeat is a no-op, not an error. */
  changed: boolean;
  from: MovementStatus;
  row: PaymentRow;
}

/**
 * Moves a transaction to `to` with one guarded UPDATE, so whoever races whom a terminal state never
 * changes. `patch` columns and the history row are written in the same statement. A repeat of the
 * current state is a no-op; any other illegal move is an InvalidStateTransitionError (409). Inside a
 * database transaction, the caller counts a final state once it has committed (countSettled).
 */
export async function transition(
  db: Knex | Knex.Transaction,
  reference: string,
  to: MovementStatus,
  patch: Partial<PaymentRow> = {},
): Promise<TransitionResult> {
  const updated = await moveMovement<PaymentRow>(db, PAYMENTS, reference, to, patch);
  if (!updated) return unchanged(db, reference, to);
  if (isTerminal(to)) await recordForRouting(db, updated.row);
  if (!db.isTransaction) countSettled(updated.row);
  return { changed: true, from: updated.previous, row: updated.row };
}

/**
 * How the payment ended at its provider, for the success-rate window (the sandbox and unrouted payments teach
 * nothing). A failure teaches only when its reason is the provider's own: a customer's empty account or refusal,
 * a merchant's cancel or a staff's decision says nothing of the provider.
 */
export async function recordForRouting(db: Knex | Knex.Transaction, row: PaymentRow): Promise<void> {
  if (row.account_type !== "prod" || !row.provider_code_name) return;
  if (row.transaction_status === "Failed" && !countsAgainstProvider(row.failure_reason)) return;
  await recordRoutingOutcome(db, {
    reference: row.reference,
    provider: row.provider_code_name,
    service: row.service,
    currency: row.currency,
    succeeded: row.transaction_status === "Success",
  });
}

/** Counts a transaction that reached a final state, once the change is committed. */
export function countSettled(row: PaymentRow): void {
  if (isTerminal(row.transaction_status)) {
    paymentsSettled.inc({ status: row.transaction_status, provider: row.provider_code_name ?? "none", service: row.service });
  }
}

async function unchanged(db: Knex | Knex.Transaction, reference: string, to: MovementStatus): Promise<TransitionResult> {
  const current = await findPayment(db, reference);
  if (!current) throw new NotFoundError(`Transaction ${reference} not found.`);
  if (current.transaction_status === to) return { changed: false, from: to, row: current };
  throw new InvalidStateTransitionError(current.transaction_status, to);
}

/** A guarded move whose refusal is an answer, not an error worth retrying: the state afterwards. */
export async function moveIfAllowed(
  db: Knex,
  reference: string,
  to: MovementStatus,
  patch: Partial<PaymentRow>,
): Promise<MovementStatus> {
  try {
    return (await transition(db, reference, to, patch)).row.transaction_status;
  } catch (error) {
    if (!(error instanceof InvalidStateTransitionError)) throw error;
    return (await findPayment(db, reference))!.transaction_status;
  }
}

/** Pending → Processing, when the status query finds a payment its initiation left unsettled; answers its state afterwards. */
export function markPaymentProcessing(db: Knex, input: ProcessingInput): Promise<MovementStatus> {
  return moveIfAllowed(db, input.reference, "Processing", {
    provider_code_name: input.providerCodeName,
    provider_reference: input.providerReference || null,
  });
}
