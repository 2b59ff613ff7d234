import type { Db } from "../db/connection";
import { purgeAbandonedSignups, purgeDeadTokens } from "../domain/accounts/retention";
import { purgeOldEventDeliveries } from "../domain/events/retention";
import { purgeOldVerificationFailures } from "../domain/provider-webhooks/retention";
import { purgeOldRoutingOutcomes } from "../domain/routing/routing-retention";
import type { Logger } from "../lib/logger";
import { runPeriodically } from "../lib/periodic";
import { purgeExpiredLimits } from "../lib/rate-limit";

const DEFAULT_INTERVAL_MS = 10 * 60_000;

/**
 * Worker-side loop bounding every table an unauthenticated caller can write to: expired rate-limit
 * counters, abandoned sign-ups and their accounts, dead codes and tokens, old failed webhook verifications;
 * routing outcomes long past the success-rate window; and the endpoint deliveries of events past their 30 days.
 */
export function startRetentionSweeper(deps: { db: Db; logger: Logger }, options: { intervalMs?: number } = {}) {
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const runOnce = async () => {
    const deleted = {
      rate_limits: await purgeExpiredLimits(deps.db),
      ...(await purgeAbandonedSignups(deps.db)),
      auth_tokens: await purgeDeadTokens(deps.db),
      webhook_verification_failures: await purgeOldVerificationFailures(deps.db),
      routing_outcomes: await purgeOldRoutingOutcomes(deps.db),
      endpoint_deliveries: await purgeOldEventDeliveries(deps.db),
    };
    if (Object.values(deleted).some((count) => count > 0)) deps.logger.info({ deleted }, "retention sweep");
    return deleted;
  };

  return runPeriodically("retention sweep", intervalMs, runOnce, deps.logger);
}
