import type { Knex } from "knex";
import type { PayoutEngine } from "./payout-engine";
import { queuedPayoutReferences } from "./payouts-store";

/** The oldest waiting payouts a routing change wakes at once; the rest wake at their own timer. */
const MAX_PAYOUTS_WOKEN = 1000;

/** Tells the payouts waiting for a provider to look again (a provider was re-enabled or reordered). */
export async function wakeWaitingPayouts(db: Knex, engine: Pick<PayoutEngine, "wakeQueuedPayouts">): Promise<void> {
  await engine.wakeQueuedPayouts(await queuedPayoutReferences(db, MAX_PAYOUTS_WOKEN));
}
