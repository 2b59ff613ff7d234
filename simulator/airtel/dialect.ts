import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constantTimeEqual, randomDigits, sha256Hex } from "../../lib/secrets";
import type { CredentialsOf } from "../../providers/protocols";
import { finalOutcome, isFinal, type SimulatedPayment } from "../behaviour";
import type { Dashboard, Dialect, OwnRoute } from "../engine";
import { sendJson } from "../http";
import { providerKeyPair } from "../provider-keys";
import type { SimulatedProtocol } from "../simulated-protocol";
import { airtelMoneyOut } from "./money-out";
import {
  answered,
  callback,
  minorUnitsOf,
  openRsa,
  parseJson,
  phoneOf,
  refusal,
  signatureMatches,
  statusBlock,
  type Told,
} from "./wire";

type AirtelCredentials = CredentialsOf<"airtel">;

/** UAT's lifetime (networks.md: `"expires_in":"180"`); production's is not known. */
const TOKEN_SECONDS = 180;
const CURRENCIES = new Set(["CDF", "USD"]);
/** The one number the user lookup does not know (DP02200000002). */
export const UNREGISTERED_MSISDN = "970000000";
/** The user lookup's holders, picked by the number's last digit. */
const HOLDERS = [
  ["Jean-Pierre", "Mukendi"],
  ["Marie", "Kabasele"],
  ["Patrick", "Ilunga"],
  ["Grace", "Mbuyi"],
  ["Joseph", "Tshimanga"],
  ["Esther", "Kalonji"],
  ["Didier", "Lukusa"],
  ["Sarah", "Ngalula"],
  ["Trésor", "Kasongo"],
  ["Nadine", "Mwamba"],
] as const;

interface Refusal {
  status: number;
  body: object;
}

const INVALID_TOKEN: Refusal = {
  status: 403,
  body: { error: "invalid_token", error_description: "The access token is invalid or has expired" },
};

/** Bearer tokens by their hash (a lookup by the token itself would time its bytes), each with its expiry. */
function tokenStore() {
  const expiries = new Map<string, number>();
  return {
    issue: () => {
      const now = Date.now();
      for (const [hash, expiry] of expiries) if (expiry <= now) expiries.delete(hash);
      const token = randomBytes(24).toString("base64url");
      expiries.set(sha256Hex(token), now + TOKEN_SECONDS * 1000);
      return token;
    },
    valid: (token: string) => (expiries.get(sha256Hex(token)) ?? 0) > Date.now(),
  };
}

/** A collection's state as the enquiry and the callback tell it. */
function toldOfCollection(payment: SimulatedPayment, now: number): Told {
  const outcome = isFinal(payment, now) ? finalOutcome(payment) : null;
  if (outcome === null) return { status: "TIP", responseCode: "DP00800001006", message: "Transaction in progress." };
  if (outcome === "success")
    return { status: "TS", responseCode: "DP00800001001", message: `Paid. Trans ID ${payment.providerReference}.` };
  return payment.behaviour === "late_success"
    ? { status: "TE", responseCode: "DP00800001029", message: "Transaction expired." }
    : { status: "TF", responseCode: "DP00800001007", message: "Insufficient balance." };
}

/** Airtel Africa Open API's provider side (networks.md section 1). */
function airtelDialect(credentials: AirtelCredentials, referencePrefix = "MP"): Dialect {
  const { privateKey } = providerKeyPair("airtel", "rsa");
  const dashboard: Dashboard = { callbackUrl: null };
  const tokens = tokenStore();
  /** Why `authenticate` refused a request, for `unauthorized` to answer. */
  const refusals = new WeakMap<IncomingMessage, Refusal>();
  /** Each successful collection's amount under the id shown for it: what a reversal of it gives back. */
  const reversible = new Map<string, bigint>();

  const collectionView = (payment: SimulatedPayment, now: number) => {
    const told = toldOfCollection(payment, now);
    if (told.status === "TS") reversible.set(payment.providerReference, payment.amountMinor);
    const airtelMoneyId = told.status === "TS" ? payment.providerReference : null;
    return {
      told,
      transaction: { airtel_money_id: airtelMoneyId, id: payment.reference, message: told.message, status: told.status },
    };
  };

  /** The disbursement PIN, encrypted under Airtel's key with the credentials' padding, must open to theirs. */
  const pinRefusal = (rawBody: Buffer): Refusal | null => {
    const pin = parseJson(rawBody)?.pin;
    if (typeof pin !== "string" || !credentials.disbursement_pin)
      return { status: 200, body: refusal("ROUTER114", "PIN validation error.") };
    const opened = openRsa(privateKey, pin, credentials.pin_padding);
    if (opened === null) return { status: 200, body: refusal("ROUTER116", "Encrypted PIN could not be decrypted.") };
    return constantTimeEqual(opened, credentials.disbursement_pin)
      ? null
      : { status: 200, body: refusal("ROUTER115", "Incorrect PIN.") };
  };

  /** What Airtel checks before reading a call (networks.md, "Authentication"), v2's signature and the PIN included. */
  const refusalOf = (request: IncomingMessage, rawBody: Buffer): Refusal | null => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.valid(bearer)) return INVALID_TOKEN;
    if (request.headers["x-country"] !== credentials.country)
      return { status: 400, body: { status_message: "Partner not found", status_code: "ROUTER110" } };
    if (!CURRENCIES.has(String(request.headers["x-currency"])))
      return { status: 400, body: refusal("ROUTER112", "Invalid currency.") };
    const path = new URL(request.url ?? "/", "http://airtel").pathname;
    if (request.method === "POST" && path === "/merchant/v2/payments/") {
      const { "x-signature": signature, "x-key": xKey } = request.headers;
      if (!signatureMatches(rawBody, signature, xKey, privateKey))
        return { status: 200, body: refusal("DP00800001026", "x-signature and payload did not match") };
    }
    return request.method === "POST" && path === "/standard/v2/disbursements/" ? pinRefusal(rawBody) : null;
  };

  const tokenRoute: OwnRoute = {
    open: true,
    serve: (_context, _request, rawBody, response) => {
      const body = parseJson(rawBody);
      const known =
        constantTimeEqual(String(body?.client_id ?? ""), credentials.client_id) &&
        constantTimeEqual(String(body?.client_secret ?? ""), credentials.client_secret) &&
        body?.grant_type === "client_credentials";
      if (!known) return sendJson(response, 400, { error: "invalid_client", error_description: "Invalid client authentication" });
      sendJson(response, 200, { access_token: tokens.issue(), expires_in: String(TOKEN_SECONDS), token_type: "bearer" });
    },
  };

  /**
   * The wallet of the call's `X-Currency`. networks.md gives only the path: this `data` (the balance as a decimal
   * string, its currency, the account's status) and the users family's success code are our choice.
   */
  const balanceRoute: OwnRoute = {
    serve: async (context, request, _rawBody, response) => {
      const currency = String(request.headers["x-currency"]);
      const balance = await context.moneyOut.floatBalance(currency);
      const data = { balance, currency, account_status: "ACTIVE" };
      sendJson(response, 200, { data, status: statusBlock("DP02200000001", "SUCCESS", true) });
    },
  };

  const userRoute = (msisdn: string): OwnRoute => ({
    serve: (_context, _request, _rawBody, response) => userAnswer(response, msisdn),
  });

  const userAnswer = (response: ServerResponse, msisdn: string) => {
    const phone = phoneOf(msisdn, credentials.msisdn_format);
    if (!phone) return sendJson(response, 400, refusal("ESB000036", "Invalid MSISDN."));
    if (phone.endsWith(UNREGISTERED_MSISDN)) return sendJson(response, 200, refusal("DP02200000002", "User not found."));
    const [firstName, lastName] = HOLDERS[Number(phone.slice(-1))]!;
    const holder = {
      first_name: firstName,
      last_name: lastName,
      grade: "SUBS",
      is_barred: false,
      is_pin_set: true,
      msisdn,
      reg_status: "SUBS",
      registration: { id: phone.slice(-9), status: "SUBS" },
    };
    sendJson(response, 200, { data: holder, status: statusBlock("DP02200000001", "SUCCESS", true) });
  };

  return {
    referencePrefix,
    dashboard,
    moneyOut: airtelMoneyOut(credentials, dashboard, reversible),
    route: (method, path) => {
      if (method === "POST" && (path === "/merchant/v1/payments/" || path === "/merchant/v2/payments/"))
        return { kind: "initiate" };
      const query = /^\/standard\/v1\/payments\/([^/]+)$/.exec(path);
      return method === "GET" && query ? { kind: "query", reference: decodeURIComponent(query[1]!) } : null;
    },
    ownRoute: (method, url) => {
      if (method === "POST" && url.pathname === "/auth/oauth2/token") return tokenRoute;
      if (method !== "GET") return null;
      if (url.pathname === "/standard/v1/users/balance") return balanceRoute;
      const user = /^\/standard\/v1\/users\/([^/]+)$/.exec(url.pathname);
      return user ? userRoute(decodeURIComponent(user[1]!)) : null;
    },
    authenticate: (request, rawBody) => {
      const refused = refusalOf(request, rawBody);
      if (refused) refusals.set(request, refused);
      return refused === null;
    },
    unauthorized: (response, request) => {
      const { status, body } = refusals.get(request) ?? INVALID_TOKEN;
      sendJson(response, status, body);
    },
    parseInitiate: (rawBody) => {
      const body = parseJson(rawBody);
      const transaction = body?.transaction;
      const phone = phoneOf(body?.subscriber?.msisdn, credentials.msisdn_format);
      const amountMinor = minorUnitsOf(transaction?.amount);
      if (!phone || amountMinor === null || typeof transaction.id !== "string" || !transaction.id) return null;
      if (!/^[A-Z]{3}$/.test(String(transaction.currency))) return null;
      return {
        reference: transaction.id,
        amountMinor,
        currency: transaction.currency,
        phone,
        network: "AIRTEL",
        notifyUrl: dashboard.callbackUrl ?? "",
      };
    },
    accepted: (response, payment, duplicate) =>
      duplicate
        ? sendJson(response, 200, refusal("ESB000041", "External Transaction ID already exists"))
        : sendJson(response, 200, answered({ id: payment.reference, status: "SUCCESS" }, "DP00800001006", "SUCCESS")),
    rejected: (response) => sendJson(response, 200, refusal("DP00800001010", "Not permitted to payee.")),
    notFound: (response) => sendJson(response, 200, refusal("ESB000045", "No Transaction Found With Provided Transaction Id")),
    statusView: (payment, now) => {
      const { told, transaction } = collectionView(payment, now);
      return answered(transaction, told.responseCode, told.message);
    },
    webhook: (payment, _eventId, forge) => {
      const { transaction } = collectionView(payment, payment.dueAt);
      const { id, status, message, airtel_money_id } = transaction;
      return callback({ id, status_code: status, message, airtel_money_id }, credentials.callback_key, forge);
    },
  };
}

export const simulatedAirtel: SimulatedProtocol<AirtelCredentials> = {
  dialect: airtelDialect,
  generateCredentials: () => ({
    client_id: `airtel-${randomBytes(6).toString("hex")}`,
    client_secret: randomBytes(24).toString("base64url"),
    country: "CD",
    disbursement_pin: randomDigits(4),
    pin_public_key: providerKeyPair("airtel", "rsa").publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    pin_padding: "pkcs1",
    callback_key: randomBytes(24).toString("base64url"),
    message_signing: false,
    msisdn_format: "national9",
  }),
  sampleProvider: {
    code_name: "airtel",
    name: "Airtel Money RDC",
    services: ["AIRTEL"],
    currencies: ["CDF", "USD"],
    priority: 5,
    enabled: false,
  },
};
