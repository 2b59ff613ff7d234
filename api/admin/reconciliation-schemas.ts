import { z } from "zod";
import { RECONCILIATION_EXCEPTION_KINDS } from "../../domain/reconciliation/match";
import { day } from "../../lib/validation";

const provider = z.string().trim().min(1).max(40);
const resolution = z.enum(["open", "explained", "refunded", "held"]);

export const reconciliationDaysQuery = z.strictObject({
  provider: provider.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});

export const reconciliationExceptionsQuery = z.strictObject({
  provider: provider.optional(),
  day: day.optional(),
  kind: z.enum(RECONCILIATION_EXCEPTION_KINDS).optional(),
  resolution: resolution.optional(),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, "Use the `next` value of the previous page.")
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const reconciliationRunBody = z.strictObject({ provider_code_name: provider, date: day });

export const settleExceptionsBody = z.strictObject({
  ids: z
    .array(z.string().regex(/^[1-9]\d{0,17}$/, "Use exception ids."))
    .min(1)
    .max(200),
  action: z.enum(["accept", "refund"]),
  note: z.string().trim().min(3, "Say why, in a few words.").max(500),
});

const fields = z.record(z.string(), z.string().nullable()).nullable();

export const reconciliationDaySchema = z
  .strictObject({
    provider_code_name: z.string(),
    day: z.string(),
    status: z.enum(["provisional", "final"]).meta({ description: "`final` once the provider's day has closed." }),
    lines: z.number().int(),
    matched: z.number().int(),
    exceptions: z.number().int(),
    reconciled_at: z.iso.datetime(),
  })
  .meta({ id: "ReconciliationDay" });

export const reconciliationExceptionSchema = z
  .strictObject({
    id: z.string(),
    provider_code_name: z.string(),
    day: z.string(),
    operation: z.enum(["collection", "disbursement", "refund"]),
    reference: z.string(),
    kind: z.enum(RECONCILIATION_EXCEPTION_KINDS),
    ours: fields.meta({ description: "Our record's differing fields; null: we have no record." }),
    theirs: fields.meta({ description: "The provider's statement line's differing fields; null: it has no line." }),
    resolution,
    note: z.string().nullable(),
    refund_reference: z.string().nullable(),
    resolved_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "ReconciliationException" });

export const reconciliationRunSchema = z
  .strictObject({
    provider_code_name: z.string(),
    day: z.string(),
    status: z.enum(["provisional", "final"]),
    lines: z.number().int(),
    matched: z.number().int(),
    exceptions: z.number().int(),
    added: z.number().int().meta({ description: "Exceptions this run recorded for the first time (0 on a rerun)." }),
    late_success_refunds: z.array(z.string()).meta({ description: "Refunds of late successes this run recorded." }),
  })
  .meta({ id: "ReconciliationRun" });
