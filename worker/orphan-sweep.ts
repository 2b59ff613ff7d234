import type { Db } from "../db/connection";
import type { MovementEngines } from "../domain/movement-kinds/registry";
import { MOVEMENT_KINDS } from "../domain/movement-kinds/registry";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import { runPeriodically } from "../lib/periodic";

export interface OrphanSweepDeps {
  db: Db;
  engines: MovementEngines;
  config: Pick<Config, "PENDING_SWEEP_INTERVAL_SECONDS" | "PENDING_START_GRACE_SECONDS" | "PENDING_START_MAX_AGE_SECONDS">;
  logger: Logger;
}

const BATCH = 100;

/**
 * Worker-side loop: a Pending row no workflow has read (the API died between its INSERT and the start,
 * or Temporal was unreachable) gets its workflow started once older than the grace period, of every kind; a
 * collection past the maximum age has its workflow started to end it Failed and notify the merchant (a payout's or
 * refund's, its money already held, is sent whatever its age: sending it late surprises nobody). Starting is
 * idempotent (one workflow id per reference, USE_EXISTING), so any number of workers may sweep at once, and a row
 * stays a candidate until its workflow has marked it.
 */
export function startOrphanSweep(deps: OrphanSweepDeps) {
  const { db, config, logger } = deps;
  const ages = { graceSeconds: config.PENDING_START_GRACE_SECONDS, maxAgeSeconds: config.PENDING_START_MAX_AGE_SECONDS };
  const runOnce = async (): Promise<number> => {
    let started = 0;
    for (const kind of MOVEMENT_KINDS) {
      for (const row of await kind.awaitingWorkflow(db, ages, BATCH)) {
        await deps.engines[kind.name].ensureStarted(row.reference, row.merchantId, { notStartedInTime: row.tooOld });
        logger.info(
          { kind: kind.name, reference: row.reference, notStartedInTime: row.tooOld },
          "ensured the workflow of a Pending movement no workflow has read yet",
        );
        started += 1;
      }
    }
    return started;
  };

  return runPeriodically("orphan sweep", config.PENDING_SWEEP_INTERVAL_SECONDS * 1000, runOnce, logger);
}
