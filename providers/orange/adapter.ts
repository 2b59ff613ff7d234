import { randomBytes } from "node:crypto";
import type { Agent } from "undici";
import { MalformedWebhookPayloadError } from "../../lib/errors";
import type { Secret } from "../credentials";
import { exchangeWithProvider, type ProviderHttpOptions, providerAgent } from "../http";
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
  RefundRequest,
  RefundResult,
  StatusOutcome,
  UnauthenticatedCallback,
} from "../types";
import { soapBodyElement, soapMessage, text } from "./soap";
import {
  balanceOutcome,
  CALLBACK_NAMESPACE,
  checkOutcome,
  pushOutcome,
  SERVICE_NAMESPACE,
  transferOutcome,
  wireAmount,
  wireMsisdn,
} from "./wire";

export interface OrangeCredentials {
  token: Secret;
  partnerId: string;
  /** The merchant's wallet per currency (`mermsisdn`). */
  merchantNumbers: Readonly<Record<string, string>>;
}

/** What a refusal sent before any request looks like: nothing reached Orange. */
const unsent = (error: string, auditRequest: unknown): ProviderExchange => ({
  httpStatus: null,
  request: auditRequest,
  response: null,
  error,
  latencyMs: 0,
});

/**
 * Orange Money RDC partner API, SOAP (networks.md section 3): `doS2M` (the push, its result by `doCallback`),
 * `doM2S` (payouts, and refunds, which Orange has not: paid back to the payer), `doCheckTrans`. Every movement goes
 * under the service's reference as `transid`. Callbacks are unsigned: they only prompt `doCheckTrans`.
 */
export class OrangeAdapter implements ProviderClient {
  readonly operations: OperationHandlers = {
    collect: (request) => this.collect(request),
    queryCollection: (query) => this.check(query),
    disburse: (request) => this.disburse(request),
    queryDisbursement: (query) => this.check(query),
    refund: (request) => this.refund(request),
    queryRefund: async (query) => {
      const { outcome, exchange } = await this.check(query);
      if (outcome.kind !== "final") return { outcome, exchange };
      return { outcome: { kind: "final", result: { ...outcome.result, collectionReference: null } }, exchange };
    },
    balance: ({ currency }) => this.balance(currency),
  };
  readonly #agent: Agent;

  constructor(
    readonly codeName: string,
    private readonly baseUrl: string,
    /** Where Orange posts `doCallback` (`callbackurl`, sent with each push). */
    private readonly callbackUrl: string,
    private readonly credentials: OrangeCredentials,
    private readonly http: ProviderHttpOptions,
  ) {
    this.#agent = providerAgent(http);
  }

  private send(operation: string, fields: Record<string, string>) {
    return exchangeWithProvider(this.#agent, this.http, {
      method: "POST",
      url: this.baseUrl,
      headers: {
        authorization: `Bearer ${this.credentials.token.reveal()}`,
        "content-type": "text/xml; charset=utf-8",
        soapaction: '""',
      },
      body: soapMessage(SERVICE_NAMESPACE, operation, fields),
      auditRequest: { operation, ...fields },
    });
  }

  /** The merchant's wallet in `currency`; undefined when the entry names none (then nothing is sent). */
  private wallet(currency: string): string | undefined {
    return Object.hasOwn(this.credentials.merchantNumbers, currency) ? this.credentials.merchantNumbers[currency] : undefined;
  }

  async collect(request: CollectionRequest): Promise<Answer<InitiateOutcome>> {
    const wallet = this.wallet(request.currency);
    if (!wallet) return OrangeAdapter.noWallet(request.currency, request.reference);
    const { answer, exchange } = await this.send("doS2M", {
      subsmsisdn: wireMsisdn(request.customerNumber),
      PartnId: this.credentials.partnerId,
      mermsisdn: wallet,
      transid: request.reference,
      currency: request.currency,
      amount: wireAmount(request.amount),
      callbackurl: this.callbackUrl,
      message_s2m: `Paiement ${request.reference}`,
    });
    return { outcome: pushOutcome(answer), exchange };
  }

  private async transfer(movement: { reference: string; amount: string; currency: string; number: string }) {
    const wallet = this.wallet(movement.currency);
    if (!wallet) return OrangeAdapter.noWallet(movement.currency, movement.reference);
    const { answer, exchange } = await this.send("doM2S", {
      subsmsisdn: wireMsisdn(movement.number),
      PartnId: this.credentials.partnerId,
      mermsisdn: wallet,
      transid: movement.reference,
      currency: movement.currency,
      amount: wireAmount(movement.amount),
    });
    return { outcome: transferOutcome(answer, movement), exchange };
  }

  disburse(request: DisbursementRequest): Promise<Answer<InitiateOutcome<ProviderResult>>> {
    return this.transfer({ ...request, number: request.recipientNumber });
  }

  /** Orange has no refund: the amount goes back to the payer's number by `doM2S` (method `disbursement`). */
  async refund(request: RefundRequest): Promise<Answer<InitiateOutcome<RefundResult>>> {
    const { outcome, exchange } = await this.transfer({ ...request, number: request.payerNumber });
    if (outcome.kind !== "accepted") return { outcome, exchange };
    const { providerReference, final } = outcome;
    if (!final) return { outcome: { kind: "accepted", providerReference }, exchange };
    return {
      outcome: { kind: "accepted", providerReference, final: { ...final, collectionReference: request.collectionReference } },
      exchange,
    };
  }

  async check(query: MovementQuery): Promise<Answer<StatusOutcome>> {
    const wallet = this.wallet(query.currency);
    if (!wallet)
      return {
        outcome: { kind: "unknown", error: `no merchant wallet for ${query.currency}` },
        exchange: unsent("no wallet", query),
      };
    const { answer, exchange } = await this.send("doCheckTrans", {
      PartnId: this.credentials.partnerId,
      mermsisdn: wallet,
      transid: query.reference,
    });
    return { outcome: checkOutcome(answer, query), exchange };
  }

  /** `TcheckBal` on the merchant's wallet in `currency`, under a fresh `transid` (it moves nothing). */
  async balance(currency: string): Promise<Answer<BalanceOutcome>> {
    const wallet = this.wallet(currency);
    if (!wallet)
      return {
        outcome: { kind: "unknown", error: `no merchant wallet for ${currency}` },
        exchange: unsent("no wallet", { currency }),
      };
    const { answer, exchange } = await this.send("TcheckBal", {
      subsmsisdn: wallet,
      currency,
      PartnId: this.credentials.partnerId,
      transid: `BAL${randomBytes(8).toString("hex").toUpperCase()}`,
    });
    return { outcome: balanceOutcome(answer), exchange };
  }

  private static noWallet(currency: string, reference: string) {
    const message = `no merchant wallet (merchant_numbers) for ${currency}`;
    return {
      outcome: { kind: "rejected" as const, reasonCode: "NO_MERCHANT_WALLET", message },
      exchange: unsent(message, { transid: reference, currency }),
    };
  }

  /** Orange's `doCallback` is unsigned: it only prompts `doCheckTrans` for the movement its `transid` names. */
  verifyWebhook(rawBody: Buffer): UnauthenticatedCallback {
    const callback = soapBodyElement(rawBody.toString("utf8"), "doCallback");
    const reference = text(callback, "transid");
    const operation = operationOfReference(reference);
    if (!callback || !operation) throw new MalformedWebhookPayloadError({ transid: "Is not one of this service's references." });
    return {
      eventId: `${reference}:${text(callback, "ResultCode")}`,
      reference,
      payload: callback,
      operation,
      unauthenticated: true,
    };
  }

  /** The `doCallbackResponse` Orange expects. */
  acknowledge() {
    const answer = { return: { partnId: this.credentials.partnerId, resultCode: "0", resultDesc: "success" } };
    return { contentType: "text/xml; charset=utf-8", body: soapMessage(CALLBACK_NAMESPACE, "doCallbackResponse", answer) };
  }
}
