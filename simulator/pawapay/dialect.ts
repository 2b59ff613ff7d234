import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Dashboard, Dialect, DialectContext, OwnRoute } from "../engine";
import { sendJson } from "../http";
import type { SimulatedProtocol } from "../simulated-protocol";
import { pawapayMoneyOut } from "./money-out";
import { type ExtrasById, movementView, rememberRequest } from "./movements";
import {
  bearerMatches,
  callback,
  callbackKey,
  ID_FIELD,
  jsonObject,
  type PawapayCredentials,
  type PawapayKind,
  parseAmount,
  partyRefusal,
  pawapayBehaviourFor,
  requestSignatureHolds,
  sendRejected,
  UUID,
} from "./wire";

const KIND_OF_PATH: Record<string, PawapayKind> = { deposits: "deposit", payouts: "payout", refunds: "refund" };
const FINANCIAL = /^\/v2\/(deposits|payouts|refunds)$/;

const technicalError = (response: ServerResponse, status: number, code: string) =>
  sendJson(response, status, { failureReason: { failureCode: code, failureMessage: code.toLowerCase().replaceAll("_", " ") } });

/**
 * pawaPay's REJECTED for a deposit or payout it would not take: a party, provider, currency or amount it refuses.
 * Refunds are checked against their deposit by the engine.
 */
function refusalOf(kind: PawapayKind, body: Record<string, any>): string | null {
  if (kind === "refund") return null;
  const party = kind === "deposit" ? body.payer : body.recipient;
  const refusal = partyRefusal(party, body.currency);
  if (refusal) return refusal;
  return parseAmount(body.amount, party.accountDetails.provider, body.currency) ? null : "INVALID_AMOUNT";
}

/** `POST /v2/<kind>s/resend-callback/<id>`: ACCEPTED, or REJECTED NOT_FOUND / INVALID_STATE (networks.md). */
async function resendCallback(context: DialectContext, kind: PawapayKind, id: string, response: ServerResponse) {
  const sent =
    kind === "deposit"
      ? await context.resendCollection(id)
      : await context.moneyOut.resend(kind === "payout" ? "disbursement" : "refund", id);
  if (sent) return sendJson(response, 200, { [ID_FIELD[kind]]: id, status: "ACCEPTED" });
  const known =
    kind === "deposit"
      ? await context.collections.get(id)
      : await context.moneyOut.store.get(kind === "payout" ? "disbursement" : "refund", id);
  sendRejected(response, kind, id, known ? "INVALID_STATE" : "NOT_FOUND");
}

/** `GET /v2/wallet-balances`: the float per currency of the merchant's pawaPay wallet in the DR Congo. */
async function walletBalances(context: DialectContext, response: ServerResponse) {
  const balances = await Promise.all(
    ["CDF", "USD"].map(async (currency) => ({
      country: "COD",
      currency,
      balance: await context.moneyOut.floatBalance(currency),
      provider: "",
    })),
  );
  sendJson(response, 200, { balances });
}

/** pawaPay Merchant API v2, provider side (networks.md section 4): deposits, payouts, refunds, their callbacks. */
function pawapayDialect(credentials: PawapayCredentials, referencePrefix = "PP"): Dialect {
  const extras: ExtrasById = new Map();
  const dashboard: Dashboard = { callbackUrl: null };

  const ownRoute = (method: string, url: URL, rawBody: Buffer): OwnRoute | null => {
    const path = url.pathname;
    if (method === "GET" && path === "/v2/public-key/http") {
      const { publicKey, id } = callbackKey();
      return {
        serve: (_context, _request, _body, response) =>
          sendJson(response, 200, [{ id, key: publicKey.export({ type: "spki", format: "pem" }) }]),
      };
    }
    if (method === "GET" && path === "/v2/wallet-balances")
      return { serve: (context, _request, _body, response) => walletBalances(context, response) };
    const resend = /^\/v2\/(deposits|payouts|refunds)\/resend-callback\/([^/]+)$/.exec(path);
    if (method === "POST" && resend)
      return {
        serve: (context, _request, _body, response) => resendCallback(context, KIND_OF_PATH[resend[1]!]!, resend[2]!, response),
      };
    const financial = FINANCIAL.exec(path);
    if (method !== "POST" || !financial) return null;
    // A request pawaPay refuses outright is answered here; one it takes goes on to the engine.
    const kind = KIND_OF_PATH[financial[1]!]!;
    const body = jsonObject(rawBody);
    const id = body?.[ID_FIELD[kind]];
    if (!body || typeof id !== "string" || !UUID.test(id))
      return { serve: (_context, _request, _body, response) => technicalError(response, 400, "INVALID_INPUT") };
    const refusal = refusalOf(kind, body);
    return refusal ? { serve: (_context, _request, _body, response) => sendRejected(response, kind, id, refusal) } : null;
  };

  return {
    referencePrefix,
    dashboard,
    behaviourFor: pawapayBehaviourFor,
    moneyOut: pawapayMoneyOut(credentials, extras, dashboard),
    ownRoute,
    route: (method, path) => {
      if (method === "POST" && path === "/v2/deposits") return { kind: "initiate" };
      const query = /^\/v2\/deposits\/([^/]+)$/.exec(path);
      return method === "GET" && query ? { kind: "query", reference: decodeURIComponent(query[1]!) } : null;
    },
    authenticate: async (request, rawBody) =>
      bearerMatches(credentials, request) &&
      (request.method !== "POST" ||
        !FINANCIAL.test(request.url ?? "") ||
        (await requestSignatureHolds(credentials, request, rawBody))),
    unauthorized: (response, request) =>
      bearerMatches(credentials, request)
        ? technicalError(response, 403, "HTTP_SIGNATURE_ERROR")
        : technicalError(response, 401, "AUTHENTICATION_ERROR"),
    parseInitiate: (rawBody) => {
      const body = jsonObject(rawBody);
      const details = body?.payer?.accountDetails;
      const amount = body && parseAmount(body.amount, details?.provider, body.currency);
      if (!body || !amount) return null;
      rememberRequest(extras, body.depositId, body);
      return {
        reference: body.depositId,
        amountMinor: amount,
        currency: body.currency,
        phone: `+${details.phoneNumber}`,
        network: details.provider,
        notifyUrl: dashboard.callbackUrl ?? "",
      };
    },
    accepted: (response, payment, duplicate) =>
      sendJson(response, 200, {
        depositId: payment.reference,
        status: duplicate ? "DUPLICATE_IGNORED" : "ACCEPTED",
        created: extras.get(payment.reference)?.created,
      }),
    rejected: (response, asked) => sendRejected(response, "deposit", asked.reference, "PROVIDER_TEMPORARILY_UNAVAILABLE"),
    notFound: (response) => sendJson(response, 200, { status: "NOT_FOUND" }),
    statusView: (payment, now) => ({ status: "FOUND", data: movementView("deposit", payment, extras, now) }),
    webhook: (payment, _eventId, forge) =>
      callback(
        credentials,
        dashboard.callbackUrl ?? "",
        movementView("deposit", payment, extras, payment.dueAt, forge && !credentials.callback_signatures),
        forge,
      ),
  };
}

export const simulatedPawapay: SimulatedProtocol<PawapayCredentials> = {
  dialect: pawapayDialect,
  generateCredentials: () => {
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    return {
      api_token: randomBytes(24).toString("base64url"),
      signing_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      signing_key_id: `merchant-key-${randomBytes(4).toString("hex")}`,
      callback_signatures: true,
    };
  },
  sampleProvider: {
    code_name: "pawapay",
    name: "pawaPay (aggregator)",
    services: ["MPESA", "AIRTEL", "ORANGE"],
    currencies: ["CDF", "USD"],
    priority: 5,
    enabled: false,
  },
};
