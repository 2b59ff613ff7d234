import { scrapedGauge } from "../../lib/metrics";
import { runPeriodically } from "../../lib/periodic";
import { countAwaitingSignal, dueForSignal } from "../provider-webhooks/raw-callbacks-store";
import { type DispatchDeps, dispatchRawCallback } from "./dispatch";

const BATCH = 100;

const backlog = scrapedGauge(
  "webhook_reconciler_backlog",
  "Verified provider webhooks stored but not yet signalled to their workflow",
);

/**
 * Worker-side loop: every verified provider webhook that was stored but never handed to its workflow
 * (Temporal down, process crash) is signalled again, so nothing received is ever lost.
 */
export function startProviderWebhookReconciler(deps: DispatchDeps, options: { intervalMs?: number; graceSeconds?: number } = {}) {
  const intervalMs = options.intervalMs ?? 5000;
  const graceSeconds = options.graceSeconds ?? 5;
  backlog.setSource(async () => [{ labels: {}, value: await countAwaitingSignal(deps.db) }]);

  const runOnce = async () => {
    const rows = await dueForSignal(deps.db, graceSeconds, BATCH);
    for (const row of rows) await dispatchRawCallback(deps, row);
    return rows.length;
  };

  const task = runPeriodically("provider-webhook reconciliation", intervalMs, runOnce, deps.logger);
  return {
    runOnce,
    stop: async () => {
      backlog.setSource(undefined);
      await task.stop();
    },
  };
}
