import type { InitiationResult } from "./shared";

/** What one provider attempt came to, in the workflow's terms (mirrors activities' AttemptOutcome). */
export type Attempt =
  | { kind: "accepted"; providerReference: string }
  | { kind: "refused"; reason: string }
  | { kind: "unknown"; reason: string };

/**
 * Failover rule: go on to the next candidate only after a definitive refusal. An acceptance or an
 * unsettled outcome stops the routing, so two providers can never both charge the customer.
 */
export function shouldTryNext(attempt: Attempt): boolean {
  return attempt.kind === "refused";
}

/** The initiation result once routing stopped at `last` (undefined: no candidate at all). */
export function initiationResult(provider: string | undefined, last: Attempt | undefined, refusals: string[]): InitiationResult {
  if (!last || !provider) return { outcome: "refused", reason: "no provider supports this service and currency" };
  switch (last.kind) {
    case "accepted":
      return { outcome: "accepted", providerCodeName: provider, providerReference: last.providerReference };
    case "refused":
      return { outcome: "refused", reason: refusals.join("; ") };
    case "unknown":
      return { outcome: "unknown", reason: last.reason };
    default: {
      const unreachable: never = last;
      throw new Error(`unhandled attempt ${JSON.stringify(unreachable)}`);
    }
  }
}

/** Status-query back-off while waiting for the provider's webhook: the first delay doubling to 15 min. */
export function nextPollDelayMs(previousMs: number | undefined, firstMs: number): number {
  if (previousMs === undefined) return firstMs;
  return Math.min(previousMs * 2, 15 * 60_000);
}
