import { scrapedGauge } from "../../lib/metrics";
import { runPeriodically } from "../../lib/periodic";
import { type DispatchDeps, dispatchRawCallback } from "./dispatch";
import type { RawCallbackRow } from "./raw-callback";

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
  backlog.setSource(async () => {
    const [row] = await deps
      .db("raw_callbacks")
      .where({ processing_status: "received" })
      .whereNull("signalled_at")
      .count<Array<{ count: string }>>({ count: "*" });
    return [{ labels: {}, value: Number(row?.count ?? 0) }];
  });

  const runOnce = async () => {
    const rows: RawCallbackRow[] = await deps
      .db("raw_callbacks")
      .where({ processing_status: "received" })
      .whereNull("signalled_at")
      .where("received_at", "<", deps.db.raw("now() - make_interval(secs => ?)", [graceSeconds]))
      .where((query) => query.whereNull("next_signal_at").orWhere("next_signal_at", "<=", deps.db.fn.now()))
      .orderBy("received_at")
      .limit(BATCH);
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
