import { z } from "zod";
import { REPORT_GROUPINGS } from "../../domain/transactions/repository";
import { ValidationError } from "../../lib/errors";
import { day, timestamp } from "../../lib/validation";

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
  service: z.string({ error: "This field is required." }).trim().min(1, "This field is required."),
  customer_number: z
    .string({ error: "This field is required." })
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, "Enter the payer's number in E.164 form, e.g. +243812345678."),
  callback_url: z.string({ error: "This field is required." }).trim().max(2048),
  provider_code_name: z.string().trim().min(1).max(40).optional(),
});

export type CreateTransactionInput = z.infer<typeof createTransactionSchema>;

const transactionFilters = {
  status: z.enum(["Pending", "Processing", "Success", "Failed"]).optional(),
  created_after: timestamp.optional(),
  created_before: timestamp.optional(),
  service: z.string().trim().toUpperCase().max(20).optional(),
  currency: z.string().trim().toUpperCase().max(3).optional(),
  merchant_reference: z.string().max(64).optional(),
};

export const listTransactionsSchema = z.strictObject({
  ...transactionFilters,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
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
