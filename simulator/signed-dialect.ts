import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { constantTimeEqual } from "../lib/secrets";
import type { CredentialsOf } from "../providers/protocols";
import { REPLAY_WINDOW_SECONDS, signature } from "../providers/signed/wire";
import { finalOutcome, isFinal, type SimulatedPayment } from "./behaviour";
import type { Dialect } from "./engine";
import { sendError, sendJson } from "./http";
import { signedMoneyOut } from "./signed-money-out";
import type { SimulatedProtocol } from "./simulated-protocol";

type SignedCredentials = CredentialsOf<"signed">;

/** Protocol B's provider side (providers.md, B.1 to B.3). */
function signedDialect(credentials: SignedCredentials, referencePrefix = "pb_"): Dialect {
  const payment = (p: SimulatedPayment, now: number) => {
    const final = isFinal(p, now) ? finalOutcome(p) : null;
    return {
      payment_id: p.providerReference,
      external_id: p.reference,
      state: final === "success" ? "succeeded" : final === "failed" ? "failed" : "pending",
      amount: Number(p.amountMinor),
      currency: p.currency,
      payer: { phone: p.phone },
      failure_code: final === "failed" ? "insufficient_funds" : null,
    };
  };
  return {
    referencePrefix,
    moneyOut: signedMoneyOut(credentials),
    route: (method, path) => {
      if (method === "POST" && path === "/api/payments") return { kind: "initiate" };
      const match = /^\/api\/payments\/by-external-id\/([^/]+)$/.exec(path);
      return method === "GET" && match ? { kind: "query", reference: decodeURIComponent(match[1]!) } : null;
    },
    authenticate: (request: IncomingMessage, rawBody) => {
      const timestamp = String(request.headers["x-timestamp"] ?? "");
      if (request.headers["x-client-id"] !== credentials.client_id || !/^\d+$/.test(timestamp)) return false;
      if (Math.abs(Date.now() / 1000 - Number(timestamp)) > REPLAY_WINDOW_SECONDS) return false;
      return constantTimeEqual(
        String(request.headers["x-signature"] ?? ""),
        signature(credentials.client_secret, timestamp, rawBody),
      );
    },
    unauthorized: (response) => sendError(response, 401, "invalid_signature", "The request signature does not match."),
    parseInitiate: (rawBody) => {
      try {
        const body = JSON.parse(rawBody.toString("utf8"));
        if (!Number.isSafeInteger(body.amount) || body.amount <= 0 || !/^\+\d{8,15}$/.test(body.payer?.phone)) return null;
        return {
          reference: String(body.external_id),
          amountMinor: BigInt(body.amount),
          currency: String(body.currency),
          phone: body.payer.phone,
          network: String(body.operator),
          notifyUrl: String(body.callback_url),
        };
      } catch {
        return null;
      }
    },
    accepted: (response, p, duplicate) =>
      duplicate
        ? sendJson(response, 409, {
            error: { code: "duplicate_external_id", message: "This external_id was already accepted." },
            payment_id: p.providerReference,
          })
        : sendJson(response, 201, { payment_id: p.providerReference, external_id: p.reference, state: "pending" }),
    rejected: (response) => sendError(response, 422, "invalid_phone", "The number cannot pay."),
    notFound: (response) => sendError(response, 404, "not_found", "No payment has this external_id."),
    statusView: payment,
    webhook: (p, eventId, forge) => {
      const data = payment(p, p.dueAt);
      const body = JSON.stringify({ id: eventId, type: `payment.${data.state}`, created: Math.floor(p.dueAt / 1000), data });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const secret = forge ? `${credentials.webhook_secret}-forged` : credentials.webhook_secret;
      return {
        body,
        headers: { "x-webhook-timestamp": timestamp, "x-webhook-signature": `v1=${signature(secret, timestamp, body)}` },
      };
    },
  };
}

export const simulatedSigned: SimulatedProtocol<SignedCredentials> = {
  dialect: signedDialect,
  generateCredentials: () => ({
    client_id: "client-1001",
    client_secret: randomBytes(32).toString("base64url"),
    webhook_secret: randomBytes(32).toString("base64url"),
  }),
  sampleProvider: {
    code_name: "beta",
    name: "Beta Payments",
    services: ["MPESA", "AIRTEL"],
    currencies: ["CDF", "USD"],
    priority: 20,
    enabled: true,
  },
};
