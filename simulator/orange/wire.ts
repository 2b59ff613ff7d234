import type { ServerResponse } from "node:http";
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import { fromMinorUnits, toMinorUnits } from "../../lib/money";
import { soapMessage } from "../../providers/orange/soap";
import { CALLBACK_NAMESPACE, SERVICE_NAMESPACE, wireAmount, wireMsisdn } from "../../providers/orange/wire";
import type { CredentialsOf } from "../../providers/protocols";
import { finalOutcome, isFinal, type SimulatedPayment } from "../behaviour";
import type { Webhook } from "../http";

export type OrangeCredentials = CredentialsOf<"orange">;

/** A `return`'s code and description. */
export type Result = { resultCode: string; resultDesc: string };

// Documented (networks.md section 3, O1).
export const PUSH_SENT: Result = { resultCode: "0", resultDesc: "Paiement En Cours de traitement !" };
export const TRANSFER_DONE: Result = { resultCode: "200", resultDesc: "Votre Transaction a reussie" };
export const NO_FEES: Result = { resultCode: "00084", resultDesc: "Aucun frais de service defini." };
// doCheckTrans's observed descriptions (O2); the codes beside them are not public: "0" is the query answered, the
// movement's state being in the description, and "200" a success as the newer gateways write it.
export const CHECK_PENDING: Result = { resultCode: "0", resultDesc: "Push envoyé" };
export const CHECK_SUCCESS: Result = { resultCode: "200", resultDesc: "Transaction reussie" };
export const CHECK_FAILED: Result = { resultCode: "0", resultDesc: "echec transaction" };
export const UNKNOWN_TRANSID: Result = { resultCode: "1", resultDesc: "TransId INCORRECT" };
// Not public at all: the simulator's own codes, which the connector reads as ambiguous and settles by doCheckTrans.
export const FAILED: Result = { resultCode: "1", resultDesc: "echec transaction" };
export const IN_PROGRESS: Result = { resultCode: "0", resultDesc: "Transaction en cours de traitement" };
export const REPEATED_TRANSID: Result = { resultCode: "00017", resultDesc: "TransId deja utilise" };
export const MERCHANT_BALANCE_LOW: Result = { resultCode: "00410", resultDesc: "Solde du compte marchand insuffisant" };
export const UNKNOWN_PARTNER: Result = { resultCode: "00010", resultDesc: "Partenaire inconnu" };
export const BALANCE_READ: Result = { resultCode: "200", resultDesc: "Consultation de solde reussie" };
const CALLBACK_SUCCESS = "0";

/** The gateway's one endpoint; also the root, where the providers file of simulator/index.ts points (a bare URL). */
const ENDPOINTS: ReadonlySet<string> = new Set(["/apigatewayom/apigwomService", "/"]);

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true, processEntities: true });
const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: false });

export interface SoapRequest {
  operation: string;
  fields: Record<string, string>;
}

/** The one operation a SOAP request's body holds, with its text fields; null when the body is not such a request. */
export function readSoapRequest(rawBody: Buffer): SoapRequest | null {
  let document: unknown;
  try {
    document = parser.parse(rawBody.toString("utf8"));
  } catch {
    return null;
  }
  const body = (document as { Envelope?: { Body?: unknown } })?.Envelope?.Body;
  if (!body || typeof body !== "object") return null;
  const entries = Object.entries(body);
  const [operation, element] = entries[0] ?? [];
  if (entries.length !== 1 || !operation || !element || typeof element !== "object") return null;
  const fields = Object.entries(element).flatMap(([name, value]) =>
    typeof value === "string" ? [[name, value.trim()] as const] : [],
  );
  return { operation, fields: Object.fromEntries(fields) };
}

/** The fields of `operation` when `rawBody` is a request of it; null otherwise. */
export function fieldsOf(rawBody: Buffer, operation: string): Record<string, string> | null {
  const request = readSoapRequest(rawBody);
  return request?.operation === operation ? request.fields : null;
}

/** The request `rawBody` holds when it is a POST to the gateway's endpoint; null otherwise. */
export const endpointRequest = (method: string, path: string, rawBody: Buffer): SoapRequest | null =>
  method === "POST" && ENDPOINTS.has(path) ? readSoapRequest(rawBody) : null;

/** An operation's answer as the gateway writes it: `<operation>Response/return`. */
export interface SoapAnswer {
  operation: string;
  fields: Record<string, string>;
}

/** Written as a JAX-WS gateway writes SOAP (prefix `S`, the body element's namespace on itself, no header). */
const envelope = (body: Record<string, unknown>) =>
  builder.build({ "S:Envelope": { "@_xmlns:S": "http://schemas.xmlsoap.org/soap/envelope/", "S:Body": body } });

const sendXml = (response: ServerResponse, status: number, xml: string) =>
  response.writeHead(status, { "content-type": "text/xml; charset=utf-8" }).end(xml);

/**
 * The answer in the gateway's short form: the service reads no more than a provider answer's first 500 characters
 * when it is not JSON (providers/http.ts), so providers/orange/soap.ts's `soapMessage` (header, `soapenv`) would
 * overflow it with a doCheckTrans's newer fields and a service reference.
 */
export function sendSoapAnswer(response: ServerResponse, answer: SoapAnswer): void {
  const element = { "@_xmlns:ns2": SERVICE_NAMESPACE, return: answer.fields };
  sendXml(response, 200, envelope({ [`ns2:${answer.operation}Response`]: element }));
}

/** A SOAP 1.1 fault: `Client` for the caller's mistake. */
export function sendSoapFault(response: ServerResponse, status: number, faultstring: string): void {
  sendXml(response, status, envelope({ "S:Fault": { faultcode: "S:Client", faultstring } }));
}

const LOCAL_NUMBER = /^0\d{9}$/;

/** `0891234567` -> `+243891234567`; null when the number is not in Orange's local form. */
export const customerPhone = (subsmsisdn: string | undefined): string | null =>
  subsmsisdn && LOCAL_NUMBER.test(subsmsisdn) ? `+243${subsmsisdn.slice(1)}` : null;

/** A positive wire amount ("2500", "12.50") in minor units; null otherwise. */
export function amountOf(amount: string | undefined): bigint | null {
  if (!amount || !/^\d{1,15}(\.\d{1,2})?$/.test(amount)) return null;
  const minor = toMinorUnits(amount);
  return minor > 0n ? minor : null;
}

/** True when `mermsisdn` is the merchant's wallet in `currency`. */
export const isMerchantWallet = (credentials: OrangeCredentials, mermsisdn: string | undefined, currency: string | undefined) =>
  currency !== undefined &&
  Object.hasOwn(credentials.merchant_numbers, currency) &&
  credentials.merchant_numbers[currency] === mermsisdn;

type Movement = Pick<SimulatedPayment, "reference" | "providerReference" | "amountMinor" | "behaviour" | "dueAt">;

/** doCheckTrans's answer for a movement: pending until due ("Push envoyé", the one pending description known, for a
 * doM2S too), then final with the newer gateways' fields. */
export function checkView(movement: Movement, now: number): SoapAnswer {
  const final = isFinal(movement, now) ? finalOutcome(movement) : null;
  const transId = movement.reference;
  if (!final) return { operation: "doCheckTrans", fields: { ...CHECK_PENDING, transId } };
  const settled = { montant: wireAmount(fromMinorUnits(movement.amountMinor)), refPayment: movement.providerReference };
  return {
    operation: "doCheckTrans",
    fields:
      final === "success"
        ? { ...CHECK_SUCCESS, transId, txnstatus: "200", ...settled }
        : { ...CHECK_FAILED, transId, ...settled },
  };
}

/**
 * The `doCallback` Orange posts to the push's `callbackurl`: unsigned, so `forge` makes one claiming the opposite of
 * the truth (a success for a failure), which the service must settle by doCheckTrans and never act on.
 */
export function callback(
  credentials: OrangeCredentials,
  movement: Movement & Pick<SimulatedPayment, "phone" | "currency">,
  forge: boolean,
): Webhook {
  const succeeded = (finalOutcome(movement) === "success") !== forge;
  const body = soapMessage(CALLBACK_NAMESPACE, "doCallback", {
    subsmsisdn: wireMsisdn(movement.phone),
    PartnId: credentials.partner_id,
    mermsisdn: credentials.merchant_numbers[movement.currency] ?? "",
    transid: movement.reference,
    currency: movement.currency,
    amount: wireAmount(fromMinorUnits(movement.amountMinor)),
    ResultCode: succeeded ? CALLBACK_SUCCESS : FAILED.resultCode,
    ResultDesc: succeeded ? "success" : FAILED.resultDesc,
  });
  return { body, headers: { "content-type": "text/xml; charset=utf-8" } };
}
