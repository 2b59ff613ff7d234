import type { Knex } from "knex";
import type { Db } from "../../db/connection";
import type { Failure } from "../../providers/failure-reasons";
import type { FinalStatus, ProviderResult } from "../../providers/types";
import type { RawCallbackVerdict } from "../provider-webhooks/raw-callback";
import { recordVerdict } from "../provider-webhooks/raw-callbacks-store";
import { failureColumns, providerFailure } from "./provider-failure";
import { mismatch, type ResultExpectation } from "./result-match";
import { isTerminal, type MovementStatus } from "./status";

/** What every kind's provider result says (a collection's, a payout's, a refund's). */
export type VerifiedResult = Pick<ProviderResult, "amount" | "currency" | "providerReference" | "status" | "failureCode">;

/** One verified provider result for a movement, from its webhook (`rawCallbackId`) or its status query. */
export interface SettlementInput<Result extends VerifiedResult = VerifiedResult> {
  reference: string;
  providerCodeName: string;
  result: Result;
  rawCallbackId: string | null;
  source: "webhook" | "status_query";
}

export interface SettlementOutcome {
  changed: boolean;
  status: MovementStatus;
}

/** What settling needs of a kind of money movement. */
export interface SettledKind<Row extends ResultExpectation> {
  /** How a verdict names it: "transaction", "payout", "refund". */
  noun: string;
  /** Money going out of the merchant's float at the provider (a payout, a refund): see providerFailure. */
  outgoing: boolean;
  lock(trx: Knex.Transaction, reference: string): Promise<Row | undefined>;
  statusOf(row: Row): MovementStatus;
  /** What a verified result writes with the final state besides its failure (the provider's identity). */
  resultPatch(row: Row, input: SettlementInput): Record<string, unknown>;
  /** The guarded move to `to` and its money, once, in `trx`; the row in its final state, undefined when another won. */
  finish(trx: Knex.Transaction, row: Row, to: FinalStatus, patch: Record<string, unknown>): Promise<Row | undefined>;
  /** Counts a final state, once committed. */
  countSettled(row: Row): void;
}

/** What a verified result writes on a payout's or a refund's row: the provider's reference (kept when it gives none). */
export function resultColumns(row: { provider_reference: string | null }, input: SettlementInput) {
  return { provider_reference: input.result.providerReference || row.provider_reference };
}

/** A Failed result's reason and code by its provider's table; a Success clears both (a payout's waiting note). */
async function resultFailure(trx: Knex.Transaction, input: SettlementInput, outgoing: boolean) {
  if (input.result.status !== "Failed") return { failure_reason: null, provider_failure_code: null };
  return failureColumns(await providerFailure(trx, input.providerCodeName, input.result.failureCode, outgoing));
}

type Settling<Row> = SettlementOutcome & { final?: Row };

/** Runs `work` in one database transaction and, once it has committed, counts the final state it reached. */
export async function countedOnCommit<Row extends ResultExpectation>(
  db: Db,
  kind: Pick<SettledKind<Row>, "countSettled">,
  work: (trx: Knex.Transaction) => Promise<Settling<Row>>,
): Promise<SettlementOutcome> {
  const { final, ...outcome } = await db.transaction(work);
  if (final) kind.countSettled(final);
  return outcome;
}

/**
 * Applies one verified provider result, idempotently, in one database transaction, for every kind: checks it belongs
 * to the movement, moves it to its final state with its money (the kind's `finish`), and records on the RawCallback
 * what became of it. A result after a final state changes nothing.
 */
export async function applyProviderResult<Row extends ResultExpectation>(
  db: Db,
  kind: SettledKind<Row>,
  input: SettlementInput,
): Promise<SettlementOutcome> {
  return countedOnCommit(db, kind, async (trx) => {
    const movement = await kind.lock(trx, input.reference);
    const verdict = async (status: RawCallbackVerdict, note?: string) => {
      if (input.rawCallbackId) await recordVerdict(trx, input.rawCallbackId, status, note ?? null);
    };
    if (!movement) {
      await verdict("unknown_reference");
      return { changed: false, status: "Pending" };
    }
    const current = kind.statusOf(movement);
    const problem = mismatch(movement, input);
    if (problem) {
      await verdict("mismatch", problem);
      return { changed: false, status: current };
    }
    if (isTerminal(current)) {
      await verdict(current === input.result.status ? "duplicate" : "contrary_after_terminal", `${kind.noun} already ${current}`);
      return { changed: false, status: current };
    }
    const patch = { ...kind.resultPatch(movement, input), ...(await resultFailure(trx, input, kind.outgoing)) };
    const final = await kind.finish(trx, movement, input.result.status, patch);
    await verdict("applied", `via ${input.source}`);
    return { changed: true, status: input.result.status, final };
  });
}

/** Ends a movement Failed for `failure` with its money released (the kind's `finish`); a final one is left as it is. */
export async function failMovement<Row extends ResultExpectation>(
  db: Db,
  kind: SettledKind<Row>,
  reference: string,
  failure: Failure,
): Promise<SettlementOutcome> {
  return countedOnCommit(db, kind, async (trx) => {
    const movement = await kind.lock(trx, reference);
    if (!movement) return { changed: false, status: "Pending" };
    const current = kind.statusOf(movement);
    if (isTerminal(current)) return { changed: false, status: current };
    const final = await kind.finish(trx, movement, "Failed", failureColumns(failure));
    return { changed: true, status: "Failed", final };
  });
}
