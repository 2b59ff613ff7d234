import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { CredentialsOf } from "../../providers/protocols";
import { sendJson } from "../http";

type MpesaCredentials = CredentialsOf<"mpesa">;

/** The operations M-Pesa's OpenAPI serves under the market's path. */
export const OPERATION_PATHS = {
  getSession: "/getSession/",
  c2b: "/c2bPayment/singleStage/",
  b2c: "/b2cPayment/",
  reversal: "/reversal/",
  query: "/queryTransactionStatus/",
} as const;

/** `/openapi/ipg/v2/vodacomDRC/c2bPayment/singleStage/` (or without the IPG prefix) -> `/c2bPayment/singleStage/`. */
export function operationPath(pathname: string, market: string): string | null {
  const marketPath = `/${market}/`;
  if (pathname.startsWith(marketPath)) return pathname.slice(marketPath.length - 1);
  for (const prefix of ["/openapi/ipg/v2", "/sandbox/ipg/v2"])
    if (pathname.startsWith(`${prefix}${marketPath}`)) return pathname.slice(prefix.length + marketPath.length - 1);
  return null;
}

export interface Refusal {
  status: number;
  code: string;
  description: string;
}

export const refuse = (response: ServerResponse, refusal: Refusal) =>
  sendJson(response, refusal.status, { output_ResponseCode: refusal.code, output_ResponseDesc: refusal.description });

export const TRANSACTION_NOT_FOUND: Refusal = { status: 400, code: "INS-23", description: "Transaction not found" };
const MISSING_PARAMETERS: Refusal = {
  status: 400,
  code: "INS-20",
  description: "Not All Parameters Provided. Please Try Again.",
};

/** One mandatory field: the check M1 documents for it and the code its failure answers. */
interface FieldRule {
  valid(value: string): boolean;
  refusal: Refusal;
}

const rule = (valid: (value: string) => boolean, code: string, description: string): FieldRule => ({
  valid,
  refusal: { status: 400, code, description },
});
const matches = (pattern: RegExp) => (value: string) => pattern.test(value);

/** M1's `^\d*\.?\d+$`, narrowed to what a currency's minor units can hold, and more than zero. */
const AMOUNT = rule((value) => /^\d{1,15}(\.\d{1,2})?$/.test(value) && /[1-9]/.test(value), "INS-15", "Invalid Amount Used");
const MSISDN = rule(matches(/^[0-9]{12,14}$/), "INS-2051", "MSISDN invalid.");
const CONVERSATION_ID = rule(matches(/^.{1,40}$/), "INS-28", "Invalid ThirdPartyConversationID Used");

/** What the application's portal settings fix: its shortcode, its market's country, the currencies it may use. */
function applicationRules(credentials: MpesaCredentials) {
  return {
    input_Country: rule((value) => value === credentials.country, "INS-21", "Parameter validations failed. Please try again."),
    input_ServiceProviderCode: rule((value) => value === credentials.service_provider_code, "INS-13", "Invalid Shortcode Used"),
    input_Currency: rule(matches(/^(CDF|USD)$/), "INS-26", "Invalid Currency Used"),
  };
}

function movementRules(credentials: MpesaCredentials, description: string, descriptionRule: FieldRule) {
  const application = applicationRules(credentials);
  return {
    input_Amount: AMOUNT,
    input_CustomerMSISDN: MSISDN,
    input_Country: application.input_Country,
    input_Currency: application.input_Currency,
    input_ServiceProviderCode: application.input_ServiceProviderCode,
    input_TransactionReference: rule(matches(/^[0-9a-zA-Z \w+]{1,20}$/), "INS-17", "Invalid Reference Used"),
    input_ThirdPartyConversationID: CONVERSATION_ID,
    [description]: descriptionRule,
  };
}

/** Each operation's mandatory fields (M1), in the order they are checked. */
export function fieldRules(credentials: MpesaCredentials) {
  const application = applicationRules(credentials);
  return {
    c2b: movementRules(
      credentials,
      "input_PurchasedItemsDesc",
      rule(matches(/^.{1,256}$/), "INS-30", "Invalid Purchased Items Description Used"),
    ),
    b2c: movementRules(
      credentials,
      "input_PaymentItemsDesc",
      rule(matches(/^.{1,256}$/), "INS-31", "Invalid Payment Items Description Used"),
    ),
    // M1 makes the amount optional (a full reversal); the connector always sends it, and the engine's refund needs it
    // before the collection is looked up.
    reversal: {
      input_TransactionID: rule(matches(/^[0-9a-zA-Z]{1,20}$/), "INS-18", "Invalid TransactionID Used"),
      input_ReversalAmount: AMOUNT,
      input_Country: application.input_Country,
      input_ServiceProviderCode: application.input_ServiceProviderCode,
      input_ThirdPartyConversationID: CONVERSATION_ID,
    },
    query: {
      input_QueryReference: rule(matches(/^.{1,40}$/), "INS-20", MISSING_PARAMETERS.description),
      input_ServiceProviderCode: application.input_ServiceProviderCode,
      input_ThirdPartyConversationID: CONVERSATION_ID,
      input_Country: application.input_Country,
    },
  } satisfies Record<string, Record<string, FieldRule>>;
}

/** The first refusal a request's fields earn: a missing one (`INS-20`) before any invalid one. */
export function fieldsRefusal(rules: Record<string, FieldRule>, fields: Record<string, unknown>): Refusal | null {
  const names = Object.keys(rules);
  if (names.some((name) => typeof fields[name] !== "string")) return MISSING_PARAMETERS;
  const broken = names.find((name) => !rules[name]!.valid(fields[name] as string));
  return broken ? rules[broken]!.refusal : null;
}

export function jsonFields(rawBody: Buffer): Record<string, unknown> | null {
  try {
    const body = JSON.parse(rawBody.toString("utf8"));
    return body && typeof body === "object" && !Array.isArray(body) ? body : null;
  } catch {
    return null;
  }
}

/** A body whose every mandatory field is present and valid, else null: the engine's parsers fail closed on it. */
export function validFields(rules: Record<string, FieldRule>, rawBody: Buffer): Record<string, string> | null {
  const fields = jsonFields(rawBody);
  return fields && fieldsRefusal(rules, fields) === null ? (fields as Record<string, string>) : null;
}

/** The OpenAPI's own id of a movement (`output_ConversationID`), stable for the movement M-Pesa knows by `transactionId`. */
export const conversationIdOf = (transactionId: string) => createHash("sha256").update(transactionId).digest("hex").slice(0, 32);

/** `243812345678` -> `+243812345678`: the E.164 form the simulator's scenarios read. */
export const fromWireMsisdn = (msisdn: string) => `+${msisdn}`;
