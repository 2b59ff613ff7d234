import type { Db } from "../db/connection";
import { providerFailure } from "../domain/core/provider-failure";
import { recordProviderFailure, recordProviderSuccess } from "../domain/routing/providers-store";
import type { Failure } from "../providers/failure-reasons";
import type { InitiateOutcome, ProviderExchange, StatusOutcome } from "../providers/types";
import { recordAttempt } from "./provider-attempts";

/** What one call to a provider came to: an ambiguous answer carries what that provider's status query then said. */
export type ProviderCallOutcome<Result> =
  | { kind: "accepted"; providerReference: string }
  /** `reasonCode` verbatim as the provider sent it; `failure` what it means in the vocabulary, by its protocol's table. */
  | { kind: "rejected"; reasonCode: string; failure: Failure }
  | { kind: "ambiguous"; error: string; query: StatusOutcome<Result> };

export interface ProviderCall<Result> {
  db: Db;
  reference: string;
  providerCodeName: string;
  /** The names the exchanges are recorded under (`provider_attempts.operation`): `initiate` and `query`, ... */
  operation: string;
  queryOperation: string;
  send: () => Promise<{ outcome: InitiateOutcome; exchange: ProviderExchange }>;
  query: () => Promise<{ outcome: StatusOutcome<Result>; exchange: ProviderExchange }>;
}

/** Puts a question to a provider's status query and records the exchange. */
export async function queryProvider<Result>(
  call: Pick<ProviderCall<Result>, "db" | "reference" | "providerCodeName" | "queryOperation" | "query">,
): Promise<StatusOutcome<Result>> {
  const { outcome, exchange } = await call.query();
  await recordAttempt(call.db, call.reference, call.providerCodeName, call.queryOperation, outcome.kind, exchange);
  return outcome;
}

/**
 * The one way every kind of money movement calls a provider: send, record the exchange, tell the
 * provider's health (an acceptance is a success; an ambiguous answer, or a refusal saying the provider cannot be
 * used now, `provider_unavailable`, as a refusal of our credentials does, a failure), and put an ambiguous answer
 * to that same provider's status query, never to another provider.
 */
export async function callProvider<Result>(call: ProviderCall<Result>): Promise<ProviderCallOutcome<Result>> {
  const { db, reference, providerCodeName } = call;
  const { outcome, exchange } = await call.send();
  await recordAttempt(db, reference, providerCodeName, call.operation, outcome.kind, exchange);
  switch (outcome.kind) {
    case "accepted":
      await recordProviderSuccess(db, providerCodeName);
      return outcome;
    case "rejected": {
      const failure = await providerFailure(db, providerCodeName, outcome.reasonCode);
      if (failure.reason === "provider_unavailable") await recordProviderFailure(db, providerCodeName);
      return { kind: "rejected", reasonCode: outcome.reasonCode, failure };
    }
    case "ambiguous":
      await recordProviderFailure(db, providerCodeName);
      return { kind: "ambiguous", error: outcome.error, query: await queryProvider(call) };
    default: {
      const unreachable: never = outcome;
      throw new Error(`unhandled outcome ${JSON.stringify(unreachable)}`);
    }
  }
}
