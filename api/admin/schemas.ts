import { z } from "zod";
import { RAW_CALLBACK_STATUSES } from "../../db/migrations/005_settlement";
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

const page = {
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
};
export const rawCallbackQuery = z.strictObject({
  ...page,
  provider: z.string().max(40).optional(),
  reference: z.string().max(64).optional(),
  processing_status: z.enum(RAW_CALLBACK_STATUSES).optional(),
});
export const failureQuery = z.strictObject({ ...page, provider: z.string().max(40).optional() });
export const resolveSchema = z.strictObject({
  transaction_status: z.enum(["Success", "Failed"]),
  reason: z.string().trim().min(3, "Say why the transaction is resolved by hand.").max(500),
});

const iso = z.iso.datetime({ offset: true });
const next = z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last." });

export const rawCallbackSchema = z
  .strictObject({
    id: z.uuid(),
    seq: z.string().meta({ description: "Arrival order." }),
    provider_code_name: z.string(),
    event_id: z.string(),
    reference: z.string(),
    raw_body: z.string(),
    headers: z.record(z.string(), z.string()),
    payload: z.unknown(),
    result: z.unknown().meta({ description: "The final result it reports, null for informational events." }),
    source_address: z.string().nullable(),
    received_at: iso,
    processing_status: z.enum(RAW_CALLBACK_STATUSES),
    processing_note: z.string().nullable(),
    signalled_at: iso.nullable(),
    processed_at: iso.nullable(),
  })
  .meta({ id: "RawCallback" });

export const rawCallbackPageSchema = z.strictObject({ results: z.array(rawCallbackSchema), next });

export const webhookFailurePageSchema = z.strictObject({
  results: z.array(
    z.strictObject({
      id: z.string(),
      provider_code_name: z.string(),
      source_address: z.string().nullable(),
      reason: z.string(),
      body_sha256: z.string(),
      body_size: z.number().int(),
      received_at: iso,
    }),
  ),
  next,
});

/** Staff console answers not yet described field by field: the contract checks them as any JSON object. */
export const consoleObjectSchema = z
  .looseObject({})
  .meta({ id: "ConsoleObject", description: "A staff console answer; its fields are not described here yet." });
