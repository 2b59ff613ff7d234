import type { Db } from "../db/connection";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import type { TemporalAccess } from "../lib/temporal";
import { ensurePaymentWorkflow } from "../workflows/client";

export interface OrphanSweepDeps {
  db: Db;
  temporal: TemporalAccess;
  config: Pick<
    Config,
    | "TEMPORAL_TASK_QUEUE"
    | "PAYMENT_EXPIRY_HOURS"
    | "PAYMENT_STATUS_POLL_SECONDS"
    | "PENDING_SWEEP_INTERVAL_SECONDS"
    | "PENDING_START_GRACE_SECONDS"
    | "PENDING_START_MAX_AGE_SECONDS"
  >;
  logger: Logger;
}

const BATCH = 100;

/**
 * Worker-side loop: a Pending row whose workflow never read it (the API died between its INSERT and
 * the start, or Temporal was unreachable) gets its workflow started once it is older than the grace
 * period; past the maximum age, the workflow is started to end it Failed and tell the merchant.
 * Starting is idempotent (one workflow id per reference, USE_EXISTING), so any number of workers may
 * sweep at once, and a row stays a candidate until its workflow has marked it.
 */
export function startOrphanSweep(deps: OrphanSweepDeps) {
  const { db, config, logger } = deps;
  let stopped = false;
  let wake: (() => void) | undefined;

  const runOnce = async (): Promise<number> => {
    const rows: Array<{ reference: string; too_old: boolean }> = await db("transactions")
      .select(
        "reference",
        db.raw("created_at < now() - make_interval(secs => ?) as too_old", [config.PENDING_START_MAX_AGE_SECONDS]),
      )
      .where({ transaction_status: "Pending" })
      .whereNull("workflow_started_at")
      .where("created_at", "<", db.raw("now() - make_interval(secs => ?)", [config.PENDING_START_GRACE_SECONDS]))
      .orderBy("created_at")
      .limit(BATCH);
    if (rows.length === 0) return 0;
    const client = await deps.temporal.client();
    for (const row of rows) {
      await ensurePaymentWorkflow(client, config, row.reference, { notStartedInTime: row.too_old });
      logger.warn(
        { reference: row.reference, notStartedInTime: row.too_old },
        "started the workflow of a Pending transaction that had none",
      );
    }
    return rows.length;
  };

  const loop = (async () => {
    while (!stopped) {
      try {
        await runOnce();
      } catch (error) {
        logger.error({ err: error }, "orphan sweep pass failed");
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, config.PENDING_SWEEP_INTERVAL_SECONDS * 1000);
      });
    }
  })();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
