import type { CredentialsOf } from "../providers/protocols";
import { signature } from "../providers/signed/wire";
import { finalOutcome, isFinal, type SimulatedPayment, settledOutcome } from "./behaviour";
import { sendError, sendJson } from "./http";
import type { MoneyOutDialect, MoneyOutRecord, MoneyOutRejection } from "./money-out";

const CODE: Record<Exclude<MoneyOutRejection, "collection_not_found">, string> = {
  insufficient_float: "insufficient_float",
  recipient_rejected: "invalid_phone",
  collection_not_successful: "payment_not_succeeded",
  amount_exceeds_remaining: "amount_exceeds_remaining",
};

const STATE = { success: "succeeded", failed: "failed" } as const;

const total = (amounts: bigint[]) => ({ count: amounts.length, amount: Number(amounts.reduce((a, b) => a + b, 0n)) });

/** Protocol B's money out, provider side (providers.md B.4 to B.6, Statements). */
export function signedMoneyOut(credentials: CredentialsOf<"signed">): MoneyOutDialect {
  const view = (record: MoneyOutRecord, now: number) => {
    const final = isFinal(record, now) ? finalOutcome(record) : null;
    const state = final ? STATE[final] : "pending";
    const failure_code = final === "failed" ? "recipient_not_found" : null;
    const amount = Number(record.amountMinor);
    return record.operation === "disbursement"
      ? {
          payout_id: record.providerReference,
          external_id: record.reference,
          state,
          amount,
          currency: record.currency,
          recipient: { phone: record.phone },
          failure_code,
        }
      : {
          refund_id: record.providerReference,
          external_id: record.reference,
          payment_id: record.collection?.providerReference,
          state,
          amount,
          currency: record.currency,
          failure_code,
        };
  };
  const parse = (rawBody: Buffer) => {
    try {
      const body = JSON.parse(rawBody.toString("utf8"));
      return typeof body?.external_id === "string" && Number.isSafeInteger(body.amount) && body.amount > 0 ? body : null;
    } catch {
      return null;
    }
  };
  return {
    prefixes: { disbursement: "po_", refund: "rf_" },
    route: (method, url) => {
      const path = url.pathname;
      if (method === "POST" && path === "/api/payouts") return { kind: "disburse" };
      if (method === "POST" && path === "/api/refunds") return { kind: "refund", collectionReference: null };
      if (method !== "GET") return null;
      if (path === "/api/statements") return { kind: "statement", date: url.searchParams.get("date") };
      const payout = /^\/api\/payouts\/by-external-id\/([^/]+)$/.exec(path);
      if (payout) return { kind: "query_disbursement", reference: decodeURIComponent(payout[1]!) };
      const refund = /^\/api\/refunds\/by-external-id\/([^/]+)$/.exec(path);
      return refund ? { kind: "query_refund", reference: decodeURIComponent(refund[1]!) } : null;
    },
    parseDisbursement: (rawBody) => {
      const body = parse(rawBody);
      if (!body || !/^\+\d{8,15}$/.test(body.recipient?.phone)) return null;
      return {
        reference: body.external_id,
        amountMinor: BigInt(body.amount),
        currency: String(body.currency),
        phone: body.recipient.phone,
        network: String(body.operator),
        notifyUrl: String(body.callback_url),
      };
    },
    parseRefund: (rawBody) => {
      const body = parse(rawBody);
      if (!body || typeof body.payment_id !== "string") return null;
      return {
        reference: body.external_id,
        collection: { providerReference: body.payment_id },
        amountMinor: BigInt(body.amount),
        notifyUrl: String(body.callback_url),
      };
    },
    accepted: (response, record, duplicate) => {
      const idField = record.operation === "disbursement" ? "payout_id" : "refund_id";
      return duplicate
        ? sendJson(response, 409, {
            error: { code: "duplicate_external_id", message: "This external_id was already accepted." },
            [idField]: record.providerReference,
          })
        : sendJson(response, 201, { [idField]: record.providerReference, external_id: record.reference, state: "pending" });
    },
    rejected: (response, _operation, why) =>
      why === "collection_not_found"
        ? sendError(response, 404, "not_found", "No payment has this payment_id.")
        : sendError(response, 422, CODE[why], "Refused."),
    notFound: (response, operation) =>
      sendError(response, 404, "not_found", `No ${operation === "disbursement" ? "payout" : "refund"} has this external_id.`),
    statusView: view,
    webhook: (record, eventId, forge) => {
      const data = view(record, record.dueAt);
      const type = `${record.operation === "disbursement" ? "payout" : "refund"}.${data.state}`;
      const body = JSON.stringify({ id: eventId, type, created: Math.floor(record.dueAt / 1000), data });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const secret = forge ? `${credentials.webhook_secret}-forged` : credentials.webhook_secret;
      return {
        body,
        headers: { "x-webhook-timestamp": timestamp, "x-webhook-signature": `v1=${signature(secret, timestamp, body)}` },
      };
    },
    statement: (date, collections: SimulatedPayment[], moneyOut) => {
      const lines = [
        ...collections.map((payment) => ({
          kind: "payment",
          external_id: payment.reference,
          id: payment.providerReference,
          state: STATE[settledOutcome(payment)!],
          amount: payment.amountMinor,
          currency: payment.currency,
        })),
        ...moneyOut.map((record) => ({
          kind: record.operation === "disbursement" ? "payout" : "refund",
          external_id: record.reference,
          id: record.providerReference,
          state: STATE[settledOutcome(record)!],
          amount: record.amountMinor,
          currency: record.currency,
        })),
      ];
      const currencies = [...new Set(lines.map((line) => line.currency))].sort();
      const successes = (currency: string, kind: string) =>
        lines.filter((l) => l.currency === currency && l.kind === kind && l.state === "succeeded").map((l) => l.amount);
      return {
        date,
        currency_totals: currencies.map((currency) => ({
          currency,
          payments: total(successes(currency, "payment")),
          payouts: total(successes(currency, "payout")),
          refunds: total(successes(currency, "refund")),
        })),
        lines: lines.map((line) => ({ ...line, amount: Number(line.amount) })),
      };
    },
  };
}
