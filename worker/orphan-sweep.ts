import type { Db } from "../db/connection";
import { transactionsAwaitingWorkflow } from "../domain/transactions/transactions-store";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import { runPeriodically } from "../lib/periodic";
import type { PaymentWorkflows } from "../workflows/client";

export interface OrphanSweepDeps {
  db: Db;
  workflows: Pick<PaymentWorkflows, "ensureStarted">;
  config: Pick<Config, "PENDING_SWEEP_INTERVAL_SECONDS" | "PENDING_START_GRACE_SECONDS" | "PENDING_START_MAX_AGE_SECONDS">;
  logger: Logger;
}

const BATCH = 100;

/**
 * Worker-side loop: a Pending row no workflow has read (the API died between its INSERT and the start,
 * or Temporal was unreachable) gets its workflow started once older than the grace period; past the
 * maximum age, the workflow is started to end it Failed and notify the merchant. Starting is idempotent
 * (one workflow id per reference, USE_EXISTING), so any number of workers may sweep at once, and a row
 * stays a candidate until its workflow has marked it.
 */
export function startOrphanSweep(deps: OrphanSweepDeps) {
  const { db, config, logger } = deps;
  const runOnce = async (): Promise<number> => {
    const rows = await transactionsAwaitingWorkflow(
      db,
      config.PENDING_START_GRACE_SECONDS,
      config.PENDING_START_MAX_AGE_SECONDS,
      BATCH,
    );
    for (const row of rows) {
      await deps.workflows.ensureStarted(row.reference, row.merchantId, { notStartedInTime: row.tooOld });
      logger.info(
        { reference: row.reference, notStartedInTime: row.tooOld },
        "ensured the workflow of a Pending transaction no workflow has read yet",
      );
    }
    return rows.length;
  };

  return runPeriodically("orphan sweep", config.PENDING_SWEEP_INTERVAL_SECONDS * 1000, runOnce, logger);
}
