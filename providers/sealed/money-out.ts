import { z } from "zod";
import { twoDecimals } from "../../lib/money";
import { currencyCode, parseProviderAnswer, parseVerifiedPayload, providerText } from "../payload-schema";
import type {
  InitiateOutcome,
  MoneyOperation,
  RefundResult,
  Statement,
  StatementLine,
  StatementOutcome,
  StatusOutcome,
  VerifiedWebhook,
} from "../types";
import { collectionSchema, finalStatus, type SealedNotification, toResult } from "./wire";

/** Protocol A's money out (providers.md A.4 to A.6, Statements): wire schemas and pure mappings. */

type Answer = { status: number; body: any } | null;

export const DISBURSEMENT_REJECTIONS = new Set([
  "INVALID_MSISDN",
  "UNSUPPORTED_NETWORK",
  "AMOUNT_OUT_OF_RANGE",
  "INSUFFICIENT_FLOAT",
  "INVALID_REQUEST",
]);
export const REFUND_REJECTIONS = new Set([
  "COLLECTION_NOT_SUCCESSFUL",
  "AMOUNT_EXCEEDS_REMAINING",
  "INSUFFICIENT_FLOAT",
  "INVALID_REQUEST",
]);

const decimalAmount = z
  .string()
  .regex(/^\d{1,15}\.\d{2}$/, "Expected a decimal string with two decimals.")
  .refine((amount) => !/^0+\.00$/.test(amount), "Expected a positive amount.");

/** A.4's status query answer: A.2's shape. */
export const disbursementSchema = collectionSchema;

/** A.5's refund status query answer. */
export const refundSchema = z.object({
  refund_id: providerText(),
  order_id: providerText(),
  transaction_id: providerText(),
  status: z.enum(["PENDING", "SUCCESS", "FAILED"]),
  amount: decimalAmount,
  currency: currencyCode,
  reason_code: providerText(64).nullable(),
});

/** A.6: a disbursement's plaintext is A.3's; a refund's is its query answer with the event's fields. */
const disbursementNotificationSchema = collectionSchema.extend({
  kind: z.literal("disbursement"),
  event_id: providerText(),
  status: z.enum(["SUCCESS", "FAILED"]),
  completed_at: providerText(64),
});
const refundNotificationSchema = refundSchema.extend({
  kind: z.literal("refund"),
  event_id: providerText(),
  status: z.enum(["SUCCESS", "FAILED"]),
  completed_at: providerText(64),
});

const totalSchema = z.object({ count: z.number().int().nonnegative(), amount: decimalAmount.or(z.literal("0.00")) });
export const statementSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  currency_totals: z.array(
    z.object({ currency: currencyCode, collections: totalSchema, disbursements: totalSchema, refunds: totalSchema }),
  ),
  lines: z.array(
    z
      .object({
        kind: z.enum(["collection", "disbursement", "refund"]),
        order_id: providerText(),
        refund_id: providerText().optional(),
        transaction_id: providerText(),
        status: z.enum(["SUCCESS", "FAILED"]),
        amount: decimalAmount,
        currency: currencyCode,
      })
      .refine((line) => (line.kind === "refund") === (line.refund_id !== undefined), {
        path: ["refund_id"],
        message: "A refund line, and only a refund line, carries refund_id.",
      }),
  ),
});

export function rejectionOutcome(answer: Answer, listed: Set<string>): InitiateOutcome | null {
  if (answer?.status === 400 && answer.body?.status === "REJECTED" && listed.has(answer.body.reason_code)) {
    const { reason_code, message } = answer.body;
    return { kind: "rejected", reasonCode: String(reason_code), message: String(message ?? "") };
  }
  return null;
}

/** A.5's answer to a refund: like A.1's, keyed by `refund_id`, and `404` for an unknown collection. */
export function refundInitiateOutcome(answer: Answer): InitiateOutcome {
  if (!answer) return { kind: "ambiguous", error: "no answer" };
  const { status, body } = answer;
  if ((status === 202 && body?.status === "ACCEPTED") || (status === 409 && body?.status === "DUPLICATE")) {
    if (typeof body.transaction_id === "string" && body.transaction_id.length > 0)
      return { kind: "accepted", providerReference: body.transaction_id };
  }
  const rejection = rejectionOutcome(answer, REFUND_REJECTIONS);
  if (rejection) return rejection;
  if (status === 404 && body?.status === "NOT_FOUND")
    return { kind: "rejected", reasonCode: "NOT_FOUND", message: "the provider knows no such collection" };
  if (status === 401) return { kind: "rejected", reasonCode: "UNAUTHORIZED", message: "provider refused our credentials" };
  return { kind: "ambiguous", error: `unexpected answer ${status}` };
}

const refundResult = (refund: z.infer<typeof refundSchema> & { status: "SUCCESS" | "FAILED" }): RefundResult => ({
  reference: refund.refund_id,
  collectionReference: refund.order_id,
  providerReference: refund.transaction_id,
  status: finalStatus(refund.status),
  amount: twoDecimals(refund.amount),
  currency: refund.currency,
  failureCode: refund.status === "FAILED" ? refund.reason_code : null,
});

export function refundStatusOutcome(answer: Answer): StatusOutcome<RefundResult> {
  if (!answer) return { kind: "unknown", error: "no answer" };
  const { status, body } = answer;
  if (status === 404) return { kind: "not_found" };
  if (status !== 200) return { kind: "unknown", error: `unexpected answer ${status}` };
  const parsed = parseProviderAnswer(refundSchema, body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  const refund = parsed.data;
  if (refund.status === "PENDING") return { kind: "pending", providerReference: refund.transaction_id };
  return { kind: "final", result: refundResult({ ...refund, status: refund.status }) };
}

const OPERATION_OF = { collection: "collection", disbursement: "disbursement", refund: "refund" } as const;

export function statementOutcome(answer: Answer): StatementOutcome {
  if (!answer) return { kind: "unknown", error: "no answer" };
  if (answer.status !== 200) return { kind: "unknown", error: `unexpected answer ${answer.status}` };
  const parsed = parseProviderAnswer(statementSchema, answer.body);
  if ("error" in parsed) return { kind: "unknown", error: parsed.error };
  const { date, lines, currency_totals } = parsed.data;
  const statement: Statement = {
    date,
    lines: lines.map(
      (line): StatementLine => ({
        operation: OPERATION_OF[line.kind] satisfies MoneyOperation,
        reference: line.refund_id ?? line.order_id,
        collectionReference: line.kind === "refund" ? line.order_id : null,
        providerReference: line.transaction_id,
        status: finalStatus(line.status),
        amount: twoDecimals(line.amount),
        currency: line.currency,
      }),
    ),
    totals: currency_totals.map((total) => ({
      currency: total.currency,
      collection: { count: total.collections.count, amount: twoDecimals(total.collections.amount) },
      disbursement: { count: total.disbursements.count, amount: twoDecimals(total.disbursements.amount) },
      refund: { count: total.refunds.count, amount: twoDecimals(total.refunds.amount) },
    })),
  };
  return { kind: "statement", statement };
}

/**
 * A verified A.6 plaintext as the operation it is about. `kind` absent is a collection: A.3's webhook,
 * handled exactly as before.
 */
export function moneyOutWebhook(notification: Partial<SealedNotification> & { kind?: unknown }): VerifiedWebhook | null {
  if (notification.kind === undefined || notification.kind === "collection") return null;
  if (notification.kind === "disbursement") {
    const checked = parseVerifiedPayload(disbursementNotificationSchema, notification);
    return {
      operation: "disbursement",
      eventId: checked.event_id,
      reference: checked.order_id,
      payload: checked,
      result: toResult(checked),
    };
  }
  const checked = parseVerifiedPayload(refundNotificationSchema, notification);
  const result = refundResult(checked);
  return {
    operation: "refund",
    eventId: checked.event_id,
    reference: checked.refund_id,
    collectionReference: checked.order_id,
    payload: checked,
    result,
  };
}
