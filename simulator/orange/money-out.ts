import type { ServerResponse } from "node:http";
import { finalOutcome } from "../behaviour";
import type { MoneyOutDialect, MoneyOutRecord } from "../money-out";
import {
  amountOf,
  callback,
  checkView,
  customerPhone,
  endpointRequest,
  FAILED,
  fieldsOf,
  IN_PROGRESS,
  isMerchantWallet,
  MERCHANT_BALANCE_LOW,
  NO_FEES,
  type OrangeCredentials,
  REPEATED_TRANSID,
  type Result,
  sendSoapAnswer,
  TRANSFER_DONE,
  UNKNOWN_TRANSID,
} from "./wire";

/** The synchronous answer a transfer gets once done: what it came to. */
const transferResult = (record: MoneyOutRecord): Result => {
  const outcome = finalOutcome(record);
  return outcome === "success" ? TRANSFER_DONE : outcome === "failed" ? FAILED : IN_PROGRESS;
};

/**
 * Orange's money out: `doM2S`, merchant to subscriber, synchronous and without a callback (networks.md section 3).
 * Orange has no refund: the connector pays the payer back by a `doM2S`, which is all the gateway sees, so every
 * `doM2S` is a disbursement here. The simulator holds a `doM2S`'s answer until the transfer is due, then answers what it
 * came to: `200` for a success (settled in the answer, as the connector reads it), an ambiguous code otherwise, which
 * doCheckTrans settles. `transfers` keeps every `doM2S`'s `transid`, so a doCheckTrans naming one reaches the payouts.
 */
export function orangeMoneyOut(credentials: OrangeCredentials, transfers: Set<string>): MoneyOutDialect {
  const answerTransfer = (response: ServerResponse, record: MoneyOutRecord, result: Result) =>
    sendSoapAnswer(response, {
      operation: "doM2S",
      fields: { ...result, systemId: record.providerReference, transId: record.reference },
    });

  return {
    prefixes: { disbursement: "MP", refund: "MP" },
    route: (method, url, rawBody) => {
      const request = endpointRequest(method, url.pathname, rawBody);
      if (request?.operation === "doM2S") return { kind: "disburse" };
      const transid = request?.operation === "doCheckTrans" ? request.fields.transid : undefined;
      return transid && transfers.has(transid) ? { kind: "query_disbursement", reference: transid } : null;
    },
    parseDisbursement: (rawBody) => {
      const fields = fieldsOf(rawBody, "doM2S");
      const phone = customerPhone(fields?.subsmsisdn);
      const amountMinor = amountOf(fields?.amount);
      if (!fields?.transid || !phone || amountMinor === null || !isMerchantWallet(credentials, fields.mermsisdn, fields.currency))
        return null;
      transfers.add(fields.transid);
      return {
        reference: fields.transid,
        amountMinor,
        currency: fields.currency!,
        phone,
        network: "ORANGE",
        // doM2S has no callbackurl: nothing is called back.
        notifyUrl: "",
      };
    },
    // Never routed: a refund reaches Orange as a doM2S.
    parseRefund: () => null,
    accepted: (response, record, duplicate) => {
      // A repeated transid is not documented (networks.md): refused, with a code of the simulator's own, and never
      // paid twice; the connector reads it as ambiguous and asks doCheckTrans about the first.
      if (duplicate) return answerTransfer(response, record, REPEATED_TRANSID);
      // Held until done, as a synchronous transfer is; the simulator may have closed its connections meanwhile.
      const answerOnceDone = () => response.destroyed || answerTransfer(response, record, transferResult(record));
      setTimeout(answerOnceDone, Math.max(0, record.dueAt - Date.now()));
    },
    // A refund's own refusals never arise (every doM2S is a disbursement); a refused recipient gets the one documented
    // definitive refusal, a dry float a code of the simulator's own.
    rejected: (response, _operation, why) =>
      sendSoapAnswer(response, {
        operation: "doM2S",
        fields: why === "insufficient_float" ? MERCHANT_BALANCE_LOW : NO_FEES,
      }),
    notFound: (response) => sendSoapAnswer(response, { operation: "doCheckTrans", fields: UNKNOWN_TRANSID }),
    statusView: checkView,
    // Never sent (no callbackurl), but a transfer's doCallback would read like a push's.
    webhook: (record, _eventId, forge) => callback(credentials, record, forge),
  };
}
