import type { Db } from "../db/connection";
import { providerFailure } from "../domain/core/provider-failure";
import { hasAuthenticatedCallback } from "../domain/provider-webhooks/raw-callbacks-store";
import { recordProviderFailure, recordProviderSuccess } from "../domain/routing/providers-store";
import type { Failure } from "../providers/failure-reasons";
import {
  ATTEMPT_NAMES,
  callOperation,
  type MoneyOperation,
  type Operations,
  type ProviderClient,
  type ProviderExchange,
  type RefundMethod,
  type StatusOutcome,
  supports,
} from "../providers/types";
import { recordAttempt } from "./provider-attempts";

/** Each operation that sends money moving, and the status query that answers for it. */
export const STATUS_QUERY_OF = { collect: "queryCollection", disburse: "queryDisbursement", refund: "queryRefund" } as const;
export type SendOperation = keyof typeof STATUS_QUERY_OF;
export type QueryOperation = (typeof STATUS_QUERY_OF)[SendOperation];

/** A refund's query names how it was sent; the other movements' queries ignore it. */
const refundMethodOf = (request: Operations[SendOperation]["request"]): RefundMethod =>
  "method" in request ? request.method : "reversal";

/** The result a status query reports when final: a collection's or a payout's, or a refund's. */
type ResultOf<Query extends QueryOperation> = Operations[Query]["outcome"] extends StatusOutcome<infer Result> ? Result : never;

/** What one call to a provider came to: an ambiguous answer carries what that provider's status query then said. */
export type ProviderCallOutcome<Result> =
  | { kind: "accepted"; providerReference: string; final?: Result }
  /** `reasonCode` verbatim as the provider sent it; `failure` what it means in the vocabulary, by its protocol's table. */
  | { kind: "rejected"; reasonCode: string; failure: Failure }
  /**
   * `mayStillArrive`: no answer came (a timeout, a dropped connection), so the request may yet reach the provider,
   * after the status query: a "not found" then proves nothing.
   */
  | { kind: "ambiguous"; error: string; query: StatusOutcome<Result>; mayStillArrive: boolean };

/** Failures of the connection itself: the request never left, so it cannot arrive later. */
const NEVER_SENT = /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|ConnectTimeoutError/;

/** Whether a request with no answer (a timeout, a dropped connection) may yet reach the provider. */
export const mayStillArrive = (exchange: Pick<ProviderExchange, "httpStatus" | "error">): boolean =>
  exchange.httpStatus === null && !NEVER_SENT.test(exchange.error ?? "");

/** A status query about one movement at one provider. */
export interface ProviderQuestion<Query extends QueryOperation> {
  db: Db;
  client: ProviderClient;
  operation: Query;
  query: Operations[Query]["request"];
}

/** One movement sent to one provider. */
export interface ProviderCall<Send extends SendOperation> {
  db: Db;
  client: ProviderClient;
  operation: Send;
  reference: string;
  request: Operations[Send]["request"];
}

/** Puts a question to a provider's status query and records the exchange. */
export async function queryProvider<Query extends QueryOperation>(
  question: ProviderQuestion<Query>,
): Promise<StatusOutcome<ResultOf<Query>>> {
  const { db, client, operation, query } = question;
  const { outcome, exchange } = await callOperation(client, operation, query);
  await recordAttempt(db, query.reference, client.codeName, ATTEMPT_NAMES[operation], outcome.kind, exchange);
  if (outcome.kind === "final") await askForMissingCallback(db, client, OPERATION_QUERIED[operation], query.reference);
  return outcome as StatusOutcome<ResultOf<Query>>;
}

const OPERATION_QUERIED: Record<QueryOperation, MoneyOperation> = {
  queryCollection: "collection",
  queryDisbursement: "disbursement",
  queryRefund: "refund",
};

/**
 * The status query found the movement final and no callback proven to be the provider's ever came for it: where the
 * protocol can resend one (pawaPay), it is asked to, so its own record of the delivery is completed and a fault in
 * our webhook path shows. The movement does not wait for it: the query's answer settles it.
 */
async function askForMissingCallback(db: Db, client: ProviderClient, operation: MoneyOperation, reference: string) {
  if (!supports(client, "resendCallback") || (await hasAuthenticatedCallback(db, client.codeName, reference))) return;
  const { outcome, exchange } = await callOperation(client, "resendCallback", { operation, reference });
  await recordAttempt(db, reference, client.codeName, ATTEMPT_NAMES.resendCallback, outcome.kind, exchange);
}

/**
 * The one way every kind of money movement calls a provider, whatever the operation: send, record the exchange,
 * tell the provider's health (an acceptance is a success; an ambiguous answer, or a refusal saying the provider
 * cannot be used now, `provider_unavailable`, as a refusal of our credentials does, a failure), and put an ambiguous
 * answer to that same provider's status query for the operation, never to another provider.
 */
export async function callProvider<Send extends SendOperation>(
  call: ProviderCall<Send>,
): Promise<ProviderCallOutcome<ResultOf<(typeof STATUS_QUERY_OF)[Send]>>> {
  const { db, client, reference } = call;
  const providerCodeName = client.codeName;
  const { outcome, exchange } = await callOperation(client, call.operation, call.request);
  await recordAttempt(db, reference, providerCodeName, ATTEMPT_NAMES[call.operation], outcome.kind, exchange);
  switch (outcome.kind) {
    case "accepted":
      await recordProviderSuccess(db, providerCodeName);
      return outcome as ProviderCallOutcome<ResultOf<(typeof STATUS_QUERY_OF)[Send]>>;
    case "rejected": {
      const failure = await providerFailure(db, providerCodeName, outcome.reasonCode, call.operation !== "collect");
      if (failure.reason === "provider_unavailable") await recordProviderFailure(db, providerCodeName);
      return { kind: "rejected", reasonCode: outcome.reasonCode, failure };
    }
    case "ambiguous": {
      await recordProviderFailure(db, providerCodeName);
      const query = await queryProvider({
        db,
        client,
        operation: STATUS_QUERY_OF[call.operation],
        query: {
          reference,
          amount: call.request.amount,
          currency: call.request.currency,
          method: refundMethodOf(call.request),
        },
      });
      return { kind: "ambiguous", error: outcome.error, query, mayStillArrive: mayStillArrive(exchange) };
    }
    default: {
      const unreachable: never = outcome;
      throw new Error(`unhandled outcome ${JSON.stringify(unreachable)}`);
    }
  }
}
