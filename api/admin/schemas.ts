import { z } from "zod";
import { RAW_CALLBACK_STATUSES } from "../../db/migrations/005_settlement";

const page = {
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
};
export const rawCallbackQuery = z.strictObject({
  ...page,
  provider: z.string().max(40).optional(),
  reference: z.string().max(64).optional(),
});
export const failureQuery = z.strictObject({ ...page, provider: z.string().max(40).optional() });
export const resolveSchema = z.strictObject({
  transaction_status: z.enum(["Success", "Failed"]),
  reason: z.string().trim().min(3, "Say why the transaction is resolved by hand.").max(500),
});
export const updateUserSchema = z.strictObject({
  account_type: z.enum(["sandbox", "prod"]).optional(),
  is_active: z.boolean().optional(),
});

const iso = z.iso.datetime({ offset: true });
const next = z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last." });

export const rawCallbackPageSchema = z.strictObject({
  results: z.array(
    z.strictObject({
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
    }),
  ),
  next,
});

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
