import { z } from "zod";
import type { ProviderAnswer } from "../http";
import { parseProviderAnswer, providerText } from "../payload-schema";
import type { InitiateOutcome, ProviderResult, StatusOutcome } from "../types";

/** `+243812345678` -> `243812345678`: international, without `+`. */
export const wireMsisdn = (e164: string): string => e164.replace(/^\+/, "");

const answerSchema = z.object({
  output_ResponseCode: providerText(40).optional(),
  output_ResponseDesc: z.string().max(1000).optional(),
  output_TransactionID: providerText().optional().nullable(),
  output_ConversationID: providerText().optional().nullable(),
  output_ThirdPartyConversationID: providerText().optional().nullable(),
  output_ResponseTransactionStatus: providerText(40).optional().nullable(),
  output_OriginalTransactionID: providerText().optional().nullable(),
});

/**
 * Codes after which the movement may have been taken: an internal error (integrators see insufficient funds
 * answered so too), the customer's time running out ("query before failing"), a duplicate of an id M-Pesa already
 * has, and overload. The status query settles them, never a new id.
 */
const AMBIGUOUS_CODES: ReadonlySet<string> = new Set(["INS-1", "INS-9", "INS-10", "INS-16"]);

/**
 * The answer to a C2B, a B2C or a reversal. `INS-0` is taken; in synchronous mode it already carries M-Pesa's
 * transaction id, and with it the final result. An ambiguous code, HTTP 5xx, a timeout or an unreadable answer may
 * have been taken; any other code is a definitive refusal.
 */
export function initiationOutcome(
  answer: ProviderAnswer | null,
  movement: { reference: string; amount: string; currency: string },
): InitiateOutcome<ProviderResult> {
  if (!answer) return { kind: "ambiguous", error: "no answer" };
  if (answer.status >= 500) return { kind: "ambiguous", error: `HTTP ${answer.status}` };
  const parsed = parseProviderAnswer(answerSchema, answer.body);
  if ("error" in parsed) return { kind: "ambiguous", error: parsed.error };
  const code = parsed.data.output_ResponseCode;
  if (code === "INS-0" && answer.status < 300) {
    const transactionId = parsed.data.output_TransactionID;
    if (!transactionId) return { kind: "accepted", providerReference: "" };
    const final = {
      ...movement,
      providerReference: transactionId,
      status: "Success" as const,
      customerNumber: "",
      failureCode: null,
    };
    return { kind: "accepted", providerReference: transactionId, final };
  }
  if (!code || AMBIGUOUS_CODES.has(code))
    return { kind: "ambiguous", error: `HTTP ${answer.status} ${code ?? "without a code"}` };
  return { kind: "rejected", reasonCode: code, message: parsed.data.output_ResponseDesc ?? code };
}

/** `output_ResponseTransactionStatus` to the service's states; a status not listed leaves it unknown. */
const STATUSES: Readonly<Record<string, "Success" | "Failed" | "pending">> = {
  Completed: "Success",
  Failed: "Failed",
  Cancelled: "Failed",
  Expired: "Failed",
  Pending: "pending",
};

/** `queryTransactionStatus`: Completed, the failed states, Pending; `INS-23` (or N/A) not found. */
export function statusOutcome(
  answer: ProviderAnswer | null,
  movement: { reference: string; amount: string; currency: string },
): StatusOutcome {
  if (!answer) return { kind: "unknown", error: "no answer" };
  const parsed = parseProviderAnswer(answerSchema, answer.body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  const { output_ResponseCode: code, output_ResponseTransactionStatus: status } = parsed.data;
  if (code === "INS-23" || status === "N/A") return { kind: "not_found" };
  if (answer.status >= 300 || code !== "INS-0" || !status)
    return { kind: "unknown", error: `HTTP ${answer.status} ${code ?? ""}`.trim() };
  const state = STATUSES[status];
  if (!state) return { kind: "unknown", error: `status ${status}` };
  // "N/A" while M-Pesa has no transaction id yet: never a reference a later result could be checked against.
  const given = parsed.data.output_OriginalTransactionID ?? parsed.data.output_TransactionID;
  const transactionId = given && given !== "N/A" ? given : null;
  if (state === "pending") return { kind: "pending", providerReference: transactionId };
  const result: ProviderResult = {
    ...movement,
    providerReference: transactionId ?? "",
    status: state,
    customerNumber: "",
    failureCode: state === "Failed" ? status : null,
  };
  return { kind: "final", result };
}

/** The asynchronous result M-Pesa POSTs to the application's listener. Unsigned. */
export const callbackSchema = z.object({
  input_OriginalConversationID: providerText().optional().nullable(),
  input_TransactionID: providerText().optional().nullable(),
  input_ResultCode: providerText(40),
  input_ResultDesc: z.string().max(1000).optional().nullable(),
  input_ThirdPartyConversationID: providerText(40),
});
