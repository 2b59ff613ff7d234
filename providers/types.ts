import type { ServiceSymbol } from "./services";

/**
 * What every provider client offers, operation by operation. Clients speak the wire protocol of
 * `shared/spec/providers.md`; everything here is in the service's own terms (decimal-string amounts,
 * E.164 numbers with '+', service symbols, the service's `reference`).
 */
export type FinalStatus = "Success" | "Failed";

export interface CollectionRequest {
  reference: string;
  /** Decimal string, e.g. "1500.00". */
  amount: string;
  currency: string;
  service: ServiceSymbol;
  /** E.164 with '+', e.g. "+243812345678". */
  customerNumber: string;
  /** This provider's webhook URL on the service: `${PUBLIC_BASE_URL}/api/callbacks/<code_name>/`. */
  notifyUrl: string;
}

/** What one HTTP exchange with a provider looked like, for the audit trail; never holds credentials. */
export interface ProviderExchange {
  httpStatus: number | null;
  request: unknown;
  response: unknown;
  error: string | null;
  latencyMs: number;
}

export type InitiateOutcome<Result = never> =
  /** `final`: the network settled it in its answer (Airtel's payouts and reversals), nothing left to wait for. */
  | { kind: "accepted"; providerReference: string; final?: Result }
  /** A listed 4xx: the provider definitively did not take the payment; `reasonCode` verbatim as it sent it. */
  | { kind: "rejected"; reasonCode: string; message: string }
  /** 5xx, timeout, reset, unparseable answer: the provider may or may not have taken it. */
  | { kind: "ambiguous"; error: string };

export interface ProviderResult {
  reference: string;
  providerReference: string;
  status: FinalStatus;
  amount: string;
  currency: string;
  customerNumber: string;
  /** The provider's failure code verbatim (`INSUFFICIENT_FUNDS`, `payer_declined`, ...); null on success or when it gave none. */
  failureCode: string | null;
}

export type StatusOutcome<Result = ProviderResult> =
  | { kind: "not_found" }
  | { kind: "pending"; providerReference: string | null }
  | { kind: "final"; result: Result }
  /** The query itself failed (5xx, timeout): nothing learned. */
  | { kind: "unknown"; error: string };

export interface DisbursementRequest {
  /** The service's payout reference. */
  reference: string;
  /** Decimal string, e.g. "2500.00". */
  amount: string;
  currency: string;
  service: ServiceSymbol;
  /** E.164 with '+'. */
  recipientNumber: string;
  notifyUrl: string;
}

/**
 * How a refund reaches the payer: the network's own reversal of the collection, or a disbursement of the refunded
 * amount to the payer's number through the same provider (where the network has no reversal for the case).
 */
export type RefundMethod = "reversal" | "disbursement";

export interface RefundRequest {
  /** The service's refund reference. */
  reference: string;
  method: RefundMethod;
  /** The refunded collection's reference (protocol A addresses the refund by it). */
  collectionReference: string;
  /** The provider's reference of the refunded collection, as its final result gave it (protocol B and Airtel address the refund by it). */
  providerCollectionReference: string;
  /** Decimal string. */
  amount: string;
  currency: string;
  /** The refunded collection's service: a network's wire form may depend on it (pawaPay's whole francs on M-Pesa). */
  service: ServiceSymbol;
  /** The number that paid the collection (E.164 with '+'): a refund by disbursement pays it. */
  payerNumber: string;
  notifyUrl: string;
}

/**
 * What a status query names: the movement, by the service's reference, with its amount and currency as the service
 * recorded them (Airtel picks the wallet by the currency, and its answers carry no amount of their own).
 */
export interface MovementQuery {
  reference: string;
  amount: string;
  currency: string;
}

export type RefundQuery = MovementQuery & { method: RefundMethod };

/** A refund's final state at the provider, in the service's terms. */
export interface RefundResult {
  reference: string;
  /** The refunded collection's reference; null when the provider's answer does not carry it (protocol B). */
  collectionReference: string | null;
  providerReference: string;
  status: FinalStatus;
  amount: string;
  currency: string;
  /** The provider's failure code verbatim; null on success or when it gave none. */
  failureCode: string | null;
}

export type MoneyOperation = "collection" | "disbursement" | "refund";

interface WebhookIdentity {
  /** The provider's own event id (`event_id` / `id`), the idempotency key of the RawCallback. */
  eventId: string;
  /** The service's reference the event is about: the payment's, the payout's or the refund's. */
  reference: string;
  /** The decrypted / parsed payload as the provider sent it. */
  payload: unknown;
}

export type VerifiedWebhook =
  | (WebhookIdentity & {
      operation: "collection";
      /** Null for informational events (protocol B `payment.pending`). */
      result: ProviderResult | null;
    })
  | (WebhookIdentity & { operation: "disbursement"; result: ProviderResult })
  | (WebhookIdentity & {
      operation: "refund";
      /** The refunded collection's reference (protocol A), or null (protocol B names only its `payment_id`). */
      collectionReference: string | null;
      result: RefundResult;
    });

/** One line of a provider's statement: an operation that reached a final state that UTC day. */
export interface StatementLine {
  operation: MoneyOperation;
  /** Our reference: the payment's, the payout's, or the refund's. */
  reference: string;
  /** For a refund, the refunded collection's reference when the provider gives it (protocol A); else null. */
  collectionReference: string | null;
  providerReference: string;
  /** Protocol B's `expired` is Failed. */
  status: FinalStatus;
  amount: string;
  currency: string;
}

export interface StatementTotal {
  currency: string;
  /** Successful lines only, per operation: their count and the sum of their amounts (decimal string). */
  collection: { count: number; amount: string };
  disbursement: { count: number; amount: string };
  refund: { count: number; amount: string };
}

export interface Statement {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  lines: StatementLine[];
  totals: StatementTotal[];
}

export type StatementOutcome = { kind: "statement"; statement: Statement } | { kind: "unknown"; error: string };

/** What a provider call answers: the outcome in the service's terms, and the exchange for the audit trail. */
export interface Answer<Outcome> {
  outcome: Outcome;
  exchange: ProviderExchange;
}

/**
 * Every operation a connector may implement, each one typed description (the request it takes, the outcome it
 * answers), as Hyperswitch's `ConnectorIntegration<Flow, Request, Response>`: a protocol implements the operations
 * its network has (`OperationHandlers`) and any other is "not supported"; one call path runs them all
 * (`activities/provider-call.ts`). A new operation is one entry here and a handler where a network has it.
 */
export interface Operations {
  /** Money in: prompt the customer to pay. */
  collect: { request: CollectionRequest; outcome: InitiateOutcome<ProviderResult> };
  /** What became of a collection, by the service's reference. */
  queryCollection: { request: MovementQuery; outcome: StatusOutcome };
  /** Money out to any number: a payout. */
  disburse: { request: DisbursementRequest; outcome: InitiateOutcome<ProviderResult> };
  queryDisbursement: { request: MovementQuery; outcome: StatusOutcome };
  /** Money back to the number that paid an earlier collection, at the provider that took it. */
  refund: { request: RefundRequest; outcome: InitiateOutcome<RefundResult> };
  queryRefund: { request: RefundQuery; outcome: StatusOutcome<RefundResult> };
  /** What the provider settled on one UTC day (`YYYY-MM-DD`), for reconciliation. */
  statement: { request: string; outcome: StatementOutcome };
  /** Who holds a number on the network, before paying it (Airtel's user lookup). */
  lookupRecipient: { request: RecipientQuestion; outcome: RecipientOutcome };
  /** Asks the provider to send a final movement's callback again (pawaPay's `resend-callback`): one never came. */
  resendCallback: { request: { operation: MoneyOperation; reference: string }; outcome: ResendOutcome };
  /** The merchant's float at the provider in one currency: what payouts and refunds through it can draw on. */
  balance: { request: { currency: string }; outcome: BalanceOutcome };
}

export type BalanceOutcome =
  /** A decimal string with two decimals. */
  { kind: "known"; balance: string } | { kind: "unknown"; error: string };

export interface RecipientQuestion {
  /** E.164 with '+'. */
  number: string;
  /** The wallet asked about, where the network's headers need one (Airtel's `X-Currency`). */
  currency: string;
}

export type RecipientOutcome =
  | { kind: "found"; name: string }
  /** The network says the number is not registered. */
  | { kind: "not_found" }
  /** The network could not tell now. */
  | { kind: "unknown"; error: string };

export type ResendOutcome =
  | { kind: "accepted" }
  /** The provider said no (pawaPay's `NOT_FOUND`, `INVALID_STATE`), verbatim. */
  | { kind: "refused"; reason: string }
  | { kind: "unknown"; error: string };

export type OperationName = keyof Operations;

export type OperationHandler<Op extends OperationName> = (
  request: Operations[Op]["request"],
) => Promise<Answer<Operations[Op]["outcome"]>>;

/** The operations one protocol implements: every protocol collects and answers for its collections. */
export type OperationHandlers = { readonly [Op in OperationName]?: OperationHandler<Op> } & {
  readonly collect: OperationHandler<"collect">;
  readonly queryCollection: OperationHandler<"queryCollection">;
};

/** The operations the service's own protocols (`sealed`, `signed`) both have. */
type MoneyOperationName = Exclude<OperationName, "resendCallback" | "lookupRecipient" | "balance">;

/** The handler table of a client that has every money operation, each as a method of the operation's name. */
export const everyOperation = (client: { [Op in MoneyOperationName]: OperationHandler<Op> }): OperationHandlers => ({
  collect: (request) => client.collect(request),
  queryCollection: (query) => client.queryCollection(query),
  disburse: (request) => client.disburse(request),
  queryDisbursement: (query) => client.queryDisbursement(query),
  refund: (request) => client.refund(request),
  queryRefund: (query) => client.queryRefund(query),
  statement: (date) => client.statement(date),
});

/** How each operation's exchanges are recorded (`provider_attempts.operation`), as they always were. */
export const ATTEMPT_NAMES: Readonly<Record<OperationName, string>> = {
  collect: "initiate",
  queryCollection: "query",
  disburse: "disburse",
  queryDisbursement: "disbursement_query",
  refund: "refund",
  queryRefund: "refund_query",
  statement: "statement",
  resendCallback: "resend_callback",
  lookupRecipient: "recipient_lookup",
  balance: "balance",
};

/**
 * A callback the service does not act on alone: one its protocol cannot authenticate (Airtel without `callback_key`,
 * M-Pesa, Orange), or one that carries no amount to check (Airtel's, even with its `hash` verified). Recorded and
 * acknowledged, it moves nothing by itself; it only prompts that provider's status query for the movement.
 */
export type UnauthenticatedCallback = WebhookIdentity & { operation: MoneyOperation; unauthenticated: true };

export interface WebhookVerifier {
  /**
   * Verifies and parses an inbound webhook from the raw bytes received; throws
   * WebhookVerificationError (lib/errors) at the first miss, before trusting anything. A protocol whose
   * callbacks carry no proof answers an UnauthenticatedCallback instead of a result.
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | undefined>,
    now: Date,
  ): VerifiedWebhook | UnauthenticatedCallback | Promise<VerifiedWebhook | UnauthenticatedCallback>;
}

/** One registered provider, as the rest of the service talks to it. */
export interface ProviderClient extends WebhookVerifier {
  readonly codeName: string;
  readonly operations: OperationHandlers;
  /** The body its protocol expects in answer to a callback it sent (M-Pesa's `output_*`); absent: the service's own. */
  acknowledge?(rawBody: Buffer): { contentType: string; body: string };
}

/** An operation the provider's protocol does not implement was asked of it. */
export class OperationNotSupported extends Error {
  constructor(codeName: string, operation: OperationName) {
    super(`provider ${codeName} does not support ${operation}`);
  }
}

export const supports = (client: ProviderClient | undefined, operation: OperationName): boolean =>
  client?.operations[operation] !== undefined;

/** Runs one operation of a provider; one its protocol lacks throws OperationNotSupported. */
export function callOperation<Op extends OperationName>(
  client: ProviderClient,
  operation: Op,
  request: Operations[Op]["request"],
): Promise<Answer<Operations[Op]["outcome"]>> {
  const handler = client.operations[operation] as OperationHandler<Op> | undefined;
  if (!handler) throw new OperationNotSupported(client.codeName, operation);
  return handler(request);
}
