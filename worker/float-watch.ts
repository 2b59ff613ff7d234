import { canTellFloat, checkProviderFloat, type FloatCheckDeps } from "../domain/provider-floats/float-check";
import type { Logger } from "../lib/logger";
import { runPeriodically } from "../lib/periodic";

/** Worker-side loop: every provider whose protocol can tell its float is asked it (see checkProviderFloat). */
export function startFloatWatch(deps: FloatCheckDeps & { logger: Logger }, options: { intervalMs: number }) {
  const runOnce = async () => {
    const names = deps.providers
      .descriptors()
      .filter((provider) => !provider.builtin && canTellFloat(deps.providers, provider.codeName))
      .map((provider) => provider.codeName);
    for (const codeName of names) {
      try {
        await checkProviderFloat(deps, codeName);
      } catch (error) {
        deps.logger.warn({ err: error, provider: codeName }, "provider float check failed");
      }
    }
    return names.length;
  };
  return runPeriodically("provider float watch", options.intervalMs, runOnce, deps.logger);
}
