import type { MovementStatus } from "../domain/core/status";
import type { Failure } from "../providers/failure-reasons";
import type { Operations } from "../providers/types";
import { callProvider, type ProviderCall, type ProviderCallOutcome } from "./provider-call";

/** A payout's or a refund's attempt at one provider, in the terms both kinds share. */
type MoneyOutAttempt<Result> =
  | { kind: "accepted"; providerReference: string | null; status: MovementStatus }
  | { kind: "final"; result: Result }
  | { kind: "refused"; reason: string; failure: Failure }
  | { kind: "unknown"; reason: string };

type MoneyOutOperation = "disburse" | "refund";

/** A payout or a refund to send to one provider: its request, but for where the provider notifies us (ours to say). */
type MoneyOutCall<Send extends MoneyOutOperation> = Omit<ProviderCall<Send>, "request"> & {
  request: Omit<Operations[Send]["request"], "notifyUrl">;
  publicBaseUrl: string;
};

/** Sends money out to one provider, asking it to notify our callback for it, and reads its answer as an attempt. */
export async function sendMoneyOut<Send extends MoneyOutOperation>(
  call: MoneyOutCall<Send>,
  markProcessing: (providerReference: string | null) => Promise<MovementStatus>,
) {
  const { publicBaseUrl, ...sent } = call;
  const codeName = call.client.codeName;
  const notifyUrl = `${publicBaseUrl}/api/callbacks/${codeName}/`;
  const outcome = await callProvider({ ...sent, request: { ...sent.request, notifyUrl } as Operations[Send]["request"] });
  return moneyOutAttempt(codeName, outcome, markProcessing);
}

/**
 * What a money-out call to the provider `codeName` came to, as an attempt: an acceptance (or a status query's
 * pending) recorded by `markProcessing`, a final result as it is, a rejection refused, and anything else unknown:
 * only that provider's status query may settle it.
 */
async function moneyOutAttempt<Result>(
  codeName: string,
  outcome: ProviderCallOutcome<Result>,
  markProcessing: (providerReference: string | null) => Promise<MovementStatus>,
): Promise<MoneyOutAttempt<Result>> {
  const accepted = async (providerReference: string | null) =>
    ({ kind: "accepted", providerReference, status: await markProcessing(providerReference) }) as const;
  switch (outcome.kind) {
    case "accepted":
      if (outcome.final) return { kind: "final", result: outcome.final };
      return accepted(outcome.providerReference || null);
    case "rejected":
      return { kind: "refused", reason: `${codeName}: ${outcome.reasonCode}`, failure: outcome.failure };
    case "ambiguous": {
      const settled = outcome.query;
      if (settled.kind === "final") return { kind: "final", result: settled.result };
      if (settled.kind === "pending") return accepted(settled.providerReference);
      const query = settled.kind === "not_found" ? "not found yet" : settled.error;
      return { kind: "unknown", reason: `${codeName}: ${outcome.error}; status query: ${query}` };
    }
    default: {
      const unreachable: never = outcome;
      throw new Error(`unhandled outcome ${JSON.stringify(unreachable)}`);
    }
  }
}
