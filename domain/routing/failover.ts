import type { Failure } from "../../providers/failure-reasons";
import type { ProviderResult } from "../../providers/types";
import type { MovementStatus } from "../core/status";

/** How one provider's initiation ended, once any ambiguity was put to its status query. */
export type AttemptOutcome =
  | { kind: "accepted"; providerReference: string; final: ProviderResult | null }
  /** `reason` tells the API who refused and why; `failure` is what the transaction records. */
  | { kind: "refused"; reason: string; failure: Failure }
  | { kind: "unknown"; reason: string };

/**
 * An attempt as the initiation activity answers it, having recorded an acceptance: `status` is the
 * transaction's state afterwards (Processing, or final when a result overtook it).
 */
export type RecordedAttempt =
  | (Extract<AttemptOutcome, { kind: "accepted" }> & { status: MovementStatus })
  | Exclude<AttemptOutcome, { kind: "accepted" }>;

/** What routing came to, as the API is told through the workflow's `initiate` update. */
export type InitiationResult =
  | { outcome: "accepted"; providerCodeName: string; providerReference: string }
  /** Every candidate definitively refused: the transaction is Failed. */
  | { outcome: "refused"; reason: string }
  /** A provider may hold the payment: the transaction stays Pending and is reconciled. */
  | { outcome: "unknown"; reason: string };

/**
 * Failover rule: go on to the next candidate only after a definitive refusal. An acceptance or an
 * unsettled outcome stops the routing, so two providers can never both charge the customer.
 */
export function shouldTryNext(attempt: AttemptOutcome): boolean {
  return attempt.kind === "refused";
}

/** The initiation result once routing stopped at `last` (undefined: no candidate at all). */
export function initiationResult(
  provider: string | undefined,
  last: AttemptOutcome | undefined,
  refusals: string[],
): InitiationResult {
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
