import { z } from "zod";
import { FINAL_STATUSES, MOVEMENT_STATUSES } from "../../domain/core/status";
import { REPORT_GROUPINGS } from "../../domain/payments/payments-store";
import { ValidationError } from "../../lib/errors";
import { day, timestamp } from "../../lib/validation";
import { failureReasonField, providerFailureCodeField } from "../failure-fields";
import { pageOf, pageQuery } from "../paging";

export const createTransactionSchema = z.strictObject({
  merchant_reference: z
    .string({ error: "This field is required." })
    .trim()
    .min(1, "This field is required.")
    .max(64)
    .regex(/^[A-Za-z0-9._:\-/]+$/, "Use letters, digits and . _ : - / only."),
  amount: z
    .string({ error: 'Send the amount as a decimal string, e.g. "1500.00".' })
    .regex(/^\d{1,15}(\.\d+)?$/, 'Send the amount as a decimal string, e.g. "1500.00".'),
  currency: z.string({ error: "This field is required." }).trim().toUpperCase(),
  service: z
    .string()
    .trim()
    .min(1, "This field is required.")
    .optional()
    .meta({ description: "Optional when the number tells it (its prefix: see POST /api/payments/predict-provider/)." }),
  customer_number: z
    .string({ error: "This field is required." })
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, "Enter the payer's number in E.164 form, e.g. +243812345678."),
  callback_url: z.string({ error: "This field is required." }).trim().max(2048),
  provider_code_name: z.string().trim().min(1).max(40).optional(),
});

export type CreateTransactionInput = z.infer<typeof createTransactionSchema>;

export const transactionStatus = z.enum(MOVEMENT_STATUSES);

const transactionFilters = {
  status: transactionStatus.optional(),
  created_after: timestamp.optional(),
  created_before: timestamp.optional(),
  service: z.string().trim().toUpperCase().max(20).optional(),
  currency: z.string().trim().toUpperCase().max(3).optional(),
  merchant_reference: z.string().max(64).optional(),
};

export const listTransactionsSchema = z.strictObject({
  ...transactionFilters,
  ...pageQuery,
});

export const exportTransactionsSchema = z.strictObject(transactionFilters);

const DAY_MS = 86_400_000;
const MAX_REPORT_DAYS = 366;
const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) => new Date(Date.parse(date) - days * DAY_MS).toISOString().slice(0, 10);

/** `from`/`to` inclusive UTC days, by default the last 30 days ending today. */
export const reportFields = {
  from: day.optional(),
  to: day.optional(),
  group_by: z.enum(REPORT_GROUPINGS).default("day"),
};

export function reportRange<Query extends { from?: string; to?: string }>(query: Query) {
  const to = query.to ?? today();
  const from = query.from ?? daysBefore(to, 29);
  if (from > to) throw new ValidationError({ from: "from must not be after to." });
  if (Date.parse(to) - Date.parse(from) >= MAX_REPORT_DAYS * DAY_MS) {
    throw new ValidationError({ from: `A report covers at most ${MAX_REPORT_DAYS} days.` });
  }
  return { from, to };
}

export const reportSchema = z.strictObject(reportFields);

const iso = z.iso.datetime({ offset: true });
const decimal = z.string().regex(/^\d+\.\d{2}$/);

export const reportRowSchema = z
  .strictObject({
    group: z.string().meta({
      description: "The group: a UTC day (`YYYY-MM-DD`), a service symbol, a currency code or a status, per `group_by`.",
    }),
    currency: z.string(),
    count: z.number().int().meta({ description: "Transactions created in the group, in any status." }),
    success_count: z.number().int().meta({ description: "Of those, the ones in `Success`." }),
    attempted: decimal.meta({ description: "Sum of `amount` over every transaction." }),
    gross: decimal.meta({ description: "Sum of `amount` over `Success` only." }),
    fee: decimal.meta({ description: "Sum of `fee` over `Success` only." }),
    net: decimal.meta({ description: "Sum of `net_amount` over `Success` only." }),
  })
  .meta({ id: "ReportRow", description: "One group's totals in one currency: amounts in different currencies are never added." });

export const reportAnswerSchema = z
  .strictObject({
    from: z.iso.date().meta({ description: "First UTC day counted, inclusive." }),
    to: z.iso.date().meta({ description: "Last UTC day counted, inclusive." }),
    group_by: z.enum(REPORT_GROUPINGS),
    results: z.array(reportRowSchema).meta({ description: "By group, then currency; a group without transactions is absent." }),
  })
  .meta({ id: "Report", description: "Totals of the transactions created from `from` to `to`." });

export const referenceParams = z.object({
  reference: z.string().meta({ description: "The service's reference, e.g. `TXMD2K4ZQ81A3F9C2E7B`." }),
});

export const transactionSchema = z
  .strictObject({
    reference: z.string(),
    merchant_reference: z.string(),
    amount: decimal.meta({ description: "Gross: what the customer pays." }),
    fee: decimal.nullable().meta({ description: "Set on `Success`." }),
    net_amount: decimal.nullable().meta({ description: "Credited to the wallet on `Success`." }),
    currency: z.string(),
    service: z.string(),
    customer_number: z.string(),
    callback_url: z.string().nullable().meta({ description: "Null for a checkout's try whose checkout has none." }),
    provider_code_name: z.string().nullable(),
    provider_reference: z.string().nullable(),
    transaction_status: transactionStatus,
    failure_reason: failureReasonField,
    provider_failure_code: providerFailureCodeField,
    created_at: iso,
    updated_at: iso,
    completed_at: iso.nullable(),
    refunded_amount: decimal.meta({ description: "The sum of its refunds that are not `Failed` (in flight included)." }),
    checkout_id: z
      .string()
      .nullable()
      .meta({ description: "The hosted checkout this transaction is a try of; null for one the merchant created." }),
  })
  .meta({ id: "Transaction" });

export type TransactionView = z.infer<typeof transactionSchema>;

export const transactionPageSchema = pageOf(transactionSchema);

export const deliveryListSchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, "Use the `next` value of the previous page.")
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** One delivery attempt of a merchant notification. */
export const callbackDeliverySchema = z.strictObject({
  webhook_id: z.string(),
  trigger: z.enum(["final_state", "resend"]),
  attempt: z.number().int(),
  status_code: z.number().int().nullable(),
  latency_ms: z.number().int(),
  error: z.string().nullable(),
  attempted_at: iso,
});

export const callbackDeliveryListSchema = pageOf(callbackDeliverySchema);

export const resendAcceptedSchema = z.strictObject({ request_id: z.string(), reference: z.string() });

/** The merchant notification's body: exactly the interface's fields. */
export const merchantNotificationSchema = z
  .strictObject({
    reference: z.string(),
    merchant_reference: z.string(),
    transaction_status: z.enum(FINAL_STATUSES),
    amount: decimal.meta({ description: "Gross: what the customer paid." }),
    currency: z.string(),
    customer_number: z.string(),
    provider_reference: z.string().nullable().meta({ description: "null when no provider took the payment." }),
  })
  .meta({ id: "MerchantNotification" });

export const merchantNotificationHeaders = z.object({
  "webhook-id": z.string().meta({ description: "`msg_<reference>_<status>`: the same on every retry and resend." }),
  "webhook-timestamp": z.string().regex(/^\d+$/).meta({ description: "Unix seconds when this attempt was signed." }),
  "webhook-signature": z.string().meta({
    description:
      "`v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`, space-separated, one per active secret (two during a rotation).",
  }),
});
