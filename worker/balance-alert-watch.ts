import type { Knex } from "knex";
import { sweepBalanceAlerts } from "../domain/wallet/balance-alerts";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import { runPeriodically } from "../lib/periodic";

/** Worker-side loop over the merchants' balance alerts (see sweepBalanceAlerts). */
export function startBalanceAlertWatch(deps: { db: Knex; mailer: Mailer; logger: Logger }, options: { intervalMs: number }) {
  const runOnce = async () => {
    const done = await sweepBalanceAlerts(deps.db, deps.mailer);
    if (done.mailed > 0 || done.rearmed > 0) deps.logger.info(done, "balance alerts");
    return done;
  };
  return runPeriodically("balance alert watch", options.intervalMs, runOnce, deps.logger);
}
