import type { Knex } from "knex";
import type { Db } from "../../db/connection";
import { counter } from "../../lib/metrics";
import type { FinalStatus, ProviderResult } from "../../providers/types";
import { mismatch } from "../core/result-match";
import type { MovementStatus } from "../core/status";
import { isTerminal } from "../core/status";
import type { RawCallbackVerdict } from "../provider-webhooks/raw-callback";
import { recordVerdict } from "../provider-webhooks/raw-callbacks-store";
import { bookMoneyOut, heldMoneyOf, releaseMoneyOut } from "../wallet/holds";
import { lockPayout, movePayout } from "./payouts-store";
import type { PayoutRow } from "./row";

const payoutsSettled = counter("payouts_settled_total", "Payouts that reached a final state", ["status", "provider", "service"]);

export interface PayoutSettlementInput {
  reference: string;
  providerCodeName: string;
  result: ProviderResult;
  rawCallbackId: string | null;
  source: "webhook" | "status_query";
}

export interface PayoutSettlementOutcome {
  changed: boolean;
  status: MovementStatus;
}

/**
 * The one way a payout reaches a final state, whoever decides it (the provider's result, the workflow's
 * own end, a cancellation): a guarded move of the locked row and, in the same database transaction,
 * the hold released (Failed) or booked (Success). The guard lets only one final state ever be reached,
 * so a hold is released or booked exactly once.
 */
async function finish(
  trx: Knex.Transaction,
  payout: PayoutRow,
  to: FinalStatus,
  patch: Partial<PayoutRow>,
): Promise<PayoutRow | undefined> {
  const money = await heldMoneyOf(trx, payout);
  if (to === "Failed") {
    const failed = await movePayout(trx, payout, "Failed", patch);
    if (failed) await releaseMoneyOut(trx, "payout", money);
    return failed;
  }
  const processing = payout.payout_status === "Pending" ? await movePayout(trx, payout, "Processing", patch) : payout;
  const succeeded = processing && (await movePayout(trx, processing, "Success", patch));
  if (succeeded) await bookMoneyOut(trx, "payout", money);
  return succeeded;
}

async function countedOnCommit(
  db: Db,
  work: (trx: Knex.Transaction) => Promise<PayoutSettlementOutcome & { final?: PayoutRow }>,
): Promise<PayoutSettlementOutcome> {
  const { final, ...outcome } = await db.transaction(work);
  if (final) {
    payoutsSettled.inc({ status: final.payout_status, provider: final.provider_code_name ?? "none", service: final.service });
  }
  return outcome;
}

/**
 * Applies one verified provider result to a payout, idempotently: checks it belongs to the payout, moves
 * it to the final state with its money, and records on the RawCallback what became of it.
 */
export async function settlePayout(db: Db, input: PayoutSettlementInput): Promise<PayoutSettlementOutcome> {
  return countedOnCommit(db, async (trx) => {
    const payout = await lockPayout(trx, input.reference);
    const verdict = async (status: RawCallbackVerdict, note?: string) => {
      if (input.rawCallbackId) await recordVerdict(trx, input.rawCallbackId, status, note ?? null);
    };
    if (!payout) {
      await verdict("unknown_reference");
      return { changed: false, status: "Pending" };
    }
    const current = payout.payout_status;
    const problem = mismatch(payout, input);
    if (problem) {
      await verdict("mismatch", problem);
      return { changed: false, status: current };
    }
    if (isTerminal(current)) {
      await verdict(current === input.result.status ? "duplicate" : "contrary_after_terminal", `payout already ${current}`);
      return { changed: false, status: current };
    }
    const final = await finish(trx, payout, input.result.status, {
      provider_code_name: input.providerCodeName,
      provider_reference: input.result.providerReference || payout.provider_reference,
      ...(input.result.status === "Failed"
        ? { failure_reason: input.result.failureReason ?? "failed" }
        : { failure_reason: null }),
    });
    await verdict("applied", `via ${input.source}`);
    return { changed: true, status: input.result.status, final };
  });
}

/** Ends a payout Failed for `reason` (cancelled, refused everywhere, queued too long), releasing its hold; a final payout is left as it is. */
export async function failPayout(db: Db, reference: string, reason: string): Promise<PayoutSettlementOutcome> {
  return countedOnCommit(db, async (trx) => {
    const payout = await lockPayout(trx, reference);
    if (!payout) return { changed: false, status: "Pending" };
    if (isTerminal(payout.payout_status)) return { changed: false, status: payout.payout_status };
    const final = await finish(trx, payout, "Failed", { failure_reason: reason });
    return { changed: true, status: "Failed", final };
  });
}

/** A provider took the payout: Pending → Processing with the provider's reference; answers the state afterwards. */
export async function markPayoutProcessing(
  db: Db,
  reference: string,
  providerCodeName: string,
  providerReference: string | null,
): Promise<MovementStatus> {
  return db.transaction(async (trx) => {
    const payout = await lockPayout(trx, reference);
    if (!payout) return "Pending";
    const moved = await movePayout(trx, payout, "Processing", {
      provider_code_name: providerCodeName,
      provider_reference: providerReference ?? payout.provider_reference,
      failure_reason: null,
    });
    return moved?.payout_status ?? payout.payout_status;
  });
}
