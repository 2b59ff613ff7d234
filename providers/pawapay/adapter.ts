import type { KeyObject } from "node:crypto";
import type { Agent } from "undici";
import { z } from "zod";
import { MalformedWebhookPayloadError } from "../../lib/errors";
import { decimalsUsed } from "../../lib/money";
import type { Secret } from "../credentials";
import { exchangeWithProvider, type ProviderHttpOptions, providerAgent } from "../http";
import { parseProviderAnswer, parseVerifiedPayload } from "../payload-schema";
import type { ServiceSymbol } from "../services";
import type {
  Answer,
  CollectionRequest,
  DisbursementRequest,
  InitiateOutcome,
  MoneyOperation,
  OperationHandlers,
  ProviderClient,
  RefundRequest,
  ResendOutcome,
  UnauthenticatedCallback,
  VerifiedWebhook,
} from "../types";
import { type PawapayKind, pawapayId } from "./ids";
import { publicKeyOf, signingHeaders, verifyCallback } from "./signatures";
import {
  initiationOutcome,
  movementResult,
  movementSchema,
  PAWAPAY_PROVIDERS,
  type PawapayMovement,
  pawapayDecimals,
  refundResult,
  statusOutcome,
  walletBalanceOutcome,
  wireAmount,
  wireNumber,
} from "./wire";

export interface PawapayCredentials {
  apiToken: Secret;
  /** Our EC P-256 private key (PEM) and the id pawaPay's dashboard gave its public half: requests are signed. */
  signingKey: { pem: Secret; id: string } | null;
  /** Callbacks are signed (enabled in the dashboard): each is verified; otherwise they only prompt a status query. */
  callbackSignatures: boolean;
}

const PATHS: Record<PawapayKind, string> = { deposit: "deposits", payout: "payouts", refund: "refunds" };
const ID_FIELD = { deposit: "depositId", payout: "payoutId", refund: "refundId" } as const;
const OPERATION_OF = { deposit: "collection", payout: "disbursement", refund: "refund" } as const;
const KIND_OF: Record<MoneyOperation, PawapayKind> = { collection: "deposit", disbursement: "payout", refund: "refund" };
const resendAnswerSchema = z.object({ status: z.string(), failureReason: z.object({ failureCode: z.string() }).optional() });
/** The metadata field a refund carries our reference in. */
const REFERENCE_FIELD = "serviceReference";

/** Our reference, from a callback's metadata (`[{"serviceReference": "RF..."}]`), if it has it. */
function referenceInMetadata(json: unknown): string | undefined {
  const metadata = (json as { metadata?: unknown }).metadata;
  if (!Array.isArray(metadata)) return undefined;
  const found = metadata.find((entry) => typeof entry?.[REFERENCE_FIELD] === "string");
  return found?.[REFERENCE_FIELD];
}

/** Keys are fetched again for an unknown keyid at most this often, so forged callbacks cannot make us hammer pawaPay. */
const KEY_REFETCH_MS = 60_000;

const publicKeysSchema = z.array(z.object({ id: z.string().min(1).max(200), key: z.string().min(1).max(10_000) }));

/** pawaPay Merchant API v2 (networks.md section 4): deposits, payouts and refunds, their status, RFC 9421 both ways. */
export class PawapayAdapter implements ProviderClient {
  readonly operations: OperationHandlers = {
    collect: (request) => this.collect(request),
    queryCollection: ({ reference }) => this.query("deposit", reference),
    disburse: (request) => this.disburse(request),
    queryDisbursement: ({ reference }) => this.query("payout", reference),
    refund: (request) => this.refund(request),
    queryRefund: ({ reference }) => this.queryRefund(reference),
    resendCallback: ({ operation, reference }) => this.resendCallback(KIND_OF[operation], reference),
    balance: async ({ currency }) => {
      const { answer, exchange } = await this.get("/v2/wallet-balances", { currency });
      return { outcome: walletBalanceOutcome(answer, currency), exchange };
    },
  };
  readonly #agent: Agent;
  #keys = new Map<string, KeyObject>();
  #keysFetchedAt = 0;

  constructor(
    readonly codeName: string,
    private readonly baseUrl: string,
    /** Where pawaPay calls us back (set in its dashboard), the URL a callback's signature covers. */
    private readonly callbackUrl: string,
    private readonly credentials: PawapayCredentials,
    private readonly http: ProviderHttpOptions,
  ) {
    this.#agent = providerAgent(http);
  }

  private async post(path: string, body: object, auditRequest: unknown) {
    const rawBody = JSON.stringify(body);
    const url = `${this.baseUrl}${path}`;
    const base = { authorization: `Bearer ${this.credentials.apiToken.reveal()}`, "content-type": "application/json" };
    const key = this.credentials.signingKey;
    const headers = key
      ? await signingHeaders(
          { method: "POST", url, headers: base, body: rawBody },
          { pem: key.pem.reveal(), id: key.id },
          new Date(),
        )
      : base;
    return exchangeWithProvider(this.#agent, this.http, { method: "POST", url, headers, body: rawBody, auditRequest });
  }

  private get(path: string, auditRequest: unknown) {
    return exchangeWithProvider(this.#agent, this.http, {
      method: "GET",
      url: `${this.baseUrl}${path}`,
      headers: { authorization: `Bearer ${this.credentials.apiToken.reveal()}` },
      auditRequest,
    });
  }

  /**
   * What pawaPay could not take, refused here without sending (as pawaPay would refuse it): a service it has no
   * provider for here, or an amount with more decimals than that provider takes (never rounded to fit).
   */
  private static unsendable(request: {
    amount: string;
    service: ServiceSymbol;
    currency: string;
  }): Answer<InitiateOutcome> | null {
    const { amount, service, currency } = request;
    const decimals = pawapayDecimals(service, currency);
    const refusal = (reasonCode: string, message: string): Answer<InitiateOutcome> => ({
      outcome: { kind: "rejected", reasonCode, message },
      exchange: { httpStatus: null, request: { amount, service, currency }, response: null, error: message, latencyMs: 0 },
    });
    if (!PAWAPAY_PROVIDERS[service]) return refusal("INVALID_PROVIDER", `pawaPay has no ${service} here`);
    if (decimalsUsed(amount) > decimals)
      return refusal("INVALID_AMOUNT", `${service} takes ${decimals} decimal(s) in ${currency}`);
    return null;
  }

  private async initiate(
    kind: "deposit" | "payout",
    request: CollectionRequest | DisbursementRequest,
  ): Promise<Answer<InitiateOutcome>> {
    const refused = PawapayAdapter.unsendable(request);
    if (refused) return refused;
    const id = pawapayId(kind, request.reference);
    const provider = PAWAPAY_PROVIDERS[request.service];
    const number = "customerNumber" in request ? request.customerNumber : request.recipientNumber;
    const body = {
      [ID_FIELD[kind]]: id,
      amount: wireAmount(request.amount, request.service, request.currency),
      currency: request.currency,
      [kind === "deposit" ? "payer" : "recipient"]: {
        type: "MMO",
        accountDetails: { phoneNumber: wireNumber(number), provider },
      },
      clientReferenceId: request.reference,
    };
    const { answer, exchange } = await this.post(`/v2/${PATHS[kind]}`, body, body);
    return { outcome: initiationOutcome(answer, id), exchange };
  }

  collect(request: CollectionRequest) {
    return this.initiate("deposit", request);
  }

  disburse(request: DisbursementRequest) {
    return this.initiate("payout", request);
  }

  /** pawaPay's refund reverses the deposit, in full or in part (its `amount`). */
  async refund(request: RefundRequest): Promise<Answer<InitiateOutcome>> {
    const refused = PawapayAdapter.unsendable(request);
    if (refused) return refused;
    const id = pawapayId("refund", request.reference);
    const body = {
      refundId: id,
      depositId: pawapayId("deposit", request.collectionReference),
      amount: wireAmount(request.amount, request.service, request.currency),
      currency: request.currency,
      // A refund has no clientReferenceId: its callback names our reference through the metadata it returns.
      metadata: [{ [REFERENCE_FIELD]: request.reference }],
    };
    const { answer, exchange } = await this.post("/v2/refunds", body, body);
    return { outcome: initiationOutcome(answer, id), exchange };
  }

  private async query(kind: "deposit" | "payout", reference: string) {
    const id = pawapayId(kind, reference);
    const { answer, exchange } = await this.get(`/v2/${PATHS[kind]}/${id}`, { [ID_FIELD[kind]]: id, reference });
    return { outcome: statusOutcome(answer, (movement) => movementResult(movement, reference, id), id), exchange };
  }

  private async queryRefund(reference: string) {
    const id = pawapayId("refund", reference);
    const { answer, exchange } = await this.get(`/v2/refunds/${id}`, { refundId: id, reference });
    const toResult = (movement: PawapayMovement) => refundResult(movement, reference, id);
    return { outcome: statusOutcome(answer, toResult, id), exchange };
  }

  /** `POST /v2/<kind>s/resend-callback/<id>`: `ACCEPTED`, or `REJECTED` with `NOT_FOUND` / `INVALID_STATE`. */
  private async resendCallback(kind: PawapayKind, reference: string): Promise<Answer<ResendOutcome>> {
    const id = pawapayId(kind, reference);
    const { answer, exchange } = await this.post(`/v2/${PATHS[kind]}/resend-callback/${id}`, {}, { [ID_FIELD[kind]]: id });
    const parsed = answer?.status === 200 ? parseProviderAnswer(resendAnswerSchema, answer.body) : undefined;
    if (!parsed || !("data" in parsed))
      return { outcome: { kind: "unknown", error: exchange.error ?? "unreadable answer" }, exchange };
    const { status, failureReason } = parsed.data;
    const outcome: ResendOutcome =
      status === "ACCEPTED" ? { kind: "accepted" } : { kind: "refused", reason: failureReason?.failureCode ?? status };
    return { outcome, exchange };
  }

  /** pawaPay's callback keys (`GET /v2/public-key/http`), fetched again for an unknown key id at most once a minute. */
  private async keyFor(keyId: string): Promise<KeyObject | undefined> {
    if (!this.#keys.has(keyId) && Date.now() - this.#keysFetchedAt > KEY_REFETCH_MS) {
      this.#keysFetchedAt = Date.now();
      const { answer } = await this.get("/v2/public-key/http", {});
      const parsed = answer?.status === 200 ? parseProviderAnswer(publicKeysSchema, answer.body) : undefined;
      if (parsed && "data" in parsed) {
        this.#keys = new Map(
          parsed.data.flatMap(({ id, key }) => {
            try {
              return [[id, publicKeyOf(key)] as const];
            } catch {
              return [];
            }
          }),
        );
      }
    }
    return this.#keys.get(keyId);
  }

  /**
   * A callback is the movement object itself, flat. With `callback_signatures` on it must verify (RFC 9421, pawaPay's
   * keys) or it is refused; off, nothing proves it came from pawaPay, so it only prompts the status query.
   */
  async verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | undefined>,
    now: Date,
  ): Promise<VerifiedWebhook | UnauthenticatedCallback> {
    if (this.credentials.callbackSignatures) {
      await verifyCallback({ url: this.callbackUrl, headers, rawBody }, (keyId) => this.keyFor(keyId), now);
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new MalformedWebhookPayloadError({ non_field_errors: "The body is not JSON." });
    }
    const movement = parseVerifiedPayload(movementSchema, json);
    const kind: PawapayKind = movement.refundId ? "refund" : movement.payoutId ? "payout" : "deposit";
    const id = movement[ID_FIELD[kind]];
    const reference = movement.clientReferenceId ?? referenceInMetadata(json);
    // The id is derived from our reference: a callback whose id is not its reference's is not one of ours.
    if (!id || !reference || pawapayId(kind, reference) !== id) {
      throw new MalformedWebhookPayloadError({ [ID_FIELD[kind]]: "Does not belong to the clientReferenceId it carries." });
    }
    const identity = { eventId: `${id}:${movement.status}`, reference, payload: json };
    if (!this.credentials.callbackSignatures) return { ...identity, operation: OPERATION_OF[kind], unauthenticated: true };
    if (kind === "refund") {
      const result = refundResult(movement, reference, id);
      if (!result) return { ...identity, operation: "collection", result: null };
      return { ...identity, operation: "refund", collectionReference: null, result };
    }
    const result = movementResult(movement, reference, id);
    if (kind === "payout") {
      if (!result) return { ...identity, operation: "collection", result: null };
      return { ...identity, operation: "disbursement", result };
    }
    return { ...identity, operation: "collection", result };
  }
}
