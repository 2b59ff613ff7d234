import { z } from "zod";
import { fromMinorUnits, toMinorUnits } from "../../lib/money";
import type { ProviderAnswer } from "../http";
import { parseProviderAnswer, providerText } from "../payload-schema";
import type { BalanceOutcome, InitiateOutcome, ProviderResult, RecipientOutcome, StatusOutcome } from "../types";

/** How the national number goes on the wire: nine digits (`971234567`), or `0` and nine digits. */
export type MsisdnFormat = "national9" | "leading0";

/** `+243971234567` -> `971234567` (or `0971234567`): Airtel takes no country code ("Do not send country code"). */
export function wireMsisdn(e164: string, format: MsisdnFormat): string {
  const national = e164.replace(/\D/g, "").slice(-9);
  return format === "leading0" ? `0${national}` : national;
}

/**
 * An amount as Airtel's examples send it, a JSON number (`1000`, `0.01`). The decimal string has at most two
 * decimals, and a double prints such a value back exactly as written, so nothing is rounded on the way.
 */
export const wireAmount = (amount: string): number => Number(amount);

/** The `status` block every answer carries; `code` is a string in some answers and a number in others. */
const statusBlock = z.object({
  code: z.union([z.string().max(20), z.number()]).optional(),
  message: z.string().max(1000).optional(),
  result_code: providerText(100).optional(),
  response_code: providerText(100).optional(),
  success: z.boolean().optional(),
});

const answerSchema = z.object({
  data: z
    .object({
      transaction: z
        .object({
          id: providerText().optional().nullable(),
          status: providerText(40).optional().nullable(),
          airtel_money_id: providerText().optional().nullable(),
          reference_id: providerText().optional().nullable(),
          message: z.string().max(1000).optional().nullable(),
        })
        .optional()
        .nullable(),
    })
    .optional()
    .nullable(),
  status: statusBlock.optional(),
  // The gateway's and the token server's own error shapes (ROUTER110, invalid_token).
  status_code: providerText(100).optional(),
  error: providerText(100).optional(),
});
export type AirtelAnswer = z.infer<typeof answerSchema>;

/** Airtel's code for an answer: the response code, else the result code, else the gateway's or the token server's. */
export const codeOf = (answer: AirtelAnswer): string | undefined =>
  answer.status?.response_code ?? answer.status?.result_code ?? answer.status_code ?? answer.error;

/**
 * Codes that leave a movement's fate unknown: a duplicate id (the first request was taken: the status query says
 * what became of it, never a new id), "in process, enquire", timeouts, and "something went wrong".
 */
export const AMBIGUOUS_CODES: ReadonlySet<string> = new Set([
  "ESB000041",
  "DP00900001011",
  "DP00800001000",
  "DP00800001024",
  "DP00900001000",
  "DP00900001014",
  "ROUTER117",
  "ESB000001",
  "ESB000004",
  "ESB000014",
]);

/** "No transaction found": the enquiry's way of saying the id never reached Airtel. */
const NOT_FOUND_CODES: ReadonlySet<string> = new Set(["ESB000045", "DP00800001025"]);

/** HTTP statuses after which the request may have been taken: "enquire, do not resend". */
const maybeTaken = (status: number) => status === 408 || status === 429 || status >= 500;

export function parseAnswer(answer: ProviderAnswer): { data: AirtelAnswer } | { error: string } {
  return parseProviderAnswer(answerSchema, answer.body);
}

/**
 * The answer to a collection, a disbursement or a reversal. `success: true` is taken; a code listed ambiguous, an HTTP
 * 408/429/5xx or an answer that cannot be read may have been taken; any other refusal, HTTP 200 with
 * `success: false` included, is definitive with Airtel's code verbatim.
 */
export function initiationOutcome(answer: ProviderAnswer | null): InitiateOutcome {
  if (!answer) return { kind: "ambiguous", error: "no answer" };
  if (maybeTaken(answer.status)) return { kind: "ambiguous", error: `HTTP ${answer.status}` };
  const parsed = parseAnswer(answer);
  if ("error" in parsed) return { kind: "ambiguous", error: parsed.error };
  const code = codeOf(parsed.data);
  if (answer.status === 200 && parsed.data.status?.success === true) return { kind: "accepted", providerReference: "" };
  if (code && AMBIGUOUS_CODES.has(code)) return { kind: "ambiguous", error: `${code}: ${parsed.data.status?.message ?? ""}` };
  if (!code) return { kind: "ambiguous", error: `HTTP ${answer.status} without a code` };
  return { kind: "rejected", reasonCode: code, message: parsed.data.status?.message ?? code };
}

/** A final transaction status of the enquiry (and of a disbursement's answer), as the service's final status. */
const FINAL: Readonly<Record<string, "Success" | "Failed">> = { TS: "Success", TF: "Failed", TE: "Failed" };
/** Still moving: in progress, or ambiguous at Airtel's end ("keep polling or reconcile"). */
const PENDING = new Set(["TIP", "TA"]);
/** Codes an answer carries whatever became of the movement: never the reason it failed. */
const GENERIC_CODES = new Set(["DP00800001001", "DP00800001006", "DP00900001001", "ESB000010", "ESB000011", "200"]);

/**
 * Why a movement failed: the answer's own response code where it names one, else the status (`TF` failed, `TE`
 * expired), so a failure without a reason is still named.
 */
function failureCodeOf(answer: AirtelAnswer, status: string): string {
  const code = answer.status?.response_code;
  return code && !GENERIC_CODES.has(code) ? code : status;
}

/** What the enquiry of a collection or a disbursement (or a disbursement's own answer) says became of it. */
export function statusOutcome(
  answer: ProviderAnswer | null,
  movement: { reference: string; amount: string; currency: string },
): StatusOutcome {
  if (!answer) return { kind: "unknown", error: "no answer" };
  if (answer.status === 404) return { kind: "not_found" };
  const parsed = parseAnswer(answer);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  const code = codeOf(parsed.data);
  if (code && NOT_FOUND_CODES.has(code)) return { kind: "not_found" };
  const transaction = parsed.data.data?.transaction;
  const status = transaction?.status ?? undefined;
  if (answer.status !== 200 || !status) return { kind: "unknown", error: `HTTP ${answer.status} ${code ?? ""}`.trim() };
  const networkReference = transaction?.airtel_money_id ?? transaction?.reference_id ?? null;
  if (PENDING.has(status)) return { kind: "pending", providerReference: networkReference };
  const final = FINAL[status];
  if (!final) return { kind: "unknown", error: `status ${status}` };
  const result: ProviderResult = {
    reference: movement.reference,
    providerReference: networkReference ?? "",
    status: final,
    amount: movement.amount,
    currency: movement.currency,
    customerNumber: "",
    failureCode: final === "Failed" ? failureCodeOf(parsed.data, status) : null,
  };
  return { kind: "final", result };
}

/** A callback's body: the transaction, and with callback authentication on, the `hash` of it. */
export const callbackSchema = z.object({
  transaction: z.object({
    id: providerText(100),
    message: z.string().max(1000).optional().nullable(),
    status_code: z.enum(["TS", "TF", "TA", "TIP", "TE"]),
    airtel_money_id: providerText().optional().nullable(),
  }),
  hash: z.string().max(200).optional(),
});

const userSchema = z.object({
  data: z
    .object({ first_name: z.string().max(200).optional().nullable(), last_name: z.string().max(200).optional().nullable() })
    .optional()
    .nullable(),
  status: statusBlock.optional(),
});

/** The user lookup's answer: `DP02200000001` with the holder's names, `DP02200000002` (or 404) not registered. */
export function recipientOutcome(answer: ProviderAnswer | null): RecipientOutcome {
  if (!answer) return { kind: "unknown", error: "no answer" };
  if (answer.status === 404) return { kind: "not_found" };
  const parsed = parseProviderAnswer(userSchema, answer.body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  const code = parsed.data.status?.response_code;
  if (code === "DP02200000002") return { kind: "not_found" };
  const name = [parsed.data.data?.first_name, parsed.data.data?.last_name].filter(Boolean).join(" ").trim();
  if (answer.status !== 200 || parsed.data.status?.success === false || !name)
    return { kind: "unknown", error: `HTTP ${answer.status} ${code ?? ""}`.trim() };
  return { kind: "found", name };
}

const balanceSchema = z.object({
  data: z
    .object({ balance: z.union([z.string(), z.number()]) })
    .optional()
    .nullable(),
  status: statusBlock.optional(),
});

/**
 * `GET /standard/v1/users/balance`'s answer. networks.md has the path only [S A6]: the balance is read from
 * `data.balance` (a decimal string, or a number taken by its digits, never through a float), anything else tells nothing.
 */
export function balanceOutcome(answer: ProviderAnswer | null): BalanceOutcome {
  if (!answer) return { kind: "unknown", error: "no answer" };
  const parsed = parseProviderAnswer(balanceSchema, answer.body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  const written = String(parsed.data.data?.balance ?? "");
  if (answer.status !== 200 || parsed.data.status?.success === false || !/^\d{1,15}(\.\d{1,2})?$/.test(written))
    return { kind: "unknown", error: `HTTP ${answer.status} ${parsed.data.status?.response_code ?? ""}`.trim() };
  return { kind: "known", balance: fromMinorUnits(toMinorUnits(written)) };
}
