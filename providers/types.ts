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

export type InitiateOutcome =
  | { kind: "accepted"; providerReference: string }
  /** A listed 4xx: the provider definitively did not take the payment. */
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
  /** Provider's failure code in lower case (`insufficient_funds`, `expired`, ...), null on success. */
  failureReason: string | null;
}

export type StatusOutcome =
  | { kind: "not_found" }
  | { kind: "pending"; providerReference: string | null }
  | { kind: "final"; result: ProviderResult }
  /** The query itself failed (5xx, timeout): nothing learned. */
  | { kind: "unknown"; error: string };

export interface VerifiedWebhook {
  /** The provider's own event id (`event_id` / `id`), the idempotency key of the RawCallback. */
  eventId: string;
  reference: string;
  /** The decrypted / parsed payload as the provider sent it. */
  payload: unknown;
  /** Null for informational events (protocol B `payment.pending`). */
  result: ProviderResult | null;
}

/** Money in: ask the customer to pay, and ask later what became of it. */
export interface CollectionClient {
  collect(request: CollectionRequest): Promise<{ outcome: InitiateOutcome; exchange: ProviderExchange }>;
  queryCollection(reference: string): Promise<{ outcome: StatusOutcome; exchange: ProviderExchange }>;
}

/** The operations a provider supports, one client each: every protocol collects; one that cannot do an operation added later leaves its member out. */
export interface ProviderOperations {
  collection: CollectionClient;
}

export interface WebhookVerifier {
  /**
   * Verifies and parses an inbound webhook from the raw bytes received; throws
   * WebhookVerificationError (lib/errors) at the first miss, before trusting anything.
   */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | undefined>, now: Date): VerifiedWebhook;
}

/** One registered provider, as the rest of the service talks to it. */
export interface ProviderClient extends WebhookVerifier {
  readonly codeName: string;
  readonly operations: ProviderOperations;
}
