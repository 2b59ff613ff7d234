import type { AttemptOutcome } from "../../domain/routing/failover";
import { shouldTryNext } from "../../domain/routing/failover";

/** Where routing stopped: the last provider tried and its answer (none when there was no candidate). */
export interface RoutingStop<Attempt extends AttemptOutcome> {
  provider?: string;
  last?: Attempt;
  /** Every definitive refusal, in order. */
  refusals: string[];
}

/**
 * The candidates one after another, only while the previous one definitively refused (the failover
 * rule), so two providers never both hold the money.
 */
export async function routeWithFailover<Attempt extends AttemptOutcome>(
  candidates: readonly string[],
  attempt: (provider: string) => Promise<Attempt>,
): Promise<RoutingStop<Attempt>> {
  const stop: RoutingStop<Attempt> = { refusals: [] };
  for (const provider of candidates) {
    stop.provider = provider;
    stop.last = await attempt(provider);
    if (stop.last.kind === "refused") stop.refusals.push(stop.last.reason);
    if (!shouldTryNext(stop.last)) break;
  }
  return stop;
}
