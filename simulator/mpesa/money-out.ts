import { toMinorUnits } from "../../lib/money";
import type { CollectionAsked } from "../engine";
import type { MoneyOutDialect, MoneyOutRejection } from "../money-out";
import { acceptedAnswer, callback, statusView } from "./movement";
import { NUMBER_REFUSED } from "./scenarios";
import {
  type fieldRules,
  fromWireMsisdn,
  OPERATION_PATHS,
  operationPath,
  type Refusal,
  refuse,
  TRANSACTION_NOT_FOUND,
  validFields,
} from "./wire";

/** What the collections' half and this one share: the application's rules and portal, the references never settled. */
export interface MpesaApplication {
  market: string;
  rules: ReturnType<typeof fieldRules>;
  /** Where callbacks go, a portal setting read when a movement is taken. */
  callbackUrl(): string;
  /** Notes a movement the engine will time out unrecorded, so its status query fails rather than finding nothing. */
  noteInitiated(reference: string, phone: string): void;
}

/**
 * A C2B or a B2C as the engine takes it, when its fields follow `rules`: the customer's number, the amount, the
 * conversation id as the reference (noted, so a timeout leaves its status query failing), callbacks to the portal's.
 */
export function movementAsked(
  application: MpesaApplication,
  rules: ReturnType<typeof fieldRules>[keyof ReturnType<typeof fieldRules>],
  rawBody: Buffer,
): CollectionAsked | null {
  const fields = validFields(rules, rawBody);
  if (!fields) return null;
  const phone = fromWireMsisdn(fields.input_CustomerMSISDN!);
  application.noteInitiated(fields.input_ThirdPartyConversationID!, phone);
  return {
    reference: fields.input_ThirdPartyConversationID!,
    amountMinor: toMinorUnits(fields.input_Amount!),
    currency: fields.input_Currency!,
    phone,
    network: "MPESA",
    notifyUrl: application.callbackUrl(),
  };
}

const REFUSALS: Record<MoneyOutRejection, Refusal> = {
  insufficient_float: { status: 422, code: "INS-2006", description: "Insufficient balance" },
  recipient_rejected: NUMBER_REFUSED,
  // The reversal of a transaction that did not go through, or that M-Pesa does not know.
  collection_not_successful: { status: 400, code: "INS-18", description: "Invalid TransactionID Used" },
  collection_not_found: { status: 400, code: "INS-18", description: "Invalid TransactionID Used" },
  amount_exceeds_remaining: { status: 400, code: "INS-15", description: "Invalid Amount Used" },
};

/**
 * B2C payouts and reversals, provider side (networks.md section 2). Their status query is `queryTransactionStatus`,
 * shared with collections and served by the dialect's own route; M-Pesa has no statement or balance endpoint.
 */
export function mpesaMoneyOut(application: MpesaApplication): MoneyOutDialect {
  return {
    prefixes: { disbursement: "MB", refund: "MR" },
    route: (method, url) => {
      const path = operationPath(url.pathname, application.market);
      if (method === "POST" && path === OPERATION_PATHS.b2c) return { kind: "disburse" };
      return method === "PUT" && path === OPERATION_PATHS.reversal ? { kind: "refund", collectionReference: null } : null;
    },
    parseDisbursement: (rawBody) => movementAsked(application, application.rules.b2c, rawBody),
    parseRefund: (rawBody) => {
      const fields = validFields(application.rules.reversal, rawBody);
      if (!fields) return null;
      return {
        reference: fields.input_ThirdPartyConversationID!,
        collection: { providerReference: fields.input_TransactionID! },
        amountMinor: toMinorUnits(fields.input_ReversalAmount!),
        notifyUrl: application.callbackUrl(),
      };
    },
    accepted: acceptedAnswer,
    rejected: (response, _operation, why) => refuse(response, REFUSALS[why]),
    notFound: (response) => refuse(response, TRANSACTION_NOT_FOUND),
    statusView: (record, now) => statusView(record, record.operation, now),
    webhook: (record, _eventId, forge) => callback(record, record.operation, forge),
  };
}
