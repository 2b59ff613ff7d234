import type { Agent } from "undici";
import { twoDecimals } from "../../lib/money";
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
  DISBURSEMENT_REJECTIONS,
  disbursementSchema,
  moneyOutWebhook,
  refundInitiateOutcome,
  refundStatusOutcome,
  rejectionOutcome,
  statementOutcome,
} from "./money-out";
import { collectionSchema, openedCollection, type SealedCollectionRequest, toMsisdn, toNetwork, toResult, unseal } from "./wire";

export interface SealedCredentials {
  merchantCode: string;
  apiKey: Secret;
  encKey: Secret;
  macKey: Secret;
}

const DEFINITIVE_REJECTIONS = new Set(["INVALID_MSISDN", "UNSUPPORTED_NETWORK", "AMOUNT_OUT_OF_RANGE", "INVALID_REQUEST"]);

/** Protocol A: AES-128-CBC + HMAC-SHA256 webhooks, Bearer-authenticated REST. */
export class SealedAdapter implements ProviderClient {
  /** Every operation of the connector contract: the protocol has them all. */
  readonly operations: OperationHandlers = everyOperation(this);
  readonly #agent: Agent;

  constructor(
    readonly codeName: string,
    private readonly baseUrl: string,
    private readonly credentials: SealedCredentials,
    private readonly http: ProviderHttpOptions,
  ) {
    this.#agent = providerAgent(http);
  }

  private headers(): Record<string, string> {
    return { authorization: `Bearer ${this.credentials.apiKey.reveal()}`, "content-type": "application/json" };
  }

  async collect(request: CollectionRequest) {
    const body: SealedCollectionRequest = {
      merchant_code: this.credentials.merchantCode,
      order_id: request.reference,
      amount: twoDecimals(request.amount),
      currency: request.currency,
      msisdn: toMsisdn(request.customerNumber),
      network: toNetwork(request.service),
      notify_url: request.notifyUrl,
    };
    const { answer, exchange } = await exchangeWithProvider(this.#agent, this.http, {
      method: "POST",
      url: `${this.baseUrl}/v1/collections`,
      headers: this.headers(),
      body: JSON.stringify(body),
      auditRequest: body,
    });
    return { outcome: initiateOutcome(answer), exchange };
  }

  async queryCollection({ reference }: MovementQuery) {
    const { answer, exchange } = await exchangeWithProvider(this.#agent, this.http, {
      method: "GET",
      url: `${this.baseUrl}/v1/collections/${encodeURIComponent(reference)}`,
      headers: this.headers(),
      auditRequest: { order_id: reference },
    });
    return { outcome: statusOutcome(answer), exchange };
  }

  async disburse(request: DisbursementRequest) {
    const body: SealedCollectionRequest = {
      merchant_code: this.credentials.merchantCode,
      order_id: request.reference,
      amount: twoDecimals(request.amount),
      currency: request.currency,
      msisdn: toMsisdn(request.recipientNumber),
      network: toNetwork(request.service),
      notify_url: request.notifyUrl,
    };
    const { answer, exchange } = await this.send("POST", "/v1/disbursements", body);
    return { outcome: initiateOutcome(answer, DISBURSEMENT_REJECTIONS), exchange };
  }

  async queryDisbursement({ reference }: MovementQuery) {
    const { answer, exchange } = await this.send("GET", `/v1/disbursements/${encodeURIComponent(reference)}`, {
      order_id: reference,
    });
    return { outcome: statusOutcome(answer, disbursementSchema), exchange };
  }

  async refund(request: RefundRequest) {
    const body = {
      merchant_code: this.credentials.merchantCode,
      refund_id: request.reference,
      amount: twoDecimals(request.amount),
      notify_url: request.notifyUrl,
    };
    const path = `/v1/collections/${encodeURIComponent(request.collectionReference)}/refunds`;
    const { answer, exchange } = await this.send("POST", path, body);
    return { outcome: refundInitiateOutcome(answer), exchange };
  }

  async queryRefund({ reference }: MovementQuery) {
    const { answer, exchange } = await this.send("GET", `/v1/refunds/${encodeURIComponent(reference)}`, {
      refund_id: reference,
    });
    return { outcome: refundStatusOutcome(answer), exchange };
  }

  async statement(date: string) {
    const { answer, exchange } = await this.send("GET", `/v1/statements?date=${encodeURIComponent(date)}`, { date });
    return { outcome: statementOutcome(answer), exchange };
  }

  /** A GET's audit record is `audit`; a POST sends `audit` as its body. */
  private send(method: "GET" | "POST", path: string, audit: object) {
    return exchangeWithProvider(this.#agent, this.http, {
      method,
      url: `${this.baseUrl}${path}`,
      headers: this.headers(),
      ...(method === "POST" ? { body: JSON.stringify(audit) } : {}),
      auditRequest: audit,
    });
  }

  verifyWebhook(rawBody: Buffer): VerifiedWebhook {
    const plaintext = unseal(
      rawBody,
      this.credentials.merchantCode,
      this.credentials.encKey.reveal(),
      this.credentials.macKey.reveal(),
    );
    const moneyOut = moneyOutWebhook(plaintext);
    if (moneyOut) return moneyOut;
    const notification = openedCollection(plaintext);
    return {
      operation: "collection",
      eventId: notification.event_id,
      reference: notification.order_id,
      payload: notification,
      result: toResult(notification),
    };
  }
}

type Answer = { status: number; body: any } | null;

export function initiateOutcome(answer: Answer, listed = DEFINITIVE_REJECTIONS): InitiateOutcome {
  if (!answer) return { kind: "ambiguous", error: "no answer" };
  const { status, body } = answer;
  if ((status === 202 && body?.status === "ACCEPTED") || (status === 409 && body?.status === "DUPLICATE")) {
    if (typeof body.transaction_id === "string") return { kind: "accepted", providerReference: body.transaction_id };
  }
  const rejection = rejectionOutcome(answer, listed);
  if (rejection) return rejection;
  if (status === 401) return { kind: "rejected", reasonCode: "UNAUTHORIZED", message: "provider refused our credentials" };
  return { kind: "ambiguous", error: `unexpected answer ${status}` };
}

export function statusOutcome(answer: Answer, schema = collectionSchema): StatusOutcome {
  if (!answer) return { kind: "unknown", error: "no answer" };
  const { status, body } = answer;
  if (status === 404) return { kind: "not_found" };
  if (status !== 200) return { kind: "unknown", error: `unexpected answer ${status}` };
  const parsed = parseProviderAnswer(schema, body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  const collection = parsed.data;
  if (collection.status === "PENDING") return { kind: "pending", providerReference: collection.transaction_id };
  return { kind: "final", result: toResult({ ...collection, status: collection.status }) };
}
