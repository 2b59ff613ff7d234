import type { Knex } from "knex";
import type { Db } from "../../db/connection";
import { moveMovement, moveToFinal } from "./guarded-move";
import { lockMovement, type MovementTable } from "./movement-store";
import type { ResultExpectation } from "./result-match";
import type { SettledKind } from "./settlement";
import type { FinalStatus, MovementStatus } from "./status";

/** What a money-out kind (a payout, a refund) tells the settlement it shares with the other, besides its table. */
export interface MoneyOutParts<Row extends ResultExpectation>
  extends Pick<SettledKind<Row>, "statusOf" | "resultPatch" | "countSettled"> {
  /** Written with every move of its row, not recorded in the event (a payout leaves the queue). */
  alsoWrite?: Record<string, unknown>;
  /** Its money at the final state it reached, in the same database transaction: booked or released, once. */
  settleMoney(trx: Knex.Transaction, row: Row, to: FinalStatus): Promise<void>;
}

/**
 * A money-out kind's settling steps: its SettledKind, which the core settles and fails it with (applyProviderResult,
 * failMovement), and its Processing step.
 */
export interface MoneyOutSettlement<Row extends ResultExpectation> {
  kind: SettledKind<Row>;
  /** A provider took it: Pending → Processing with what `patchOf` writes; answers the state afterwards. */
  markProcessing(db: Db, reference: string, patchOf: (row: Row) => Record<string, unknown>): Promise<MovementStatus>;
}

/**
 * How money out settles: the one way it reaches a final state, whoever decides it (the provider's result, the
 * workflow's own end, a cancellation), is the core's guarded move of the locked row and, in the same database
 * transaction, its money. The guard lets only one final state ever be reached, so the money moves exactly once.
 */
export function moneyOutSettlement<Row extends ResultExpectation & { reference: string }>(
  table: MovementTable,
  parts: MoneyOutParts<Row>,
): MoneyOutSettlement<Row> {
  const { alsoWrite, settleMoney, ...described } = parts;
  const kind: SettledKind<Row> = {
    ...described,
    noun: table.resource,
    outgoing: true,
    lock: (trx, reference) => lockMovement<Row>(trx, table, reference),
    async finish(trx, row, to, patch) {
      const status = { reference: row.reference, status: parts.statusOf(row) };
      const moved = await moveToFinal<Row>(trx, table, status, to, patch, { always: alsoWrite });
      if (moved) await settleMoney(trx, row, to);
      return moved;
    },
  };
  return {
    kind,
    markProcessing: (db, reference, patchOf) =>
      db.transaction(async (trx) => {
        const row = await kind.lock(trx, reference);
        if (!row) return "Pending";
        const moved = await moveMovement<Row>(trx, table, reference, "Processing", patchOf(row), alsoWrite);
        return kind.statusOf(moved?.row ?? row);
      }),
  };
}
