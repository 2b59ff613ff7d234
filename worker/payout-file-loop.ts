import { type FileRowsDeps, processPayoutFiles } from "../domain/payout-files/make-payouts";
import { runPeriodically } from "../lib/periodic";

/** How often the loop looks for submitted payout files whose rows are still to be made into payouts. */
export const PAYOUT_FILE_LOOP_MS = 1000;

/**
 * Worker-side loop: the valid rows of submitted (and approved) payout files become payouts here, a batch at a time,
 * outside the API's requests; a file is leased to one worker at a time and taken up again when its worker dies.
 */
export function startPayoutFileLoop(deps: FileRowsDeps, options: { intervalMs?: number } = {}) {
  const runOnce = () => processPayoutFiles(deps);
  return runPeriodically("payout file loop", options.intervalMs ?? PAYOUT_FILE_LOOP_MS, runOnce, deps.logger);
}
