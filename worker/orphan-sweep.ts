import type { Db } from "../db/connection";
import { transactionsAwaitingWorkflow } from "../domain/collections/transactions-store";
import { payoutsAwaitingWorkflow } from "../domain/payouts/payouts-store";
import { refundsAwaitingWorkflow } from "../domain/refunds/refunds-store";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import { runPeriodically } from "../lib/periodic";
import type { PaymentWorkflows } from "../workflows/client";
import type { PayoutWorkflows } from "../workflows/payout-client";
import type { RefundWorkflows } from "../workflows/refund-client";

export interface OrphanSweepDeps {
  db: Db;
  workflows: Pick<PaymentWorkflows, "ensureStarted">;
  payouts: Pick<PayoutWorkflows, "ensurePayoutStarted">;
  refunds: Pick<RefundWorkflows, "ensureRefundStarted">;
  config: Pick<Config, "PENDING_SWEEP_INTERVAL_SECONDS" | "PENDING_START_GRACE_SECONDS" | "PENDING_START_MAX_AGE_SECONDS">;
  logger: Logger;
}

const BATCH = 100;

/**
 * Worker-side loop: a Pending row no workflow has read (the API died between its INSERT and the start,
 * or Temporal was unreachable) gets its workflow started once older than the grace period; past the
 * maximum age, the workflow is started to end it Failed and notify the merchant. Starting is idempotent
 * (one workflow id per reference, USE_EXISTING), so any number of workers may sweep at once, and a row
 * stays a candidate until its workflow has marked it. A payout's or refund's row (its money already held) gets its
 * workflow the same way, whatever its age: sending it late surprises nobody.
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
    const payouts = await payoutsAwaitingWorkflow(db, config.PENDING_START_GRACE_SECONDS, BATCH);
    for (const payout of payouts) {
      await deps.payouts.ensurePayoutStarted(payout.reference, payout.merchantId);
      logger.info({ reference: payout.reference }, "ensured the workflow of a Pending payout no workflow has read yet");
    }
    const refunds = await refundsAwaitingWorkflow(db, config.PENDING_START_GRACE_SECONDS, BATCH);
    for (const refund of refunds) {
      await deps.refunds.ensureRefundStarted(refund.reference, refund.merchantId);
      logger.info({ reference: refund.reference }, "ensured the workflow of a Pending refund no workflow has read yet");
    }
    return rows.length + payouts.length + refunds.length;
  };

  return runPeriodically("orphan sweep", config.PENDING_SWEEP_INTERVAL_SECONDS * 1000, runOnce, logger);
}
