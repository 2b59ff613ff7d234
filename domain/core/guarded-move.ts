import type { Knex } from "knex";
import { type MovementTable, moveIfStatusIn } from "./movement-store";
import { allowedSources, type FinalStatus, isTerminal, type MovementStatus } from "./status";

type Executor = Knex | Knex.Transaction;

/**
 * Moves a movement's row to `to` when the state machine allows it from the state it is in, with `patch` (recorded as
 * the event's details) and the times; answers the row as written and the state it replaced, or undefined when the
 * guard refused (the row unchanged). Whoever races whom, a terminal state never changes.
 */
export async function moveMovement<Row>(
  db: Executor,
  table: MovementTable,
  reference: string,
  to: MovementStatus,
  patch: Record<string, unknown>,
  alsoWrite: Record<string, unknown> = {},
): Promise<{ row: Row; previous: MovementStatus } | undefined> {
  const assignments = {
    ...patch,
    ...alsoWrite,
    updated_at: db.fn.now(),
    ...(isTerminal(to) ? { completed_at: db.fn.now() } : {}),
  };
  return moveIfStatusIn<Row, MovementStatus>(db, table, reference, allowedSources(to), to, assignments, patch);
}

/**
 * The one way into a final state, for every kind: Failed directly; Success through Processing when it comes to a
 * Pending movement (`onSuccess`: what the Success step writes besides, a collection's fee and net). Answers the row
 * in its final state, or undefined when another final state won. The caller books or releases its money in the same
 * database transaction, once, on the answer.
 */
export async function moveToFinal<Row>(
  trx: Knex.Transaction,
  table: MovementTable,
  movement: { reference: string; status: MovementStatus },
  to: FinalStatus,
  patch: Record<string, unknown>,
  alsoWrite: { always?: Record<string, unknown>; onSuccess?: Record<string, unknown> } = {},
): Promise<Row | undefined> {
  const { reference, status } = movement;
  if (to === "Success" && status === "Pending") {
    if (!(await moveMovement(trx, table, reference, "Processing", patch, alsoWrite.always))) return undefined;
  }
  const extra = to === "Success" ? { ...alsoWrite.always, ...alsoWrite.onSuccess } : alsoWrite.always;
  const details = to === "Success" ? { ...patch, ...alsoWrite.onSuccess } : patch;
  return (await moveMovement<Row>(trx, table, reference, to, details, extra))?.row;
}
