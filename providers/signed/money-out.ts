import { z } from "zod";
import { fromMinorUnits } from "../../lib/money";
import { currencyCode, parseProviderAnswer, parseVerifiedPayload, providerText } from "../payload-schema";
import type {
  InitiateOutcome,
  ProviderResult,
  RefundResult,
  StatementLine,
  StatementOutcome,
  StatusOutcome,
  VerifiedWebhook,
} from "../types";

/** Protocol B's money out (providers.md B.4 to B.6, Statements): wire schemas and pure mappings. */

type Answer = { status: number; body: any } | null;

export const PAYOUT_REJECTIONS = new Set([
  "invalid_phone",
  "unsupported_operator",
  "amount_out_of_range",
  "insufficient_float",
  "invalid_request",
]);
export const REFUND_REJECTIONS = new Set([
  "payment_not_succeeded",
  "amount_exceeds_remaining",
  "insufficient_float",
  "invalid_request",
]);

const minorAmount = z.number().int("Expected an integer in minor units.").positive().max(Number.MAX_SAFE_INTEGER);

/** B.4's status query answer (and B.6's `data` for `payout.*`). */
export const payoutSchema = z.object({
  payout_id: providerText(),
  external_id: providerText(),
  state: z.enum(["pending", "succeeded", "failed"]),
  amount: minorAmount,
  currency: currencyCode,
  recipient: z.object({ phone: z.string().regex(/^\+\d{6,15}$/, "Expected an E.164 number.") }),
  failure_code: providerText(64).nullable(),
});

/** B.5's status query answer (and B.6's `data` for `refund.*`). */
export const refundSchema = z.object({
  refund_id: providerText(),
  external_id: providerText(),
  payment_id: providerText(),
  state: z.enum(["pending", "succeeded", "failed"]),
  amount: minorAmount,
  currency: currencyCode,
  failure_code: providerText(64).nullable(),
});

const eventEnvelope = { id: providerText(), created: z.number().int().nonnegative() };
const payoutEventSchema = z
  .object({ ...eventEnvelope, type: z.enum(["payout.succeeded", "payout.failed"]), data: payoutSchema })
  .refine((event) => event.type === `payout.${event.data.state}`, {
    path: ["type"],
    message: "The type contradicts data.state.",
  });
const refundEventSchema = z
  .object({ ...eventEnvelope, type: z.enum(["refund.succeeded", "refund.failed"]), data: refundSchema })
  .refine((event) => event.type === `refund.${event.data.state}`, {
    path: ["type"],
    message: "The type contradicts data.state.",
  });

const totalSchema = z.object({ count: z.number().int().nonnegative(), amount: z.number().int().nonnegative() });
export const statementSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  currency_totals: z.array(
    z.object({ currency: currencyCode, payments: totalSchema, payouts: totalSchema, refunds: totalSchema }),
  ),
  lines: z.array(
    z.object({
      kind: z.enum(["payment", "payout", "refund"]),
      external_id: providerText(),
      id: providerText(),
      state: z.enum(["succeeded", "failed", "expired"]),
      amount: minorAmount,
      currency: currencyCode,
    }),
  ),
});

type Payout = z.infer<typeof payoutSchema>;
type Refund = z.infer<typeof refundSchema>;

const failureOf = (state: string, code: string | null) => (state === "succeeded" ? null : code);

export const payoutResult = (payout: Payout & { state: "succeeded" | "failed" }): ProviderResult => ({
  reference: payout.external_id,
  providerReference: payout.payout_id,
  status: payout.state === "succeeded" ? "Success" : "Failed",
  amount: fromMinorUnits(BigInt(payout.amount)),
  currency: payout.currency,
  customerNumber: payout.recipient.phone,
  failureCode: failureOf(payout.state, payout.failure_code),
});

const refundResult = (refund: Refund & { state: "succeeded" | "failed" }): RefundResult => ({
  reference: refund.external_id,
  collectionReference: null,
  providerReference: refund.refund_id,
  status: refund.state === "succeeded" ? "Success" : "Failed",
  amount: fromMinorUnits(BigInt(refund.amount)),
  currency: refund.currency,
  failureCode: failureOf(refund.state, refund.failure_code),
});

/** B.4's / B.5's answer to a creation: like B.1's, the provider's id under `idField`. */
export function moneyOutInitiateOutcome(
  answer: Answer,
  idField: "payout_id" | "refund_id",
  listed: Set<string>,
): InitiateOutcome {
  if (!answer) return { kind: "ambiguous", error: "no answer" };
  const { status, body } = answer;
  const id = body?.[idField];
  if ((status === 201 || (status === 409 && body?.error?.code === "duplicate_external_id")) && typeof id === "string" && id) {
    return { kind: "accepted", providerReference: id };
  }
  const code = body?.error?.code;
  if (status === 422 && listed.has(code))
    return { kind: "rejected", reasonCode: code, message: String(body.error.message ?? "") };
  if (status === 404 && idField === "refund_id")
    return { kind: "rejected", reasonCode: "not_found", message: "the provider knows no such payment" };
  if (status === 401) return { kind: "rejected", reasonCode: "invalid_signature", message: "provider refused our signature" };
  return { kind: "ambiguous", error: `unexpected answer ${status}` };
}

function queried<Schema extends z.ZodType<{ state: string }>, Result>(
  answer: Answer,
  schema: Schema,
  idOf: (data: z.infer<Schema>) => string,
  toFinal: (data: z.infer<Schema>) => Result,
): StatusOutcome<Result> {
  if (!answer) return { kind: "unknown", error: "no answer" };
  if (answer.status === 404) return { kind: "not_found" };
  if (answer.status !== 200) return { kind: "unknown", error: `unexpected answer ${answer.status}` };
  const parsed = parseProviderAnswer(schema, answer.body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  if (parsed.data.state === "pending") return { kind: "pending", providerReference: idOf(parsed.data) };
  return { kind: "final", result: toFinal(parsed.data) };
}

export const payoutStatusOutcome = (answer: Answer): StatusOutcome =>
  queried(
    answer,
    payoutSchema,
    (payout) => payout.payout_id,
    (payout) => payoutResult(payout as Payout & { state: "succeeded" | "failed" }),
  );

export const refundStatusOutcome = (answer: Answer): StatusOutcome<RefundResult> =>
  queried(
    answer,
    refundSchema,
    (refund) => refund.refund_id,
    (refund) => refundResult(refund as Refund & { state: "succeeded" | "failed" }),
  );

const OPERATION_OF = { payment: "collection", payout: "disbursement", refund: "refund" } as const;

/** B's statement in our terms: minor units become decimal strings, `expired` is Failed. */
export function statementOutcome(answer: Answer): StatementOutcome {
  if (!answer) return { kind: "unknown", error: "no answer" };
  if (answer.status !== 200) return { kind: "unknown", error: `unexpected answer ${answer.status}` };
  const parsed = parseProviderAnswer(statementSchema, answer.body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  const { date, lines, currency_totals } = parsed.data;
  const total = ({ count, amount }: { count: number; amount: number }) => ({ count, amount: fromMinorUnits(BigInt(amount)) });
  return {
    kind: "statement",
    statement: {
      date,
      lines: lines.map(
        (line): StatementLine => ({
          operation: OPERATION_OF[line.kind],
          reference: line.external_id,
          collectionReference: null,
          providerReference: line.id,
          status: line.state === "succeeded" ? "Success" : "Failed",
          amount: fromMinorUnits(BigInt(line.amount)),
          currency: line.currency,
        }),
      ),
      totals: currency_totals.map((t) => ({
        currency: t.currency,
        collection: total(t.payments),
        disbursement: total(t.payouts),
        refund: total(t.refunds),
      })),
    },
  };
}

/** A verified B.6 event as the operation it is about; null for a `payment.*` event (B.3, handled as before). */
export function moneyOutEvent(event: unknown): VerifiedWebhook | null {
  const type = (event as { type?: unknown } | null)?.type;
  if (typeof type === "string" && type.startsWith("payout.")) {
    const checked = parseVerifiedPayload(payoutEventSchema, event);
    const data = checked.data as Payout & { state: "succeeded" | "failed" };
    return {
      operation: "disbursement",
      eventId: checked.id,
      reference: data.external_id,
      payload: checked,
      result: payoutResult(data),
    };
  }
  if (typeof type === "string" && type.startsWith("refund.")) {
    const checked = parseVerifiedPayload(refundEventSchema, event);
    const data = checked.data as Refund & { state: "succeeded" | "failed" };
    return {
      operation: "refund",
      eventId: checked.id,
      reference: data.external_id,
      collectionReference: null,
      payload: checked,
      result: refundResult(data),
    };
  }
  return null;
}
