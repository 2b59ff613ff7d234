import { createHmac, type KeyObject, timingSafeEqual } from "node:crypto";
import type { Agent } from "undici";
import { MalformedWebhookPayloadError, WebhookVerificationError } from "../../lib/errors";
import type { Secret } from "../credentials";
import { exchangeWithProvider, type ProviderAnswer, type ProviderHttpOptions, providerAgent } from "../http";
import { parseVerifiedPayload } from "../payload-schema";
import { operationOfReference } from "../reference-operation";
import type {
  Answer,
  BalanceOutcome,
  CollectionRequest,
  DisbursementRequest,
  InitiateOutcome,
  MovementQuery,
  OperationHandlers,
  ProviderClient,
  ProviderExchange,
  ProviderResult,
  RecipientOutcome,
  RecipientQuestion,
  RefundQuery,
  RefundRequest,
  RefundResult,
  StatusOutcome,
  UnauthenticatedCallback,
} from "../types";
import { type RsaPadding, rsaEncrypt, signingHeaders } from "./encryption";
import { AirtelToken } from "./token";
import {
  balanceOutcome,
  callbackSchema,
  initiationOutcome,
  type MsisdnFormat,
  parseAnswer,
  recipientOutcome,
  statusOutcome,
  wireAmount,
  wireMsisdn,
} from "./wire";

export interface AirtelCredentials {
  clientId: string;
  clientSecret: Secret;
  /** ISO 3166 alpha-2, `X-Country` (`CD`). */
  country: string;
  disbursementPin: Secret | null;
  /** Airtel's RSA key: the PIN and `x-key` are encrypted under it. */
  pinPublicKey: KeyObject | null;
  pinPadding: RsaPadding;
  /** The "private key" of the app's callback authentication: callbacks must carry its `hash`. */
  callbackKey: Secret | null;
  /** Collections go to v2 with `x-signature` / `x-key`. */
  messageSigning: boolean;
  msisdnFormat: MsisdnFormat;
}

const tokenRefused = (answer: ProviderAnswer | null) =>
  answer !== null && (answer.status === 401 || answer.status === 403) && JSON.stringify(answer.body).includes("invalid_token");

/**
 * Airtel Africa Open API (networks.md section 1): collections (USSD push), their enquiry, disbursements with the
 * encrypted PIN, refunds (a reversal by `airtel_money_id` in full; in part, a disbursement to the payer), callbacks
 * that only prompt the enquiry. Every movement goes under the service's own reference as `transaction.id`, Airtel's
 * de-duplication key.
 */
export class AirtelAdapter implements ProviderClient {
  /** Without a disbursement PIN the provider pays nothing out: it is no candidate for payouts. */
  readonly operations: OperationHandlers;
  readonly #agent: Agent;
  readonly #token: AirtelToken;

  constructor(
    readonly codeName: string,
    private readonly baseUrl: string,
    private readonly credentials: AirtelCredentials,
    private readonly http: ProviderHttpOptions,
  ) {
    this.#agent = providerAgent(http);
    this.operations = {
      collect: (request) => this.collect(request),
      queryCollection: (query) => this.queryCollection(query),
      ...(credentials.disbursementPin
        ? {
            disburse: (request: DisbursementRequest) => this.disburse(request),
            queryDisbursement: (query: MovementQuery) => this.queryDisbursement(query),
          }
        : {}),
      refund: (request) => this.refund(request),
      queryRefund: (query) => this.queryRefund(query),
      lookupRecipient: (question) => this.lookupRecipient(question),
      balance: ({ currency }) => this.balance(currency),
    };
    this.#token = new AirtelToken(async () => {
      const body = JSON.stringify({
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret.reveal(),
        grant_type: "client_credentials",
      });
      const { answer } = await exchangeWithProvider(this.#agent, http, {
        method: "POST",
        url: `${baseUrl}/auth/oauth2/token`,
        headers: { "content-type": "application/json", accept: "*/*" },
        body,
        auditRequest: null,
      });
      return answer;
    });
  }

  /**
   * One call with the bearer token and the country and currency headers. A token Airtel says is invalid is dropped
   * and the call made once more with a fresh one: Airtel refused the first before looking at it.
   */
  private async call(
    request: { method: "GET" | "POST"; path: string; currency: string; body?: object; auditRequest: unknown },
    extraHeaders: (body: string) => Record<string, string> = () => ({}),
  ): Promise<{ answer: ProviderAnswer | null; exchange: ProviderExchange }> {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const send = async () => {
      const token = await this.#token.current();
      if (typeof token !== "string") return this.unsent(request.auditRequest, token.error);
      return exchangeWithProvider(this.#agent, this.http, {
        method: request.method,
        url: `${this.baseUrl}${request.path}`,
        headers: {
          authorization: `Bearer ${token}`,
          "x-country": this.credentials.country,
          "x-currency": request.currency,
          "content-type": "application/json",
          accept: "*/*",
          ...(body === undefined ? {} : extraHeaders(body)),
        },
        ...(body === undefined ? {} : { body }),
        auditRequest: request.auditRequest,
      });
    };
    const first = await send();
    if (!tokenRefused(first.answer)) return first;
    this.#token.drop();
    return send();
  }

  /** A call that could not be made (no token, no PIN): nothing reached Airtel, so it is a refusal with `code`. */
  private unsent(auditRequest: unknown, error: string, code = "invalid_client") {
    return {
      answer: { status: 400, body: { status: { response_code: code, message: error, success: false } } },
      exchange: { httpStatus: null, request: auditRequest, response: null, error, latencyMs: 0 },
    };
  }

  async collect(request: CollectionRequest): Promise<Answer<InitiateOutcome<ProviderResult>>> {
    const { country, messageSigning, msisdnFormat, pinPublicKey } = this.credentials;
    const body = {
      reference: request.reference,
      subscriber: { country, currency: request.currency, msisdn: wireMsisdn(request.customerNumber, msisdnFormat) },
      transaction: { amount: wireAmount(request.amount), country, currency: request.currency, id: request.reference },
    };
    const path = messageSigning ? "/merchant/v2/payments/" : "/merchant/v1/payments/";
    const sign = messageSigning && pinPublicKey ? (raw: string) => signingHeaders(raw, pinPublicKey) : undefined;
    const { answer, exchange } = await this.call(
      { method: "POST", path, currency: request.currency, body, auditRequest: body },
      sign,
    );
    return { outcome: initiationOutcome(answer), exchange };
  }

  async queryCollection(query: MovementQuery): Promise<Answer<StatusOutcome>> {
    const { answer, exchange } = await this.call({
      method: "GET",
      path: `/standard/v1/payments/${encodeURIComponent(query.reference)}`,
      currency: query.currency,
      auditRequest: { id: query.reference },
    });
    return { outcome: statusOutcome(answer, query), exchange };
  }

  /** A payout, or a refund paid to the payer: v2 with the encrypted PIN, settled in the answer when it says `TS`. */
  private async sendDisbursement(movement: { reference: string; amount: string; currency: string; number: string }) {
    const { disbursementPin, pinPublicKey, pinPadding, msisdnFormat } = this.credentials;
    const transaction = { amount: wireAmount(movement.amount), id: movement.reference, type: "B2C" };
    const payee = { currency: movement.currency, msisdn: wireMsisdn(movement.number, msisdnFormat) };
    const auditRequest = { payee, reference: movement.reference, pin: "[redacted]", transaction };
    if (!disbursementPin || !pinPublicKey) {
      return this.unsent(auditRequest, "no disbursement_pin in the credentials", "PIN_NOT_CONFIGURED");
    }
    const body = {
      payee,
      reference: movement.reference,
      pin: rsaEncrypt(pinPublicKey, disbursementPin.reveal(), pinPadding),
      transaction,
    };
    return this.call({ method: "POST", path: "/standard/v2/disbursements/", currency: movement.currency, body, auditRequest });
  }

  /** An accepted answer that already says `TS` or `TF` carries the final result. */
  private static settledInAnswer<Result>(
    answer: ProviderAnswer | null,
    outcome: InitiateOutcome,
    movement: { reference: string; amount: string; currency: string },
    asResult: (result: ProviderResult) => Result,
  ): InitiateOutcome<Result> {
    if (outcome.kind !== "accepted") return outcome;
    const settled = statusOutcome(answer, movement);
    if (settled.kind === "final")
      return { kind: "accepted", providerReference: settled.result.providerReference, final: asResult(settled.result) };
    return { kind: "accepted", providerReference: settled.kind === "pending" ? (settled.providerReference ?? "") : "" };
  }

  async disburse(request: DisbursementRequest): Promise<Answer<InitiateOutcome<ProviderResult>>> {
    const { answer, exchange } = await this.sendDisbursement({ ...request, number: request.recipientNumber });
    const outcome = AirtelAdapter.settledInAnswer(answer, initiationOutcome(answer), request, (result) => result);
    return { outcome, exchange };
  }

  async queryDisbursement(query: MovementQuery): Promise<Answer<StatusOutcome>> {
    const { answer, exchange } = await this.call({
      method: "GET",
      path: `/standard/v2/disbursements/${encodeURIComponent(query.reference)}?transactionType=B2C`,
      currency: query.currency,
      auditRequest: { id: query.reference },
    });
    return { outcome: statusOutcome(answer, query), exchange };
  }

  /**
   * In full, Airtel's refund of the collection by its `airtel_money_id`, whose `success: true` answer is taken as done
   * (networks.md gives no refund enquiry nor callback); in part, a disbursement of the amount to the payer.
   */
  async refund(request: RefundRequest): Promise<Answer<InitiateOutcome<RefundResult>>> {
    const asRefund = (result: ProviderResult): RefundResult => ({ ...result, collectionReference: request.collectionReference });
    if (request.method === "disbursement") {
      const { answer, exchange } = await this.sendDisbursement({ ...request, number: request.payerNumber });
      return { outcome: AirtelAdapter.settledInAnswer(answer, initiationOutcome(answer), request, asRefund), exchange };
    }
    const body = { transaction: { airtel_money_id: request.providerCollectionReference } };
    const { answer, exchange } = await this.call({
      method: "POST",
      path: "/standard/v1/payments/refund",
      currency: request.currency,
      body,
      auditRequest: body,
    });
    const outcome = initiationOutcome(answer);
    if (outcome.kind !== "accepted") return { outcome, exchange };
    const parsed = answer ? parseAnswer(answer) : null;
    const airtelId = parsed && "data" in parsed ? (parsed.data.data?.transaction?.airtel_money_id ?? "") : "";
    const final: RefundResult = {
      reference: request.reference,
      collectionReference: request.collectionReference,
      providerReference: airtelId,
      status: "Success",
      amount: request.amount,
      currency: request.currency,
      failureCode: null,
    };
    return { outcome: { kind: "accepted", providerReference: airtelId, final }, exchange };
  }

  /** A refund paid as a disbursement has its enquiry; a reversal has none that networks.md knows of. */
  async queryRefund(query: RefundQuery): Promise<Answer<StatusOutcome<RefundResult>>> {
    if (query.method === "reversal") {
      const error = "Airtel has no enquiry for a reversal: its answer settles it, or staff do";
      return {
        outcome: { kind: "unknown", error },
        exchange: { httpStatus: null, request: { id: query.reference }, response: null, error, latencyMs: 0 },
      };
    }
    const { outcome, exchange } = await this.queryDisbursement(query);
    if (outcome.kind !== "final") return { outcome, exchange };
    return { outcome: { kind: "final", result: { ...outcome.result, collectionReference: null } }, exchange };
  }

  /** `GET /standard/v1/users/{msisdn}`: the holder's first and last names; `DP02200000002` not registered. */
  /** The merchant's wallet in `currency` (`X-Currency`). */
  async balance(currency: string): Promise<Answer<BalanceOutcome>> {
    const { answer, exchange } = await this.call({
      method: "GET",
      path: "/standard/v1/users/balance",
      currency,
      auditRequest: { currency },
    });
    return { outcome: balanceOutcome(answer), exchange };
  }

  async lookupRecipient(question: RecipientQuestion): Promise<Answer<RecipientOutcome>> {
    const msisdn = wireMsisdn(question.number, this.credentials.msisdnFormat);
    const { answer, exchange } = await this.call({
      method: "GET",
      path: `/standard/v1/users/${msisdn}`,
      currency: question.currency,
      auditRequest: { msisdn },
    });
    return { outcome: recipientOutcome(answer), exchange };
  }

  /**
   * A callback names the movement and `TS` or `TF`, but no amount and, for `TF`, no reason: it only prompts the
   * enquiry, whose answer moves the movement. With callback authentication its `hash` must verify first (HMAC-SHA256
   * of the `transaction` object under the app's key; how Airtel serialises the object is not documented, so the
   * object exactly as received and its compact JSON are both accepted).
   */
  verifyWebhook(rawBody: Buffer, _headers: Record<string, string | undefined>): UnauthenticatedCallback {
    const text = rawBody.toString("utf8");
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new MalformedWebhookPayloadError({ non_field_errors: "The body is not JSON." });
    }
    if (this.credentials.callbackKey) this.verifyHash(text, json, this.credentials.callbackKey.reveal());
    const { transaction } = parseVerifiedPayload(callbackSchema, json);
    const operation = operationOfReference(transaction.id);
    if (!operation) throw new MalformedWebhookPayloadError({ "transaction.id": "Is not one of this service's references." });
    return {
      eventId: `${transaction.id}:${transaction.status_code}`,
      reference: transaction.id,
      payload: json,
      operation,
      unauthenticated: true,
    };
  }

  private verifyHash(text: string, json: unknown, key: string): void {
    const hash = (json as { hash?: unknown }).hash;
    const transaction = (json as { transaction?: unknown }).transaction;
    if (typeof hash !== "string" || transaction === undefined) throw new WebhookVerificationError("missing_signature");
    const presented = Buffer.from(hash, "base64");
    const candidates = [rawMember(text, "transaction"), JSON.stringify(transaction)].filter(
      (candidate): candidate is string => candidate !== undefined,
    );
    const matches = candidates.some((candidate) => {
      const expected = createHmac("sha256", key).update(candidate, "utf8").digest();
      return expected.length === presented.length && timingSafeEqual(expected, presented);
    });
    if (!matches) throw new WebhookVerificationError("bad_signature");
  }
}

/** The raw text of a top-level object member of a JSON document (`"transaction": {...}`), as it was received. */
function rawMember(text: string, name: string): string | undefined {
  const start = text.search(new RegExp(`"${name}"\\s*:\\s*\\{`));
  if (start < 0) return undefined;
  const open = text.indexOf("{", start);
  let depth = 0;
  let inString = false;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return text.slice(open, index + 1);
  }
  return undefined;
}
