import type { Agent } from "undici";
import { toMinorUnits } from "../../lib/money";
import type { Secret } from "../credentials";
import { exchangeWithProvider, type ProviderHttpOptions, providerAgent } from "../http";
import { parseProviderAnswer } from "../payload-schema";
import type {
  CollectionClient,
  CollectionRequest,
  InitiateOutcome,
  ProviderClient,
  ProviderOperations,
  StatusOutcome,
  VerifiedWebhook,
} from "../types";
import { paymentSchema, type SignedPaymentRequest, signature, toOperator, toResult, verifyEvent } from "./wire";

export interface SignedCredentials {
  clientId: string;
  clientSecret: Secret;
  /** The one secret we hold; the provider may sign with several during its rotation (any match is accepted). */
  webhookSecret: Secret;
}

const DEFINITIVE_REJECTIONS = new Set(["invalid_phone", "unsupported_operator", "amount_out_of_range", "invalid_request"]);

/** Protocol B: HMAC-SHA512-signed requests and webhooks, amounts in minor units. */
export class SignedAdapter implements ProviderClient, CollectionClient {
  readonly operations: ProviderOperations = { collection: this };
  readonly #agent: Agent;

  constructor(
    readonly codeName: string,
    private readonly baseUrl: string,
    private readonly credentials: SignedCredentials,
    private readonly http: ProviderHttpOptions,
  ) {
    this.#agent = providerAgent(http);
  }

  private headers(rawBody: string): Record<string, string> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    return {
      "content-type": "application/json",
      "x-client-id": this.credentials.clientId,
      "x-timestamp": timestamp,
      "x-signature": signature(this.credentials.clientSecret.reveal(), timestamp, rawBody),
    };
  }

  async collect(request: CollectionRequest) {
    const body: SignedPaymentRequest = {
      external_id: request.reference,
      amount: Number(toMinorUnits(request.amount)),
      currency: request.currency,
      payer: { phone: request.customerNumber },
      operator: toOperator(request.service),
      callback_url: request.notifyUrl,
    };
    const rawBody = JSON.stringify(body);
    const { answer, exchange } = await exchangeWithProvider(this.#agent, this.http, {
      method: "POST",
      url: `${this.baseUrl}/api/payments`,
      headers: this.headers(rawBody),
      body: rawBody,
      auditRequest: body,
    });
    return { outcome: initiateOutcome(answer), exchange };
  }

  async queryCollection(reference: string) {
    const { answer, exchange } = await exchangeWithProvider(this.#agent, this.http, {
      method: "GET",
      url: `${this.baseUrl}/api/payments/by-external-id/${encodeURIComponent(reference)}`,
      headers: this.headers(""),
      auditRequest: { external_id: reference },
    });
    return { outcome: statusOutcome(answer), exchange };
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | undefined>, now: Date): VerifiedWebhook {
    const event = verifyEvent(rawBody, headers, this.credentials.webhookSecret.reveal(), now);
    return { eventId: event.id, reference: event.data.external_id, payload: event, result: toResult(event.data) };
  }
}

type Answer = { status: number; body: any } | null;

export function initiateOutcome(answer: Answer): InitiateOutcome {
  if (!answer) return { kind: "ambiguous", error: "no answer" };
  const { status, body } = answer;
  if ((status === 201 || status === 409) && typeof body?.payment_id === "string") {
    if (status === 201 || body.error?.code === "duplicate_external_id")
      return { kind: "accepted", providerReference: body.payment_id };
  }
  const code = body?.error?.code;
  if (status === 422 && DEFINITIVE_REJECTIONS.has(code)) {
    return { kind: "rejected", reasonCode: code, message: String(body.error.message ?? "") };
  }
  if (status === 401) return { kind: "rejected", reasonCode: "invalid_signature", message: "provider refused our signature" };
  return { kind: "ambiguous", error: `unexpected answer ${status}` };
}

export function statusOutcome(answer: Answer): StatusOutcome {
  if (!answer) return { kind: "unknown", error: "no answer" };
  const { status, body } = answer;
  if (status === 404) return { kind: "not_found" };
  if (status !== 200) return { kind: "unknown", error: `unexpected answer ${status}` };
  const parsed = parseProviderAnswer(paymentSchema, body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  const result = toResult(parsed.data);
  return result ? { kind: "final", result } : { kind: "pending", providerReference: parsed.data.payment_id };
}
