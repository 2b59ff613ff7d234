import { randomUUID } from "node:crypto";
import { fromMinorUnits, toMinorUnits } from "../lib/money";
import type { CredentialsOf } from "../providers/protocols";
import { fromMsisdn, seal, toMsisdn } from "../providers/sealed/wire";
import { finalOutcome, isFinal, type SimulatedPayment, settledOutcome } from "./behaviour";
import { sendJson } from "./http";
import type { MoneyOutDialect, MoneyOutRecord, MoneyOutRejection } from "./money-out";

const REASON: Record<MoneyOutRejection, { status: number; body: object }> = {
  insufficient_float: { status: 400, body: { status: "REJECTED", reason_code: "INSUFFICIENT_FLOAT", message: "Float too low." } },
  recipient_rejected: {
    status: 400,
    body: { status: "REJECTED", reason_code: "INVALID_MSISDN", message: "The number cannot receive." },
  },
  collection_not_successful: {
    status: 400,
    body: { status: "REJECTED", reason_code: "COLLECTION_NOT_SUCCESSFUL", message: "The collection did not succeed." },
  },
  amount_exceeds_remaining: {
    status: 400,
    body: { status: "REJECTED", reason_code: "AMOUNT_EXCEEDS_REMAINING", message: "More than the collection's remainder." },
  },
  collection_not_found: { status: 404, body: { status: "NOT_FOUND" } },
};

const STATUS = { success: "SUCCESS", failed: "FAILED" } as const;

const total = (amounts: bigint[]) => ({ count: amounts.length, amount: fromMinorUnits(amounts.reduce((a, b) => a + b, 0n)) });

/** Protocol A's money out, provider side (providers.md A.4 to A.6, Statements). */
export function sealedMoneyOut(credentials: CredentialsOf<"sealed">): MoneyOutDialect {
  const view = (record: MoneyOutRecord, now: number) => {
    const final = isFinal(record, now) ? finalOutcome(record) : null;
    const shared = {
      transaction_id: record.providerReference,
      status: final ? STATUS[final] : "PENDING",
      amount: fromMinorUnits(record.amountMinor),
      currency: record.currency,
      reason_code: final === "failed" ? "RECIPIENT_NOT_FOUND" : null,
    };
    return record.operation === "disbursement"
      ? { order_id: record.reference, ...shared, msisdn: toMsisdn(record.phone) }
      : { refund_id: record.reference, order_id: record.collection?.reference, ...shared };
  };
  const parse = (rawBody: Buffer) => {
    try {
      const body = JSON.parse(rawBody.toString("utf8"));
      return body?.merchant_code === credentials.merchant_code && /^\d+\.\d{2}$/.test(body.amount) ? body : null;
    } catch {
      return null;
    }
  };
  return {
    prefixes: { disbursement: "DA", refund: "RA" },
    route: (method, url) => {
      const path = url.pathname;
      if (method === "POST" && path === "/v1/disbursements") return { kind: "disburse" };
      const refund = /^\/v1\/collections\/([^/]+)\/refunds$/.exec(path);
      if (method === "POST" && refund) return { kind: "refund", collectionReference: decodeURIComponent(refund[1]!) };
      if (method !== "GET") return null;
      if (path === "/v1/statements") return { kind: "statement", date: url.searchParams.get("date") };
      const disbursement = /^\/v1\/disbursements\/([^/]+)$/.exec(path);
      if (disbursement) return { kind: "query_disbursement", reference: decodeURIComponent(disbursement[1]!) };
      const refundQuery = /^\/v1\/refunds\/([^/]+)$/.exec(path);
      return refundQuery ? { kind: "query_refund", reference: decodeURIComponent(refundQuery[1]!) } : null;
    },
    parseDisbursement: (rawBody) => {
      const body = parse(rawBody);
      if (!body || typeof body.order_id !== "string" || !/^\d{8,15}$/.test(body.msisdn)) return null;
      return {
        reference: body.order_id,
        amountMinor: toMinorUnits(body.amount),
        currency: String(body.currency),
        phone: fromMsisdn(body.msisdn),
        network: String(body.network),
        notifyUrl: String(body.notify_url),
      };
    },
    parseRefund: (rawBody, collectionReference) => {
      const body = parse(rawBody);
      if (!body || typeof body.refund_id !== "string" || !collectionReference) return null;
      return {
        reference: body.refund_id,
        collection: { reference: collectionReference },
        amountMinor: toMinorUnits(body.amount),
        notifyUrl: String(body.notify_url),
      };
    },
    accepted: (response, record, duplicate) =>
      sendJson(response, duplicate ? 409 : 202, {
        status: duplicate ? "DUPLICATE" : "ACCEPTED",
        [record.operation === "disbursement" ? "order_id" : "refund_id"]: record.reference,
        transaction_id: record.providerReference,
      }),
    rejected: (response, _operation, why) => sendJson(response, REASON[why].status, REASON[why].body),
    notFound: (response) => sendJson(response, 404, { status: "NOT_FOUND" }),
    statusView: view,
    webhook: (record, eventId, forge) => {
      const plaintext = {
        event_id: eventId,
        kind: record.operation,
        ...view(record, record.dueAt),
        completed_at: new Date(record.dueAt).toISOString(),
      };
      const envelope = seal(plaintext, credentials.merchant_code, credentials.enc_key, credentials.mac_key);
      if (forge) envelope.mac = envelope.mac.replace(/^./, (c) => (c === "0" ? "1" : "0"));
      return { body: JSON.stringify(envelope), headers: { "x-event-id": randomUUID() } };
    },
    statement: (date, collections: SimulatedPayment[], moneyOut) => {
      const lines = [
        ...collections.map((payment) => ({
          kind: "collection",
          order_id: payment.reference,
          transaction_id: payment.providerReference,
          status: STATUS[settledOutcome(payment)!],
          amountMinor: payment.amountMinor,
          currency: payment.currency,
        })),
        ...moneyOut.map((record) => ({
          kind: record.operation,
          order_id: record.collection?.reference ?? record.reference,
          ...(record.operation === "refund" ? { refund_id: record.reference } : {}),
          transaction_id: record.providerReference,
          status: STATUS[settledOutcome(record)!],
          amountMinor: record.amountMinor,
          currency: record.currency,
        })),
      ];
      const currencies = [...new Set(lines.map((line) => line.currency))].sort();
      const successes = (currency: string, kind: string) =>
        lines.filter((l) => l.currency === currency && l.kind === kind && l.status === "SUCCESS").map((l) => l.amountMinor);
      return {
        date,
        currency_totals: currencies.map((currency) => ({
          currency,
          collections: total(successes(currency, "collection")),
          disbursements: total(successes(currency, "disbursement")),
          refunds: total(successes(currency, "refund")),
        })),
        lines: lines.map(({ amountMinor, ...line }) => ({ ...line, amount: fromMinorUnits(amountMinor) })),
      };
    },
  };
}
