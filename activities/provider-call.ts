import type { Db } from "../db/connection";
import { recordProviderFailure, recordProviderSuccess } from "../domain/routing/providers-store";
import type { InitiateOutcome, ProviderExchange, StatusOutcome } from "../providers/types";
import { recordAttempt } from "./provider-attempts";

/** Refusals that say our credentials or signature are wrong: the provider counts as failing, not the request. */
const CREDENTIAL_REFUSALS = new Set(["unauthorized", "invalid_signature"]);

/** What one call to a provider came to: an ambiguous answer carries what that provider's status query then said. */
export type ProviderCallOutcome<Result> =
  | { kind: "accepted"; providerReference: string }
  | { kind: "rejected"; reasonCode: string }
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
 * provider's health (an acceptance is a success; an ambiguous answer or a refusal of our credentials a
 * failure), and put an ambiguous answer to that same provider's status query, never to another provider.
 */
export async function callProvider<Result>(call: ProviderCall<Result>): Promise<ProviderCallOutcome<Result>> {
  const { db, reference, providerCodeName } = call;
  const { outcome, exchange } = await call.send();
  await recordAttempt(db, reference, providerCodeName, call.operation, outcome.kind, exchange);
  switch (outcome.kind) {
    case "accepted":
      await recordProviderSuccess(db, providerCodeName);
      return outcome;
    case "rejected":
      if (CREDENTIAL_REFUSALS.has(outcome.reasonCode)) await recordProviderFailure(db, providerCodeName);
      return { kind: "rejected", reasonCode: outcome.reasonCode };
    case "ambiguous":
      await recordProviderFailure(db, providerCodeName);
      return { kind: "ambiguous", error: outcome.error, query: await queryProvider(call) };
    default: {
      const unreachable: never = outcome;
      throw new Error(`unhandled outcome ${JSON.stringify(unreachable)}`);
    }
  }
}
