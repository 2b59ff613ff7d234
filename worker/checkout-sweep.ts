import { type CheckoutSweepDeps, sweepCheckouts } from "../domain/checkouts/checkout-sweep";
import type { Logger } from "../lib/logger";
import { runPeriodically } from "../lib/periodic";

/** Worker-side loop over checkouts (expiry, their notification, refunds of uncounted tries): see sweepCheckouts. */
export function startCheckoutSweep(deps: CheckoutSweepDeps & { logger: Logger }, options: { intervalMs: number }) {
  const runOnce = async () => {
    const done = await sweepCheckouts(deps);
    if (Object.values(done).some((count) => count > 0)) deps.logger.info(done, "checkout sweep");
    return done;
  };
  return runPeriodically("checkout sweep", options.intervalMs, runOnce, deps.logger);
}
