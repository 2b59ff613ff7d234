import { z } from "zod";
import { fromMinorUnits, toMinorUnits } from "../../lib/money";
import type { ProviderAnswer } from "../http";
import { currencyCode, parseProviderAnswer, providerText } from "../payload-schema";
import type { ServiceSymbol } from "../services";
import type { BalanceOutcome, FinalStatus, InitiateOutcome, ProviderResult, RefundResult, StatusOutcome } from "../types";

/** The DRC providers of pawaPay v2 by the service's symbols (networks.md, "DRC specifics"). */
export const PAWAPAY_PROVIDERS: Partial<Record<ServiceSymbol, string>> = {
  MPESA: "VODACOM_MPESA_COD",
  AIRTEL: "AIRTEL_COD",
  ORANGE: "ORANGE_COD",
};

/** Decimals pawaPay takes in an amount: Vodacom in CDF none, the others two ([S P3], confirm by active-conf). */
export const pawapayDecimals = (service: ServiceSymbol, currency: string): number =>
  service === "MPESA" && currency === "CDF" ? 0 : 2;

/**
 * An amount as pawaPay takes it: a string with the provider's decimals ("1500" for Vodacom CDF, "12.50" else). One
 * with more decimals than that is never rounded to fit: the caller refuses it first.
 */
export function wireAmount(amount: string, service: ServiceSymbol, currency: string): string {
  const minor = toMinorUnits(amount);
  if (pawapayDecimals(service, currency) > 0) return fromMinorUnits(minor);
  if (minor % 100n !== 0n) throw new Error(`${amount} ${currency} has centimes ${service} cannot take`);
  return String(minor / 100n);
}

/** `+243812345678` -> `243812345678`; pawaPay numbers carry the country code without `+`. */
export const wireNumber = (e164: string): string => e164.replace(/^\+/, "");

/** pawaPay's amount string back in the service's form, "1500" -> "1500.00". */
export const serviceAmount = (wire: string): string => fromMinorUnits(toMinorUnits(wire.includes(".") ? wire : `${wire}.00`));

const failureReason = z.object({ failureCode: providerText(100), failureMessage: z.string().max(1000).optional() });

/** The immediate answer to a deposit, payout or refund (HTTP 200 for all three outcomes). */
const initiationSchema = z.object({
  status: z.enum(["ACCEPTED", "DUPLICATE_IGNORED", "REJECTED"]),
  failureReason: failureReason.optional().nullable(),
});

/** A technical error's body (400, 401, 403, 500): `errorCode` in v1 and many samples, `failureReason` in v2. */
const errorSchema = z.object({
  failureReason: failureReason.optional(),
  errorCode: providerText(100).optional(),
});

const NON_FINAL = ["ACCEPTED", "ENQUEUED", "SUBMITTED", "PROCESSING", "IN_RECONCILIATION"] as const;

/** A deposit, payout or refund object: the status query's `data`, and a callback's whole body. */
export const movementSchema = z.object({
  depositId: z.uuid().optional(),
  payoutId: z.uuid().optional(),
  refundId: z.uuid().optional(),
  status: z.enum([...NON_FINAL, "COMPLETED", "FAILED"]),
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
  currency: currencyCode,
  payer: z.object({ accountDetails: z.object({ phoneNumber: z.string().regex(/^\d{8,15}$/) }) }).optional(),
  recipient: z.object({ accountDetails: z.object({ phoneNumber: z.string().regex(/^\d{8,15}$/) }) }).optional(),
  providerTransactionId: providerText().optional().nullable(),
  failureReason: failureReason.optional().nullable(),
  clientReferenceId: providerText(100).optional().nullable(),
});
export type PawapayMovement = z.infer<typeof movementSchema>;

const statusSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("FOUND"), data: movementSchema }),
  z.object({ status: z.literal("NOT_FOUND") }),
]);

/**
 * The answer to an initiation: ACCEPTED is taken; REJECTED a definitive refusal with its code; DUPLICATE_IGNORED
 * (the id was seen before) is ambiguous: the status query says what became of the first. A 400/401/403 names why
 * pawaPay would not take the request (definitive); a 5xx, a timeout or an answer we cannot read is ambiguous.
 */
export function initiationOutcome(answer: ProviderAnswer | null, id: string): InitiateOutcome {
  if (!answer) return { kind: "ambiguous", error: "no answer" };
  if (answer.status === 200) {
    const parsed = parseProviderAnswer(initiationSchema, answer.body);
    if ("error" in parsed) return { kind: "ambiguous", error: parsed.error };
    const { status, failureReason } = parsed.data;
    if (status === "ACCEPTED") return { kind: "accepted", providerReference: id };
    if (status === "DUPLICATE_IGNORED") return { kind: "ambiguous", error: "DUPLICATE_IGNORED: pawaPay has this id already" };
    const code = failureReason?.failureCode ?? "UNSPECIFIED_FAILURE";
    return { kind: "rejected", reasonCode: code, message: failureReason?.failureMessage ?? "" };
  }
  if ([400, 401, 403].includes(answer.status)) {
    const parsed = parseProviderAnswer(errorSchema, answer.body);
    const code = "data" in parsed ? (parsed.data.failureReason?.failureCode ?? parsed.data.errorCode) : undefined;
    if (code) return { kind: "rejected", reasonCode: code, message: `HTTP ${answer.status}` };
  }
  return { kind: "ambiguous", error: `unexpected answer ${answer.status}` };
}

/** A movement's final state in the service's terms; null while pawaPay still holds it (never failed early). */
export function finalStatus(movement: PawapayMovement): { status: FinalStatus; failureCode: string | null } | null {
  if (movement.status === "COMPLETED") return { status: "Success", failureCode: null };
  if (movement.status === "FAILED") return { status: "Failed", failureCode: movement.failureReason?.failureCode ?? null };
  return null;
}

/** A deposit's or payout's result; `reference` is the service's, `id` pawaPay's depositId or payoutId. */
export function movementResult(movement: PawapayMovement, reference: string, id: string): ProviderResult | null {
  const final = finalStatus(movement);
  if (!final) return null;
  const number = (movement.payer ?? movement.recipient)?.accountDetails.phoneNumber;
  return {
    reference,
    providerReference: id,
    status: final.status,
    amount: serviceAmount(movement.amount),
    currency: movement.currency,
    customerNumber: number ? `+${number}` : "",
    failureCode: final.failureCode,
  };
}

/** A refund's result; its collection is named by pawaPay's depositId only, not our reference. */
export function refundResult(movement: PawapayMovement, reference: string, id: string): RefundResult | null {
  const final = finalStatus(movement);
  if (!final) return null;
  const { status, failureCode } = final;
  return {
    reference,
    collectionReference: null,
    providerReference: id,
    amount: serviceAmount(movement.amount),
    currency: movement.currency,
    status,
    failureCode,
  };
}

/** The status query's answer: NOT_FOUND (never arrived: safe to resend under the same id), pending, or final. */
export function statusOutcome<Result>(
  answer: ProviderAnswer | null,
  toResult: (movement: PawapayMovement) => Result | null,
  id: string,
): StatusOutcome<Result> {
  if (!answer) return { kind: "unknown", error: "no answer" };
  if (answer.status !== 200) return { kind: "unknown", error: `unexpected answer ${answer.status}` };
  const parsed = parseProviderAnswer(statusSchema, answer.body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  if (parsed.data.status === "NOT_FOUND") return { kind: "not_found" };
  const result = toResult(parsed.data.data);
  return result === null ? { kind: "pending", providerReference: id } : { kind: "final", result };
}

const walletBalancesSchema = z.object({
  balances: z.array(z.object({ country: z.string().max(3), currency: currencyCode, balance: z.string().max(30) })).max(200),
});

/**
 * `GET /v2/wallet-balances`: the DR Congo wallets in `currency`, added up when pawaPay lists one per provider (networks.md
 * names the endpoint only [V P2]; the shape is v1's `{"balances":[{"country","currency","balance"}]}`).
 */
export function walletBalanceOutcome(answer: ProviderAnswer | null, currency: string): BalanceOutcome {
  if (!answer) return { kind: "unknown", error: "no answer" };
  if (answer.status !== 200) return { kind: "unknown", error: `unexpected answer ${answer.status}` };
  const parsed = parseProviderAnswer(walletBalancesSchema, answer.body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  const wallets = parsed.data.balances.filter((wallet) => wallet.country === "COD" && wallet.currency === currency);
  if (wallets.length === 0) return { kind: "unknown", error: `no COD wallet in ${currency}` };
  if (!wallets.every((wallet) => /^\d{1,15}(\.\d{1,2})?$/.test(wallet.balance)))
    return { kind: "unknown", error: "a balance that is not a decimal amount" };
  const total = wallets.reduce((sum, wallet) => sum + toMinorUnits(wallet.balance), 0n);
  return { kind: "known", balance: fromMinorUnits(total) };
}
