import type { Knex } from "knex";
import type { Db } from "../../db/connection";
import { counter } from "../../lib/metrics";
import type { FinalStatus, RefundResult } from "../../providers/types";
import { mismatch } from "../core/result-match";
import type { MovementStatus } from "../core/status";
import { isTerminal } from "../core/status";
import type { RawCallbackVerdict } from "../provider-webhooks/raw-callback";
import { recordVerdict } from "../provider-webhooks/raw-callbacks-store";
import { bookMoneyOut, heldMoneyOf, releaseMoneyOut } from "../wallet/holds";
import { bookLateSuccessRefund } from "./late-success-ledger";
import { lockRefund, moveRefund } from "./refunds-store";
import type { RefundRow } from "./row";

const refundsSettled = counter("refunds_settled_total", "Refunds that reached a final state", ["status", "provider", "source"]);

export interface RefundSettlementInput {
  reference: string;
  providerCodeName: string;
  result: RefundResult;
  rawCallbackId: string | null;
  source: "webhook" | "status_query";
}

export interface RefundSettlementOutcome {
  changed: boolean;
  status: MovementStatus;
}

/**
 * The one way a refund reaches a final state: a guarded move of the locked row and, in the same database
 * transaction, its money: a merchant's refund releases (Failed) or books (Success) its wallet hold; a late
 * success's refund books its amount out of the suspense account on Success (a failed one stays there, for staff).
 */
async function finish(trx: Knex.Transaction, refund: RefundRow, to: FinalStatus, patch: Partial<RefundRow>) {
  const processing =
    to === "Success" && refund.refund_status === "Pending" ? await moveRefund(trx, refund, "Processing", patch) : refund;
  const moved = processing && (await moveRefund(trx, processing, to, patch));
  if (!moved) return undefined;
  if (refund.source === "late_success") {
    if (to === "Success") await bookLateSuccessRefund(trx, refund);
    return moved;
  }
  const money = await heldMoneyOf(trx, refund);
  if (to === "Failed") await releaseMoneyOut(trx, "refund", money);
  else await bookMoneyOut(trx, "refund", money);
  return moved;
}

async function countedOnCommit(
  db: Db,
  work: (trx: Knex.Transaction) => Promise<RefundSettlementOutcome & { final?: RefundRow }>,
): Promise<RefundSettlementOutcome> {
  const { final, ...outcome } = await db.transaction(work);
  if (final) refundsSettled.inc({ status: final.refund_status, provider: final.provider_code_name, source: final.source });
  return outcome;
}

/** Applies one verified provider result to a refund, idempotently, recording on the RawCallback what became of it. */
export async function settleRefund(db: Db, input: RefundSettlementInput): Promise<RefundSettlementOutcome> {
  return countedOnCommit(db, async (trx) => {
    const refund = await lockRefund(trx, input.reference);
    const verdict = async (status: RawCallbackVerdict, note?: string) => {
      if (input.rawCallbackId) await recordVerdict(trx, input.rawCallbackId, status, note ?? null);
    };
    if (!refund) {
      await verdict("unknown_reference");
      return { changed: false, status: "Pending" };
    }
    const current = refund.refund_status;
    const problem = mismatch(refund, input);
    if (problem) {
      await verdict("mismatch", problem);
      return { changed: false, status: current };
    }
    if (isTerminal(current)) {
      await verdict(current === input.result.status ? "duplicate" : "contrary_after_terminal", `refund already ${current}`);
      return { changed: false, status: current };
    }
    const final = await finish(trx, refund, input.result.status, {
      provider_reference: input.result.providerReference || refund.provider_reference,
      failure_reason: input.result.status === "Failed" ? (input.result.failureReason ?? "failed") : null,
    });
    await verdict("applied", `via ${input.source}`);
    return { changed: true, status: input.result.status, final };
  });
}

/** Ends a refund Failed for `reason` (refused by its provider, never received), releasing its hold. */
export async function failRefund(db: Db, reference: string, reason: string): Promise<RefundSettlementOutcome> {
  return countedOnCommit(db, async (trx) => {
    const refund = await lockRefund(trx, reference);
    if (!refund) return { changed: false, status: "Pending" };
    if (isTerminal(refund.refund_status)) return { changed: false, status: refund.refund_status };
    const final = await finish(trx, refund, "Failed", { failure_reason: reason });
    return { changed: true, status: "Failed", final };
  });
}

/** The provider took the refund: Pending → Processing; answers the state afterwards. */
export async function markRefundProcessing(db: Db, reference: string, providerReference: string | null): Promise<MovementStatus> {
  return db.transaction(async (trx) => {
    const refund = await lockRefund(trx, reference);
    if (!refund) return "Pending";
    const moved = await moveRefund(trx, refund, "Processing", {
      provider_reference: providerReference ?? refund.provider_reference,
    });
    return moved?.refund_status ?? refund.refund_status;
  });
}
