import type { Knex } from "knex";
import type { RefundEngine } from "../refunds/refund-engine";
import type { CheckoutNotifier } from "./checkout-notifier";
import { checkoutsAwaitingNotification, checkoutsDueToExpire, endOpenCheckout, markNotificationStarted } from "./checkouts-store";
import { refundUncountedSuccesses } from "./uncounted-successes";

const BATCH = 100;

export interface CheckoutSweepDeps {
  db: Knex;
  notifier: CheckoutNotifier;
  refunds: RefundEngine;
}

/**
 * One pass over checkouts, every step idempotent and decided by the rows alone, so any worker may run it, a
 * failed pass is simply repeated, and several workers at once change nothing twice: open checkouts past `expires_at`
 * end `expired` (a guarded move: a try's Success that got there first wins); paid and expired ones get their one
 * notification started; tries that succeeded without counting get their refund.
 */
export async function sweepCheckouts(deps: CheckoutSweepDeps) {
  let expired = 0;
  for (const reference of await checkoutsDueToExpire(deps.db, BATCH)) {
    if (await endOpenCheckout(deps.db, reference, "expired")) expired += 1;
  }
  let notified = 0;
  for (const checkout of await checkoutsAwaitingNotification(deps.db, BATCH)) {
    await deps.notifier.startCheckoutNotification(checkout.reference);
    await markNotificationStarted(deps.db, checkout.reference);
    notified += 1;
  }
  const refunds = await refundUncountedSuccesses({ db: deps.db, engine: deps.refunds }, BATCH);
  return { expired, notified, refunds: refunds.length };
}
