import type { Db } from "../../db/connection";
import { counter } from "../../lib/metrics";
import type { Failure } from "../../providers/failure-reasons";
import type { RefundResult } from "../../providers/types";
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
import { bookLateSuccessRefund } from "./late-success-ledger";
import { lockRefund, moveRefund, REFUNDS } from "./refunds-store";
import type { RefundRow } from "./row";

const refundsSettled = counter("refunds_settled_total", "Refunds that reached a final state", ["status", "provider", "source"]);

export type RefundSettlementInput = SettlementInput<RefundResult>;
export type RefundSettlementOutcome = SettlementOutcome;

/**
 * How a refund settles: the core's guarded move of the locked row and, in the same database transaction, its money:
 * a merchant's refund releases (Failed) or books (Success) its wallet hold; a late success's refund books its amount
 * out of the suspense account on Success (a failed one stays there, for staff).
 */
export const refundSettlement: SettledKind<RefundRow> = {
  noun: "refund",
  outgoing: true,
  lock: lockRefund,
  statusOf: (refund) => refund.refund_status,
  resultPatch: resultColumns,
  async finish(trx, refund, to, patch) {
    const moved = await moveToFinal<RefundRow>(
      trx,
      REFUNDS,
      { reference: refund.reference, status: refund.refund_status },
      to,
      patch,
    );
    if (!moved) return undefined;
    if (refund.source === "late_success") {
      if (to === "Success") await bookLateSuccessRefund(trx, refund);
      return moved;
    }
    await settleHeldMoney(trx, "refund", refund, to);
    return moved;
  },
  countSettled: (refund) =>
    refundsSettled.inc({ status: refund.refund_status, provider: refund.provider_code_name, source: refund.source }),
};

/** Applies one verified provider result to a refund, idempotently (the core's applyProviderResult). */
export async function settleRefund(db: Db, input: RefundSettlementInput): Promise<RefundSettlementOutcome> {
  return applyProviderResult(db, refundSettlement, input);
}

/** Ends a refund Failed for `failure` (refused by its provider, never received), releasing its hold. */
export async function failRefund(db: Db, reference: string, failure: Failure): Promise<RefundSettlementOutcome> {
  return failMovement(db, refundSettlement, reference, failure);
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
