import type { Db } from "../db/connection";
import { purgeAbandonedSignups, purgeDeadTokens } from "../domain/accounts/retention";
import { purgeOldVerificationFailures } from "../domain/provider-webhooks/retention";
import type { Logger } from "../lib/logger";
import { purgeExpiredLimits } from "../lib/rate-limit";

const DEFAULT_INTERVAL_MS = 10 * 60_000;

/**
 * Worker-side loop bounding every table an unauthenticated caller can write to: expired rate-limit
 * counters, abandoned sign-ups and their accounts, dead codes and tokens, old failed webhook verifications.
 */
export function startRetentionSweeper(deps: { db: Db; logger: Logger }, options: { intervalMs?: number } = {}) {
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  let stopped = false;
  let wake: (() => void) | undefined;

  const runOnce = async () => {
    const deleted = {
      rate_limits: await purgeExpiredLimits(deps.db),
      ...(await purgeAbandonedSignups(deps.db)),
      auth_tokens: await purgeDeadTokens(deps.db),
      webhook_verification_failures: await purgeOldVerificationFailures(deps.db),
    };
    if (Object.values(deleted).some((count) => count > 0)) deps.logger.info({ deleted }, "retention sweep");
    return deleted;
  };

  const loop = (async () => {
    while (!stopped) {
      try {
        await runOnce();
      } catch (error) {
        deps.logger.error({ err: error }, "retention sweep failed");
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, intervalMs).unref();
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
