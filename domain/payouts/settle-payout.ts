import type { Db } from "../../db/connection";
import { counter } from "../../lib/metrics";
import { moneyOutSettlement } from "../core/money-out-settlement";
import { resultColumns } from "../core/settlement";
import type { MovementStatus } from "../core/status";
import { settleHeldMoney } from "../wallet/holds";
import { PAYOUTS } from "./payouts-store";
import type { PayoutRow } from "./row";

const payoutsSettled = counter("payouts_settled_total", "Payouts that reached a final state", ["status", "provider", "service"]);

/** A payout's hold is released (Failed) or booked (Success); any move takes it out of the queue. */
const payouts = moneyOutSettlement<PayoutRow>(PAYOUTS, {
  statusOf: (payout) => payout.payout_status,
  resultPatch: (payout, input) => ({ provider_code_name: input.providerCodeName, ...resultColumns(payout, input) }),
  alsoWrite: { queued_since: null },
  settleMoney: (trx, payout, to) => settleHeldMoney(trx, "payout", payout, to),
  countSettled: (payout) =>
    payoutsSettled.inc({ status: payout.payout_status, provider: payout.provider_code_name ?? "none", service: payout.service }),
});

/** How a payout settles, for the core's applyProviderResult and failMovement (through the registry's leg activities). */
export const payoutSettlement = payouts.kind;

/** A provider took the payout: Pending → Processing with the provider's reference; answers the state afterwards. */
export async function markPayoutProcessing(
  db: Db,
  reference: string,
  providerCodeName: string,
  providerReference: string | null,
): Promise<MovementStatus> {
  return payouts.markProcessing(db, reference, (payout) => ({
    provider_code_name: providerCodeName,
    provider_reference: providerReference ?? payout.provider_reference,
    failure_reason: null,
  }));
}
