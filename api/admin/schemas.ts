import { z } from "zod";
import { timestamp } from "../../lib/validation";
import { reportFields } from "../payments/schemas";

const limit = z.coerce.number().int().min(1).max(200).default(50);
/** Lists ordered by a bigserial id: the cursor is the last id seen. */
const idCursor = z
  .string()
  .regex(/^\d{1,18}$/, "Invalid cursor.")
  .optional();
const booleanText = z.enum(["true", "false"]).transform((value) => value === "true");

export const adminTransactionsQuery = z.strictObject({
  reference: z.string().trim().min(1).max(64).optional(),
  merchant_reference: z.string().trim().min(1).max(64).optional(),
  merchant_id: z.uuid("Use a merchant id (uuid).").optional(),
  customer_number: z.string().trim().min(1).max(20).optional(),
  status: z.enum(["Pending", "Processing", "Success", "Failed"]).optional(),
  provider: z.string().trim().min(1).max(40).optional(),
  service: z.string().trim().toUpperCase().max(20).optional(),
  currency: z.string().trim().toUpperCase().max(3).optional(),
  created_after: timestamp.optional(),
  created_before: timestamp.optional(),
  cursor: z.string().max(200).optional(),
  limit,
});

export const usersQuery = z.strictObject({
  search: z.string().trim().min(1).max(100).optional(),
  type: z.enum(["merchant", "staff"]).optional(),
  account_type: z.enum(["sandbox", "prod"]).optional(),
  is_active: booleanText.optional(),
  cursor: z.string().max(200).optional(),
  limit,
});

export const updateUserBody = z
  .strictObject({
    account_type: z.enum(["sandbox", "prod"]).optional(),
    is_active: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Send account_type or is_active.");

export const merchantsQuery = z.strictObject({
  search: z.string().trim().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit,
});

export const updateProviderBody = z
  .strictObject({
    priority: z.number().int().min(0).max(10_000).optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Send priority or enabled.");

export const auditLogQuery = z.strictObject({
  actor_id: z.uuid("Use a user id (uuid).").optional(),
  action: z.string().max(60).optional(),
  target_type: z.enum(["user", "provider", "transaction"]).optional(),
  target_id: z.string().max(100).optional(),
  cursor: idCursor,
  limit,
});

export const adminReportQuery = z.strictObject({
  ...reportFields,
  merchant_id: z.uuid("Use a merchant id (uuid).").optional(),
});
