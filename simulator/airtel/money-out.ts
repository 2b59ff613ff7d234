import type { ServerResponse } from "node:http";
import { fromMinorUnits } from "../../lib/money";
import type { CredentialsOf } from "../../providers/protocols";
import { finalOutcome } from "../behaviour";
import type { Dashboard } from "../engine";
import { sendJson } from "../http";
import type { MoneyOutDialect, MoneyOutRecord, MoneyOutRejection } from "../money-out";
import { answered, callback, minorUnitsOf, parseJson, phoneOf, refusal, statusBlock, type Told } from "./wire";

const REJECTIONS: Record<Exclude<MoneyOutRejection, "recipient_rejected">, [code: string, message: string]> = {
  insufficient_float: ["DP00900001007", "Insufficient funds in the disbursement wallet."],
  collection_not_found: ["DP00800001025", "Transaction not found."],
  collection_not_successful: ["DP00800001025", "Transaction is not successful: it cannot be refunded."],
  amount_exceeds_remaining: ["DP00800001025", "Transaction already refunded."],
};

/**
 * What a payout says, and says at once: Airtel settles a disbursement before it answers (networks.md: "normally
 * synchronous, TS in the answer"), so its answer and enquiry tell the final state without waiting for the delay.
 */
function toldOfDisbursement(record: MoneyOutRecord): Told {
  const outcome = finalOutcome(record);
  if (outcome === null)
    return { status: "TIP", responseCode: "DP00900001000", message: "Transaction is still processing, do the enquiry." };
  if (outcome === "success") {
    const sent = `${record.currency} ${fromMinorUnits(record.amountMinor)} to ${record.phone.slice(-9)}`;
    return { status: "TS", responseCode: "DP00900001001", message: `You have sent ${sent}. TID: ${record.providerReference}.` };
  }
  return record.behaviour === "late_success"
    ? { status: "TF", responseCode: "DP00900001014", message: "Transaction timed out." }
    : { status: "TF", responseCode: "DP00900001012", message: "Mobile number entered is incorrect." };
}

const disbursementTransaction = (record: MoneyOutRecord, told: Told) => ({
  reference_id: told.status === "TS" ? record.providerReference : null,
  airtel_money_id: told.status === "TS" ? record.providerReference : null,
  id: record.reference,
  status: told.status,
  message: told.message,
});

/** A payout's answer: the transaction, `success` only when it went through (A5's failures are HTTP 200 too). */
const disbursementAnswer = (record: MoneyOutRecord) => {
  const told = toldOfDisbursement(record);
  return {
    data: { transaction: disbursementTransaction(record, told) },
    status: statusBlock(told.responseCode, told.message, told.status === "TS"),
  };
};

/**
 * A reversal's answer (networks.md: "Refund / reversal"): `SUCCESS` with the reversal's own id; it has no enquiry, so
 * one never answered is told ambiguous and one that failed refused. The same reversal again gets the first answer:
 * it names no id of the merchant's to be a duplicate of.
 */
function reversalAnswer(response: ServerResponse, record: MoneyOutRecord) {
  const outcome = finalOutcome(record);
  if (outcome === "success")
    return sendJson(
      response,
      200,
      answered({ airtel_money_id: record.providerReference, status: "SUCCESS" }, "DP00800001006", "SUCCESS"),
    );
  if (outcome === null) return sendJson(response, 200, refusal("DP00800001000", "Transaction is ambiguous, enquire."));
  return sendJson(response, 200, refusal("DP00800001008", "Refused."));
}

/**
 * Airtel's disbursements v2 (the PIN is checked by the dialect's authentication) and reversals of collections.
 * `reversible` holds each successful collection's amount under the `airtel_money_id` shown for it: a reversal names
 * only that id and reverses the whole amount, which the engine's refund wants stated.
 */
export function airtelMoneyOut(
  credentials: CredentialsOf<"airtel">,
  dashboard: Dashboard,
  reversible: ReadonlyMap<string, bigint>,
): MoneyOutDialect {
  return {
    prefixes: { disbursement: "CI", refund: "RV" },
    route: (method, url) => {
      if (method === "POST" && url.pathname === "/standard/v2/disbursements/") return { kind: "disburse" };
      if (method === "POST" && url.pathname === "/standard/v1/payments/refund")
        return { kind: "refund", collectionReference: null };
      const query = /^\/standard\/v2\/disbursements\/([^/]+)$/.exec(url.pathname);
      return method === "GET" && query && url.searchParams.get("transactionType") === "B2C"
        ? { kind: "query_disbursement", reference: decodeURIComponent(query[1]!) }
        : null;
    },
    parseDisbursement: (rawBody) => {
      const body = parseJson(rawBody);
      const transaction = body?.transaction;
      const phone = phoneOf(body?.payee?.msisdn, credentials.msisdn_format);
      const amountMinor = minorUnitsOf(transaction?.amount);
      if (!phone || amountMinor === null || transaction.type !== "B2C" || typeof transaction.id !== "string") return null;
      if (typeof body?.reference !== "string" || !/^[A-Z]{3}$/.test(String(body.payee.currency))) return null;
      return {
        reference: transaction.id,
        amountMinor,
        currency: body.payee.currency,
        phone,
        network: "AIRTEL",
        notifyUrl: dashboard.callbackUrl ?? "",
      };
    },
    parseRefund: (rawBody) => {
      const airtelMoneyId = parseJson(rawBody)?.transaction?.airtel_money_id;
      if (typeof airtelMoneyId !== "string" || !airtelMoneyId) return null;
      return {
        reference: airtelMoneyId,
        collection: { providerReference: airtelMoneyId },
        // An id this simulator never showed: the engine finds no such collection and refuses it.
        amountMinor: reversible.get(airtelMoneyId) ?? 0n,
        // Airtel sends no callback for a reversal: its answer settles it.
        notifyUrl: "",
      };
    },
    accepted: (response, record, duplicate) => {
      if (record.operation === "refund") return reversalAnswer(response, record);
      if (duplicate) return sendJson(response, 200, refusal("DP00900001011", "Duplicate exttRID"));
      return sendJson(response, 200, disbursementAnswer(record));
    },
    rejected: (response, operation, why) => {
      if (why !== "recipient_rejected") return sendJson(response, 200, refusal(...REJECTIONS[why]));
      return operation === "disbursement"
        ? sendJson(response, 200, refusal("DP00900001013", "Invalid Msisdn Length. Msisdn Length should be 9"))
        : sendJson(response, 200, refusal("DP00800001010", "Not permitted to payee."));
    },
    notFound: (response) => sendJson(response, 200, refusal("ESB000045", "No Transaction Found With Provided Transaction Id")),
    statusView: disbursementAnswer,
    webhook: (record, _eventId, forge) => {
      const told = toldOfDisbursement(record);
      const { id, status, message, airtel_money_id } = disbursementTransaction(record, told);
      return callback({ id, status_code: status, message, airtel_money_id }, credentials.callback_key, forge);
    },
  };
}
