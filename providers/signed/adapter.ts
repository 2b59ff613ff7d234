import type { Agent } from "undici";
import { toMinorUnits } from "../../lib/money";
import type { Secret } from "../credentials";
import { exchangeWithProvider, type ProviderHttpOptions, providerAgent } from "../http";
import { parseProviderAnswer } from "../payload-schema";
import {
  type CollectionRequest,
  type DisbursementRequest,
  everyOperation,
  type InitiateOutcome,
  type MovementQuery,
  type OperationHandlers,
  type ProviderClient,
  type RefundRequest,
  type StatusOutcome,
  type VerifiedWebhook,
} from "../types";
import {
  moneyOutEvent,
  moneyOutInitiateOutcome,
  PAYOUT_REJECTIONS,
  payoutStatusOutcome,
  REFUND_REJECTIONS,
  refundStatusOutcome,
  statementOutcome,
} from "./money-out";
import { authenticEvent, paymentEvent, paymentSchema, type SignedPaymentRequest, signature, toOperator, toResult } from "./wire";

export interface SignedCredentials {
  clientId: string;
  clientSecret: Secret;
  /** The one secret we hold; the provider may sign with several during its rotation (any match is accepted). */
  webhookSecret: Secret;
}

const DEFINITIVE_REJECTIONS = new Set(["invalid_phone", "unsupported_operator", "amount_out_of_range", "invalid_request"]);

/** Protocol B: HMAC-SHA512-signed requests and webhooks, amounts in minor units. */
export class SignedAdapter implements ProviderClient {
  /** Every operation of the connector contract: the protocol has them all. */
  readonly operations: OperationHandlers = everyOperation(this);
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

  async queryCollection({ reference }: MovementQuery) {
    const { answer, exchange } = await exchangeWithProvider(this.#agent, this.http, {
      method: "GET",
      url: `${this.baseUrl}/api/payments/by-external-id/${encodeURIComponent(reference)}`,
      headers: this.headers(""),
      auditRequest: { external_id: reference },
    });
    return { outcome: statusOutcome(answer), exchange };
  }

  async disburse(request: DisbursementRequest) {
    const body = {
      external_id: request.reference,
      amount: Number(toMinorUnits(request.amount)),
      currency: request.currency,
      recipient: { phone: request.recipientNumber },
      operator: toOperator(request.service),
      callback_url: request.notifyUrl,
    };
    const { answer, exchange } = await this.post("/api/payouts", body);
    return { outcome: moneyOutInitiateOutcome(answer, "payout_id", PAYOUT_REJECTIONS), exchange };
  }

  async queryDisbursement({ reference }: MovementQuery) {
    const { answer, exchange } = await this.get(`/api/payouts/by-external-id/${encodeURIComponent(reference)}`, {
      external_id: reference,
    });
    return { outcome: payoutStatusOutcome(answer), exchange };
  }

  async refund(request: RefundRequest) {
    const body = {
      external_id: request.reference,
      payment_id: request.providerCollectionReference,
      amount: Number(toMinorUnits(request.amount)),
      callback_url: request.notifyUrl,
    };
    const { answer, exchange } = await this.post("/api/refunds", body);
    return { outcome: moneyOutInitiateOutcome(answer, "refund_id", REFUND_REJECTIONS), exchange };
  }

  async queryRefund({ reference }: MovementQuery) {
    const { answer, exchange } = await this.get(`/api/refunds/by-external-id/${encodeURIComponent(reference)}`, {
      external_id: reference,
    });
    return { outcome: refundStatusOutcome(answer), exchange };
  }

  async statement(date: string) {
    const { answer, exchange } = await this.get(`/api/statements?date=${encodeURIComponent(date)}`, { date });
    return { outcome: statementOutcome(answer), exchange };
  }

  private post(path: string, body: object) {
    const rawBody = JSON.stringify(body);
    return exchangeWithProvider(this.#agent, this.http, {
      method: "POST",
      url: `${this.baseUrl}${path}`,
      headers: this.headers(rawBody),
      body: rawBody,
      auditRequest: body,
    });
  }

  private get(path: string, audit: object) {
    return exchangeWithProvider(this.#agent, this.http, {
      method: "GET",
      url: `${this.baseUrl}${path}`,
      headers: this.headers(""),
      auditRequest: audit,
    });
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | undefined>, now: Date): VerifiedWebhook {
    const body = authenticEvent(rawBody, headers, this.credentials.webhookSecret.reveal(), now);
    const moneyOut = moneyOutEvent(body);
    if (moneyOut) return moneyOut;
    const event = paymentEvent(body);
    return {
      operation: "collection",
      eventId: event.id,
      reference: event.data.external_id,
      payload: event,
      result: toResult(event.data),
    };
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
