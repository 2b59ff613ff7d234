import { sendJson } from "../http";
import type { MoneyOutDialect, MoneyOutRejection } from "../money-out";
import { type ExtrasById, movementView, rememberRequest } from "./movements";
import { callback, jsonObject, type PawapayCredentials, parseAmount, sendRejected, UUID } from "./wire";

const REJECTION: Record<Exclude<MoneyOutRejection, "collection_not_found">, string> = {
  insufficient_float: "PAWAPAY_WALLET_OUT_OF_FUNDS",
  recipient_rejected: "PROVIDER_TEMPORARILY_UNAVAILABLE",
  collection_not_successful: "REFUNDS_NOT_ALLOWED",
  amount_exceeds_remaining: "AMOUNT_TOO_LARGE",
};

/** pawaPay's payouts (`/v2/payouts`) and refunds of deposits (`/v2/refunds`), provider side (networks.md section 4). */
export function pawapayMoneyOut(
  credentials: PawapayCredentials,
  extras: ExtrasById,
  dashboard: { callbackUrl: string | null },
): MoneyOutDialect {
  const kindOf = (operation: "disbursement" | "refund") => (operation === "disbursement" ? "payout" : "refund");
  return {
    prefixes: { disbursement: "PPO", refund: "PRF" },
    route: (method, url) => {
      const path = url.pathname;
      if (method === "POST" && path === "/v2/payouts") return { kind: "disburse" };
      if (method === "POST" && path === "/v2/refunds") return { kind: "refund", collectionReference: null };
      const query = /^\/v2\/(payouts|refunds)\/([^/]+)$/.exec(path);
      if (method !== "GET" || !query) return null;
      const reference = decodeURIComponent(query[2]!);
      return query[1] === "payouts" ? { kind: "query_disbursement", reference } : { kind: "query_refund", reference };
    },
    parseDisbursement: (rawBody) => {
      const body = jsonObject(rawBody);
      const details = body?.recipient?.accountDetails;
      const amount = body && parseAmount(body.amount, details?.provider, body.currency);
      if (!body || !UUID.test(body.payoutId) || !amount) return null;
      rememberRequest(extras, body.payoutId, body);
      return {
        reference: body.payoutId,
        amountMinor: amount,
        currency: body.currency,
        phone: `+${details.phoneNumber}`,
        network: details.provider,
        notifyUrl: dashboard.callbackUrl ?? "",
      };
    },
    parseRefund: (rawBody) => {
      const body = jsonObject(rawBody);
      if (!body || !UUID.test(body.refundId) || !UUID.test(body.depositId)) return null;
      const amount = parseAmount(body.amount, "", body.currency);
      if (!amount) return null;
      rememberRequest(extras, body.refundId, body);
      return {
        reference: body.refundId,
        collection: { reference: body.depositId },
        amountMinor: amount,
        notifyUrl: dashboard.callbackUrl ?? "",
      };
    },
    accepted: (response, record, duplicate) =>
      sendJson(response, 200, {
        [record.operation === "disbursement" ? "payoutId" : "refundId"]: record.reference,
        status: duplicate ? "DUPLICATE_IGNORED" : "ACCEPTED",
        created: extras.get(record.reference)?.created,
      }),
    rejected: (response, operation, why) =>
      why === "collection_not_found"
        ? sendJson(response, 400, { failureReason: { failureCode: "INVALID_INPUT", failureMessage: "No such deposit." } })
        : sendRejected(response, kindOf(operation), null, REJECTION[why]),
    notFound: (response) => sendJson(response, 200, { status: "NOT_FOUND" }),
    statusView: (record, now) => ({ status: "FOUND", data: movementView(kindOf(record.operation), record, extras, now) }),
    webhook: (record, _eventId, forge) =>
      callback(
        credentials,
        dashboard.callbackUrl ?? "",
        movementView(kindOf(record.operation), record, extras, record.dueAt, forge && !credentials.callback_signatures),
        forge,
      ),
  };
}
