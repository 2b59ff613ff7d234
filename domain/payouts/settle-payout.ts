import type { Db } from "../../db/connection";
import { counter } from "../../lib/metrics";
import type { Failure } from "../../providers/failure-reasons";
import type { ProviderResult } from "../../providers/types";
import { moveToFinal } from "../core/guarded-move";
import {
  applyProviderResult,
  failMovement,
  resultColumns,
  type SettledKind,
  type SettlementInput,
  type SettlementOutcome,
} from "../core/settlement";
import type { MovementStatus } from "../core/status";
import { settleHeldMoney } from "../wallet/holds";
import { lockPayout, movePayout, PAYOUTS } from "./payouts-store";
import type { PayoutRow } from "./row";

const payoutsSettled = counter("payouts_settled_total", "Payouts that reached a final state", ["status", "provider", "service"]);

export type PayoutSettlementInput = SettlementInput<ProviderResult>;
export type PayoutSettlementOutcome = SettlementOutcome;

/**
 * How a payout settles: the one way it reaches a final state, whoever decides it (the provider's result, the
 * workflow's own end, a cancellation), is the core's guarded move of the locked row and, in the same database
 * transaction, the hold released (Failed) or booked (Success). The guard lets only one final state ever be reached,
 * so a hold is released or booked exactly once.
 */
export const payoutSettlement: SettledKind<PayoutRow> = {
  noun: "payout",
  outgoing: true,
  lock: lockPayout,
  statusOf: (payout) => payout.payout_status,
  resultPatch: (payout, input) => ({ provider_code_name: input.providerCodeName, ...resultColumns(payout, input) }),
  async finish(trx, payout, to, patch) {
    const status = { reference: payout.reference, status: payout.payout_status };
    const moved = await moveToFinal<PayoutRow>(trx, PAYOUTS, status, to, patch, { always: { queued_since: null } });
    if (moved) await settleHeldMoney(trx, "payout", payout, to);
    return moved;
  },
  countSettled: (payout) =>
    payoutsSettled.inc({ status: payout.payout_status, provider: payout.provider_code_name ?? "none", service: payout.service }),
};

/** Applies one verified provider result to a payout, idempotently (the core's applyProviderResult). */
export async function settlePayout(db: Db, input: PayoutSettlementInput): Promise<PayoutSettlementOutcome> {
  return applyProviderResult(db, payoutSettlement, input);
}

/** Ends a payout Failed for `failure` (cancelled, refused everywhere, queued too long), releasing its hold; a final payout is left as it is. */
export async function failPayout(db: Db, reference: string, failure: Failure): Promise<PayoutSettlementOutcome> {
  return failMovement(db, payoutSettlement, reference, failure);
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
