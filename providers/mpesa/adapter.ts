import { type KeyObject, randomBytes } from "node:crypto";
import type { Agent } from "undici";
import { MalformedWebhookPayloadError } from "../../lib/errors";
import type { Secret } from "../credentials";
import { exchangeWithProvider, type ProviderAnswer, type ProviderHttpOptions, providerAgent } from "../http";
import { parseVerifiedPayload } from "../payload-schema";
import { operationOfReference } from "../reference-operation";
import type {
  Answer,
  CollectionRequest,
  DisbursementRequest,
  InitiateOutcome,
  MovementQuery,
  OperationHandlers,
  ProviderClient,
  ProviderExchange,
  ProviderResult,
  RefundQuery,
  RefundRequest,
  RefundResult,
  StatusOutcome,
  UnauthenticatedCallback,
} from "../types";
import { MpesaSession, mpesaBearer } from "./session";
import { callbackSchema, initiationOutcome, statusOutcome, wireMsisdn } from "./wire";

export interface MpesaCredentials {
  apiKey: Secret;
  publicKey: KeyObject;
  serviceProviderCode: string;
  /** `input_Country` (`DRC`). */
  country: string;
  /** `Origin`, as the application's trusted sources allow. */
  origin: string;
}

/** Codes M-Pesa answers with a `401` about the transaction itself, not the session (networks.md, the INS table). */
const TRANSACTION_401_CODES: ReadonlySet<string> = new Set(["INS-5", "INS-6"]);

const refusesSession = (answer: ProviderAnswer) => {
  const code = (answer.body as { output_ResponseCode?: unknown } | null)?.output_ResponseCode;
  return typeof code !== "string" || !TRANSACTION_401_CODES.has(code);
};

/**
 * Vodacom M-Pesa OpenAPI (networks.md section 2): C2B single stage, B2C, reversal (with an amount for a part),
 * `queryTransactionStatus`, under a session whose id, like the API key, travels RSA-encrypted. Every movement goes
 * under the service's reference as `input_ThirdPartyConversationID` (and `input_TransactionReference`). Callbacks are
 * unsigned: they only prompt the status query.
 */
export class MpesaAdapter implements ProviderClient {
  readonly operations: OperationHandlers = {
    collect: (request) => this.collect(request),
    queryCollection: (query) => this.query(query),
    disburse: (request) => this.disburse(request),
    queryDisbursement: (query) => this.query(query),
    refund: (request) => this.refund(request),
    queryRefund: (query) => this.queryRefund(query),
  };
  readonly #agent: Agent;
  readonly #session: MpesaSession;

  constructor(
    readonly codeName: string,
    private readonly baseUrl: string,
    private readonly credentials: MpesaCredentials,
    private readonly http: ProviderHttpOptions,
  ) {
    this.#agent = providerAgent(http);
    this.#session = new MpesaSession(async () => {
      const { answer } = await exchangeWithProvider(this.#agent, http, {
        method: "GET",
        url: `${baseUrl}/getSession/`,
        headers: this.headers(mpesaBearer(credentials.publicKey, credentials.apiKey.reveal())),
        auditRequest: null,
      });
      return answer;
    });
  }

  private headers(bearer: string): Record<string, string> {
    return { authorization: `Bearer ${bearer}`, origin: this.credentials.origin, "content-type": "application/json" };
  }

  /**
   * One call under the session. A `401` under a session younger than 30 s is M-Pesa saying it is not live yet: nothing
   * was processed, so it comes back as a refusal (`SESSION_NOT_LIVE`) the routing can fail over from; a `401` under an
   * older one drops it for the next call. M-Pesa also answers a transaction the customer cancelled or that failed
   * (`INS-5`, `INS-6`) with a `401`: that is the transaction's answer, and the session stays.
   */
  private async call(request: {
    method: "GET" | "POST" | "PUT";
    path: string;
    body?: Record<string, string>;
  }): Promise<{ answer: ProviderAnswer | null; exchange: ProviderExchange }> {
    const auditRequest = request.body ?? { path: request.path };
    const session = await this.#session.current();
    if ("error" in session) return MpesaAdapter.unsent(auditRequest, "INS-989", session.error);
    const sent = await exchangeWithProvider(this.#agent, this.http, {
      method: request.method,
      url: `${this.baseUrl}${request.path}`,
      headers: this.headers(mpesaBearer(this.credentials.publicKey, session.id)),
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      auditRequest,
    });
    if (sent.answer?.status !== 401 || !refusesSession(sent.answer)) return sent;
    if (session.young) return MpesaAdapter.unsent(auditRequest, "SESSION_NOT_LIVE", "the new session is not live yet");
    this.#session.drop();
    return sent;
  }

  /** A call M-Pesa did not process: a refusal with `code`. */
  private static unsent(auditRequest: unknown, code: string, error: string) {
    return {
      answer: { status: 400, body: { output_ResponseCode: code, output_ResponseDesc: error } },
      exchange: { httpStatus: null, request: auditRequest, response: null, error, latencyMs: 0 },
    };
  }

  private movementFields(reference: string, amount: string, currency: string, number: string) {
    return {
      input_Amount: amount,
      input_CustomerMSISDN: wireMsisdn(number),
      input_Country: this.credentials.country,
      input_Currency: currency,
      input_ServiceProviderCode: this.credentials.serviceProviderCode,
      input_TransactionReference: reference,
      input_ThirdPartyConversationID: reference,
    };
  }

  async collect(request: CollectionRequest): Promise<Answer<InitiateOutcome<ProviderResult>>> {
    const body = {
      ...this.movementFields(request.reference, request.amount, request.currency, request.customerNumber),
      input_PurchasedItemsDesc: `Payment ${request.reference}`,
    };
    const { answer, exchange } = await this.call({ method: "POST", path: "/c2bPayment/singleStage/", body });
    return { outcome: initiationOutcome(answer, request), exchange };
  }

  async disburse(request: DisbursementRequest): Promise<Answer<InitiateOutcome<ProviderResult>>> {
    const body = {
      ...this.movementFields(request.reference, request.amount, request.currency, request.recipientNumber),
      input_PaymentItemsDesc: `Payout ${request.reference}`,
    };
    const { answer, exchange } = await this.call({ method: "POST", path: "/b2cPayment/", body });
    return { outcome: initiationOutcome(answer, request), exchange };
  }

  /** The reversal of the collection by M-Pesa's transaction id, with `input_ReversalAmount` for a part. */
  async refund(request: RefundRequest): Promise<Answer<InitiateOutcome<RefundResult>>> {
    const body = {
      input_TransactionID: request.providerCollectionReference,
      input_ReversalAmount: request.amount,
      input_Country: this.credentials.country,
      input_ServiceProviderCode: this.credentials.serviceProviderCode,
      input_ThirdPartyConversationID: request.reference,
    };
    const { answer, exchange } = await this.call({ method: "PUT", path: "/reversal/", body });
    const outcome = initiationOutcome(answer, request);
    if (outcome.kind !== "accepted") return { outcome, exchange };
    const { providerReference, final } = outcome;
    if (!final) return { outcome: { kind: "accepted", providerReference }, exchange };
    const refunded: RefundResult = { ...final, collectionReference: request.collectionReference };
    return { outcome: { kind: "accepted", providerReference, final: refunded }, exchange };
  }

  /** `queryTransactionStatus` by the service's reference, under a fresh id of the query's own. */
  async query(query: MovementQuery): Promise<Answer<StatusOutcome>> {
    const params = new URLSearchParams({
      input_QueryReference: query.reference,
      input_ServiceProviderCode: this.credentials.serviceProviderCode,
      input_ThirdPartyConversationID: `Q${randomBytes(12).toString("hex")}`,
      input_Country: this.credentials.country,
    });
    const { answer, exchange } = await this.call({ method: "GET", path: `/queryTransactionStatus/?${params}` });
    return { outcome: statusOutcome(answer, query), exchange };
  }

  async queryRefund(query: RefundQuery): Promise<Answer<StatusOutcome<RefundResult>>> {
    const { outcome, exchange } = await this.query(query);
    if (outcome.kind !== "final") return { outcome, exchange };
    return { outcome: { kind: "final", result: { ...outcome.result, collectionReference: null } }, exchange };
  }

  /** M-Pesa signs nothing: a callback only prompts the status query for the movement it names. */
  verifyWebhook(rawBody: Buffer): UnauthenticatedCallback {
    const callback = parseVerifiedPayload(callbackSchema, MpesaAdapter.json(rawBody));
    const reference = callback.input_ThirdPartyConversationID;
    const operation = operationOfReference(reference);
    if (!operation) {
      throw new MalformedWebhookPayloadError({ input_ThirdPartyConversationID: "Is not one of this service's references." });
    }
    return {
      eventId: `${reference}:${callback.input_ResultCode}:${callback.input_TransactionID ?? ""}`,
      reference,
      payload: callback,
      operation,
      unauthenticated: true,
    };
  }

  /** The listener's answer the documentation asks for. */
  acknowledge(rawBody: Buffer) {
    const callback = MpesaAdapter.json(rawBody) as Record<string, unknown>;
    return {
      contentType: "application/json",
      body: JSON.stringify({
        output_OriginalConversationID: callback.input_OriginalConversationID ?? "",
        output_ResponseCode: "0",
        output_ResponseDesc: "Successfully Accepted Result",
        output_ThirdPartyConversationID: callback.input_ThirdPartyConversationID ?? "",
      }),
    };
  }

  private static json(rawBody: Buffer): unknown {
    try {
      return JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new MalformedWebhookPayloadError({ non_field_errors: "The body is not JSON." });
    }
  }
}
