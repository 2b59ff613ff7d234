import { z } from "zod";
import { MOVEMENT_STATUSES } from "../../domain/core/status";
import { APPROVAL_STATUSES } from "../../domain/payouts/row";
import { timestamp } from "../../lib/validation";
import { providerFailureCodeField } from "../failure-fields";
import { pageOf, pageQuery } from "../paging";
import { createTransactionSchema } from "../payments/schemas";

const decimal = z.string().regex(/^\d+\.\d{2}$/);
const iso = z.iso.datetime();

/** The recipient's number, as a payout and a recipient lookup take it. */
const recipientNumber = z
  .string({ error: "This field is required." })
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, "Enter the recipient's number in E.164 form, e.g. +243812345678.");

/** A payout request: a transaction's fields with the recipient in the payer's place, `service` optional when the number tells it. */
export const createPayoutSchema = createTransactionSchema.omit({ customer_number: true, service: true }).extend({
  recipient_number: recipientNumber,
  service: z.string().trim().min(1).optional().meta({ description: "Optional when the recipient's number tells it." }),
  expected_recipient_name: z.string().trim().min(1).max(200).optional().meta({
    description:
      "Who should hold the number. When the network tells the holder (see `recipient-lookup`) and the names differ (case, accents, spacing and word order aside), or says the number is not registered, the payout is refused `409 recipient_name_mismatch` before any money is held; when no provider can tell, it proceeds with `recipient_name_checked: false`.",
  }),
});

export type CreatePayoutInput = z.infer<typeof createPayoutSchema>;

/** Approving takes the password and a second factor; missing or wrong, each is a 401, not a validation error. */
export const approvePayoutSchema = z.strictObject({
  password: z.string().max(1024).optional().meta({ description: "The account's password." }),
  otp: z.string().max(64).optional().meta({ description: "A code of the authenticator app, or a recovery code." }),
});

export const MAX_BULK_PAYOUTS = 100;

export const bulkPayoutSchema = z.strictObject({
  payouts: z
    .array(z.unknown(), { error: "Send the payouts as a list." })
    .min(1, "Send at least one payout.")
    .max(MAX_BULK_PAYOUTS, `Send at most ${MAX_BULK_PAYOUTS} payouts at once.`),
});

export const payoutStatus = z.enum(MOVEMENT_STATUSES);

export const approvalStatus = z.enum(APPROVAL_STATUSES);

export const listPayoutsSchema = z.strictObject({
  status: payoutStatus.optional(),
  approval_status: approvalStatus.optional().meta({ description: "`awaiting_approval`: the payouts waiting for you." }),
  currency: z.string().trim().toUpperCase().max(3).optional(),
  merchant_reference: z.string().max(64).optional(),
  created_after: timestamp.optional(),
  created_before: timestamp.optional(),
  ...pageQuery,
});

export const payoutSchema = z
  .strictObject({
    reference: z.string(),
    merchant_reference: z.string(),
    amount: decimal.meta({ description: "What the recipient receives." }),
    fee: decimal.meta({ description: "Held with the amount at creation, booked to the platform on `Success`." }),
    currency: z.string(),
    service: z.string(),
    recipient_number: z.string(),
    expected_recipient_name: z.string().nullable(),
    recipient_name_checked: z
      .boolean()
      .meta({ description: "The network told the number's holder and it matched `expected_recipient_name`." }),
    callback_url: z.string(),
    provider_code_name: z.string().nullable(),
    provider_reference: z.string().nullable(),
    payout_status: payoutStatus,
    failure_reason: z.string().nullable().meta({
      description:
        "Set when `Failed`: one word of the failure vocabulary (`GET /api/organization/failure-reasons/`); while it is `Pending`, why it waits for a provider (`waiting: ...`).",
    }),
    provider_failure_code: providerFailureCodeField,
    approval_status: approvalStatus.meta({
      description:
        "`awaiting_approval`: its amount is above the merchant's `approval_above`; it is `Pending`, its money held, sent to no provider until `POST .../approve/` (then `approved`), cancelled, or `PAYOUT_APPROVAL_HOURS` pass (`Failed`, `not_approved`). Otherwise `not_required`.",
    }),
    created_at: iso,
    updated_at: iso,
  })
  .meta({ id: "Payout" });

export type PayoutView = z.infer<typeof payoutSchema>;

export const payoutPageSchema = pageOf(payoutSchema);

export const bulkPayoutResultSchema = z.strictObject({
  results: z.array(
    z.union([
      z.strictObject({ index: z.number().int(), payout: payoutSchema }),
      z.strictObject({
        index: z.number().int(),
        error: z.strictObject({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() }),
      }),
    ]),
  ),
});

export const recipientLookupSchema = z.strictObject({
  recipient_number: recipientNumber,
  service: z.string().trim().min(1).optional().meta({ description: "Optional when the number tells it." }),
});

export const recipientSchema = z
  .strictObject({ recipient_number: z.string(), service: z.string(), name: z.string() })
  .meta({ id: "Recipient" });
