import { fromMinorUnits, toMinorUnits } from "../../lib/money";
import type { ProviderAnswer } from "../http";
import type { BalanceOutcome, InitiateOutcome, ProviderResult, StatusOutcome } from "../types";
import { soapBodyElement, text } from "./soap";

/** The partner API's namespaces: requests, and Orange's callbacks. */
export const SERVICE_NAMESPACE = "http://services.ws1.com/";
export const CALLBACK_NAMESPACE = "http://servicecb.ws.com/";

/** `+243891234567` -> `0891234567`: the local form. */
export const wireMsisdn = (e164: string): string => `0${e164.replace(/\D/g, "").slice(-9)}`;

/** "1500.00" -> "1500", "12.50" -> "12.50": whole amounts as Orange's samples write them. */
export function wireAmount(amount: string): string {
  const minor = toMinorUnits(amount);
  return minor % 100n === 0n ? String(minor / 100n) : fromMinorUnits(minor);
}

/** The answer's `return`, as text fields; undefined when the body is not the operation's SOAP answer. */
export function answerReturn(answer: ProviderAnswer | null, operation: string): Record<string, unknown> | undefined {
  if (!answer || typeof answer.body !== "string") return undefined;
  const response = soapBodyElement(answer.body, `${operation}Response`);
  const returned = response?.return;
  return returned && typeof returned === "object" ? (returned as Record<string, unknown>) : undefined;
}

/** The one refusal `networks.md` documents (no fee grid for the merchant): definitive. */
const DEFINITIVE_REFUSALS: ReadonlySet<string> = new Set(["00084"]);

/**
 * `doS2M`'s answer: `resultCode` 0 is the push sent (the result follows). Orange's catalogue of codes is not public, so
 * any other code but the documented refusal is ambiguous, settled by `doCheckTrans`, never a failure on its own.
 */
export function pushOutcome(answer: ProviderAnswer | null): InitiateOutcome {
  const returned = answerReturn(answer, "doS2M");
  const code = text(returned, "resultCode");
  if (answer?.status === 200 && code === "0") return { kind: "accepted", providerReference: "" };
  if (DEFINITIVE_REFUSALS.has(code)) return { kind: "rejected", reasonCode: code, message: text(returned, "resultDesc") };
  return { kind: "ambiguous", error: answer ? `HTTP ${answer.status} ${code || "without a code"}` : "no answer" };
}

/** `doM2S`'s synchronous answer: `200` is done (settled in the answer); anything else is asked of `doCheckTrans`. */
export function transferOutcome(
  answer: ProviderAnswer | null,
  movement: { reference: string; amount: string; currency: string },
): InitiateOutcome<ProviderResult> {
  const returned = answerReturn(answer, "doM2S");
  const code = text(returned, "resultCode");
  if (answer?.status === 200 && code === "200") {
    const providerReference = text(returned, "systemId");
    const final = { ...movement, providerReference, status: "Success" as const, customerNumber: "", failureCode: null };
    return { kind: "accepted", providerReference, final };
  }
  if (DEFINITIVE_REFUSALS.has(code)) return { kind: "rejected", reasonCode: code, message: text(returned, "resultDesc") };
  return { kind: "ambiguous", error: answer ? `HTTP ${answer.status} ${code || "without a code"}` : "no answer" };
}

/** `doCheckTrans`'s descriptions that say where a movement is (the codes behind them are not public). */
const PENDING_DESCRIPTION = /^push envoy/i;
const FAILED_DESCRIPTION = /^echec transaction/i;
const UNKNOWN_ID_DESCRIPTION = /^transid incorrect/i;

/**
 * `doCheckTrans`: `txnstatus` 200 (newer gateways) or `resultCode` 200 is Success; "Push envoyé" is still pending;
 * "echec transaction" Failed; "TransId INCORRECT" not found; anything else unknown, asked again later.
 */
export function checkOutcome(
  answer: ProviderAnswer | null,
  movement: { reference: string; amount: string; currency: string },
): StatusOutcome {
  const returned = answerReturn(answer, "doCheckTrans");
  if (!answer || !returned)
    return { kind: "unknown", error: answer ? `HTTP ${answer.status} without doCheckTrans` : "no answer" };
  const description = text(returned, "resultDesc");
  const code = text(returned, "resultCode");
  const reference = text(returned, "refPayment") || text(returned, "RefPayment");
  if (UNKNOWN_ID_DESCRIPTION.test(description)) return { kind: "not_found" };
  if (PENDING_DESCRIPTION.test(description)) return { kind: "pending", providerReference: reference || null };
  const base = { ...movement, providerReference: reference, customerNumber: "" };
  if (text(returned, "txnstatus") === "200" || code === "200") {
    return { kind: "final", result: { ...base, status: "Success", failureCode: null } };
  }
  if (FAILED_DESCRIPTION.test(description)) {
    return {
      kind: "final",
      result: { ...base, status: "Failed", failureCode: code && code !== "0" ? code : "echec transaction" },
    };
  }
  return { kind: "unknown", error: `${code} ${description}`.trim() };
}

/** `TcheckBal`'s answer: `resultCode` 200 with the wallet's `balance`; anything else tells nothing. */
export function balanceOutcome(answer: ProviderAnswer | null): BalanceOutcome {
  const returned = answerReturn(answer, "TcheckBal");
  const code = text(returned, "resultCode");
  const balance = text(returned, "balance");
  if (answer?.status === 200 && code === "200" && /^\d{1,15}(\.\d{1,2})?$/.test(balance))
    return { kind: "known", balance: fromMinorUnits(toMinorUnits(balance)) };
  return { kind: "unknown", error: answer ? `HTTP ${answer.status} ${code || "without a code"}` : "no answer" };
}
