import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { fromMinorUnits, toMinorUnits } from "../lib/money";
import { constantTimeEqual } from "../lib/secrets";
import type { CredentialsOf } from "../providers/protocols";
import { fromMsisdn, seal, toMsisdn } from "../providers/sealed/wire";
import { SERVICE_SYMBOLS } from "../providers/services";
import { finalOutcome, isFinal, type SimulatedPayment } from "./behaviour";
import type { Dialect } from "./engine";
import { sendJson } from "./http";
import { sealedMoneyOut } from "./sealed-money-out";
import type { SimulatedProtocol } from "./simulated-protocol";

type SealedCredentials = CredentialsOf<"sealed">;

/** Protocol A's provider side (providers.md, A.1 to A.3). */
function sealedDialect(credentials: SealedCredentials, referencePrefix = "PA"): Dialect {
  const collection = (payment: SimulatedPayment, now: number) => {
    const final = isFinal(payment, now) ? finalOutcome(payment) : null;
    return {
      order_id: payment.reference,
      transaction_id: payment.providerReference,
      status: final === "success" ? "SUCCESS" : final === "failed" ? "FAILED" : "PENDING",
      amount: fromMinorUnits(payment.amountMinor),
      currency: payment.currency,
      msisdn: toMsisdn(payment.phone),
      reason_code: final === "failed" ? "INSUFFICIENT_FUNDS" : null,
    };
  };
  return {
    referencePrefix,
    moneyOut: sealedMoneyOut(credentials),
    route: (method, path) => {
      if (method === "POST" && path === "/v1/collections") return { kind: "initiate" };
      const match = /^\/v1\/collections\/([^/]+)$/.exec(path);
      return method === "GET" && match ? { kind: "query", reference: decodeURIComponent(match[1]!) } : null;
    },
    authenticate: (request: IncomingMessage) =>
      constantTimeEqual(request.headers.authorization ?? "", `Bearer ${credentials.api_key}`),
    unauthorized: (response) => sendJson(response, 401, { status: "UNAUTHORIZED" }),
    parseInitiate: (rawBody) => {
      try {
        const body = JSON.parse(rawBody.toString("utf8"));
        if (
          body.merchant_code !== credentials.merchant_code ||
          !/^\d+\.\d{2}$/.test(body.amount) ||
          !/^\d{8,15}$/.test(body.msisdn)
        ) {
          return null;
        }
        return {
          reference: String(body.order_id),
          amountMinor: toMinorUnits(body.amount),
          currency: String(body.currency),
          phone: fromMsisdn(body.msisdn),
          network: String(body.network),
          notifyUrl: String(body.notify_url),
        };
      } catch {
        return null;
      }
    },
    accepted: (response, payment, duplicate) =>
      sendJson(response, duplicate ? 409 : 202, {
        status: duplicate ? "DUPLICATE" : "ACCEPTED",
        order_id: payment.reference,
        transaction_id: payment.providerReference,
      }),
    rejected: (response) =>
      sendJson(response, 400, { status: "REJECTED", reason_code: "INVALID_MSISDN", message: "The number cannot pay." }),
    notFound: (response) => sendJson(response, 404, { status: "NOT_FOUND" }),
    statusView: collection,
    webhook: (payment, eventId, forge) => {
      const plaintext = {
        event_id: eventId,
        ...collection(payment, payment.dueAt),
        completed_at: new Date(payment.dueAt).toISOString(),
      };
      const envelope = seal(plaintext, credentials.merchant_code, credentials.enc_key, credentials.mac_key);
      if (forge) envelope.mac = envelope.mac.replace(/^./, (c) => (c === "0" ? "1" : "0"));
      return { body: JSON.stringify(envelope), headers: { "x-event-id": randomUUID() } };
    },
  };
}

export const simulatedSealed: SimulatedProtocol<SealedCredentials> = {
  dialect: sealedDialect,
  generateCredentials: () => ({
    merchant_code: "M-1001",
    api_key: randomBytes(24).toString("base64url"),
    enc_key: randomBytes(16).toString("hex"),
    mac_key: randomBytes(32).toString("hex"),
  }),
  sampleProvider: {
    code_name: "alpha",
    name: "Alpha Mobile Money",
    services: SERVICE_SYMBOLS,
    currencies: ["CDF", "USD"],
    priority: 10,
    enabled: true,
  },
};
