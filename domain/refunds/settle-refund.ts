import type { Db } from "../../db/connection";
import { counter } from "../../lib/metrics";
import { moneyOutSettlement } from "../core/money-out-settlement";
import { resultColumns } from "../core/settlement";
import type { MovementStatus } from "../core/status";
import { settleHeldMoney } from "../wallet/holds";
import { bookLateSuccessRefund } from "./late-success-ledger";
import { REFUNDS } from "./refunds-store";
import type { RefundRow } from "./row";

const refundsSettled = counter("refunds_settled_total", "Refunds that reached a final state", ["status", "provider", "source"]);

/**
 * A merchant's refund releases (Failed) or books (Success) its wallet hold; a late success's refund books its amount
 * out of the suspense account on Success (a failed one stays there, for staff).
 */
const refunds = moneyOutSettlement<RefundRow>(REFUNDS, {
  statusOf: (refund) => refund.refund_status,
  resultPatch: resultColumns,
  async settleMoney(trx, refund, to) {
    if (refund.source !== "late_success") await settleHeldMoney(trx, "refund", refund, to);
    else if (to === "Success") await bookLateSuccessRefund(trx, refund);
  },
  countSettled: (refund) =>
    refundsSettled.inc({ status: refund.refund_status, provider: refund.provider_code_name, source: refund.source }),
});

/** How a refund settles, for the core's applyProviderResult and failMovement (through the registry's leg activities). */
export const refundSettlement = refunds.kind;

/** The provider took the refund: Pending → Processing; answers the state afterwards. */
export async function markRefundProcessing(db: Db, reference: string, providerReference: string | null): Promise<MovementStatus> {
  return refunds.markProcessing(db, reference, (refund) => ({
    provider_reference: providerReference ?? refund.provider_reference,
  }));
}
