import { z } from "zod";
import { MOVEMENT_STATUSES } from "../../domain/core/status";
import { failureReasonField, providerFailureCodeField } from "../failure-fields";
import { pageOf, pageQuery } from "../paging";
import { createTransactionSchema } from "../payments/schemas";

const decimal = z.string().regex(/^\d+\.\d{2}$/);

export const createRefundSchema = z.strictObject({
  merchant_reference: createTransactionSchema.shape.merchant_reference,
  amount: createTransactionSchema.shape.amount.optional().meta({ description: "Default: what is left to refund." }),
  callback_url: createTransactionSchema.shape.callback_url.optional().meta({ description: "Default: the transaction's." }),
  reason: z
    .string()
    .trim()
    .min(1, "Leave it out, or say why.")
    .max(500)
    .optional()
    .meta({ description: "Why the money goes back, for the merchant's records; shown to staff and in the notification." }),
});

export const refundStatus = z.enum(MOVEMENT_STATUSES);

export const listRefundsSchema = z.strictObject({
  status: refundStatus.optional(),
  transaction_reference: z.string().max(64).optional(),
  ...pageQuery,
});

export const refundSchema = z
  .strictObject({
    reference: z.string(),
    transaction_reference: z.string(),
    merchant_reference: z.string(),
    amount: decimal,
    currency: z.string(),
    callback_url: z
      .string()
      .nullable()
      .meta({ description: "Null when neither the refund nor its transaction has one (a checkout's try)." }),
    provider_reference: z.string().nullable(),
    method: z.enum(["reversal", "disbursement"]).meta({
      description:
        "How it reaches the payer: the network's own reversal of the payment, or the amount paid to the payer's number through the same provider where the network has no reversal for the case (Airtel's partial refunds).",
    }),
    refund_status: refundStatus,
    failure_reason: failureReasonField,
    provider_failure_code: providerFailureCodeField,
    reason: z.string().nullable().meta({ description: "Why it was asked; the service's words for a late success." }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Refund" });

export type RefundView = z.infer<typeof refundSchema>;

export const refundPageSchema = pageOf(refundSchema);
