import { z } from "zod";
import { MOVEMENT_STATUSES } from "../../domain/core/status";
import { FILE_STATUSES } from "../../domain/payout-files/files-store";
import { pageOf, pageQuery } from "../paging";

const decimal = z.string().regex(/^\d+\.\d{2}$/);
const iso = z.iso.datetime();

export const fileIdParams = z.object({ id: z.string().meta({ description: "The file's id (`PF...`)." }) });

export const uploadQuerySchema = z.strictObject({
  callback_url: z.string().trim().max(2048).optional().meta({
    description:
      "Where each of the file's payouts is notified, as a payout's `callback_url`; absent, nobody is notified per payout (follow the file, or subscribe a webhook endpoint).",
  }),
});

export const fileRowsQuerySchema = z.strictObject({
  after: z.coerce.number().int().min(0).optional().meta({ description: "Rows after this row number (paging)." }),
  limit: z.coerce.number().int().min(1).max(10_000).default(1000),
});

export const listFilesSchema = z.strictObject({
  ...pageQuery,
});

const rowErrorSchema = z.strictObject({
  row: z.number().int().meta({ description: "Row 1 is the first after the header." }),
  field: z.string(),
  message: z.string(),
});

const totalSchema = z.strictObject({
  count: z.number().int(),
  amount: decimal.meta({ description: "The valid rows' amounts." }),
  fees: decimal.meta({ description: "Their fees, as each payout's would be." }),
});

export const payoutFileSchema = z
  .strictObject({
    id: z.string(),
    file_status: z.enum(FILE_STATUSES).meta({
      description:
        "`draft`: nothing moves; `awaiting_approval`: submitted, its total above `approval_above`, waiting whole for one approval; `processing`: its valid rows are being made into payouts; `processed`: every valid row has its payout (or the reason it was refused).",
    }),
    rows: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
    totals: z.record(z.string(), totalSchema).meta({ description: "Per currency, over the valid rows." }),
    errors: z.array(rowErrorSchema).meta({ description: "The first 100 problems, in row order." }),
    progress: z.record(z.string(), z.number().int()).meta({
      description:
        "The valid rows by where they are: their payout's status (`Pending`, `Processing`, `Success`, `Failed`), `Refused` (the payout's creation was refused: balance, limit, name), `Waiting` (not made yet).",
    }),
    callback_url: z.string().nullable(),
    submitted_at: iso.nullable(),
    approved_by: z.string().nullable(),
    approved_at: iso.nullable(),
    created_at: iso,
    updated_at: iso,
  })
  .meta({ id: "PayoutFile" });

export const payoutFileRowSchema = z
  .strictObject({
    row: z.number().int(),
    recipient_number: z.string(),
    amount: z.string(),
    currency: z.string(),
    service: z.string().nullable(),
    merchant_reference: z
      .string()
      .meta({ description: "As given, or `<file id>-<row>`; a retry's payout adds `-r1`, `-r2`, ..." }),
    expected_recipient_name: z.string().nullable(),
    description: z.string().nullable(),
    valid: z.boolean(),
    attempt: z.number().int().meta({ description: "Retries made for the row (retry-failed)." }),
    payout_reference: z.string().nullable(),
    payout_status: z.enum(MOVEMENT_STATUSES).nullable(),
    failure_reason: z.string().nullable().meta({ description: "The payout's, or why its creation was refused." }),
  })
  .meta({ id: "PayoutFileRow" });

export const payoutFileDetailSchema = payoutFileSchema.extend({
  results: z.array(payoutFileRowSchema),
  next_row: z.number().int().nullable().meta({ description: "Pass as `after` for the next rows; null at the end." }),
});

export const payoutFilePageSchema = pageOf(payoutFileSchema);

export const retryFailedSchema = z.strictObject({
  retried: z.number().int().meta({ description: "New payouts made (in the background, like the file's first ones)." }),
  file: payoutFileSchema,
});

export type PayoutFileView = z.infer<typeof payoutFileSchema>;
export type PayoutFileRowView = z.infer<typeof payoutFileRowSchema>;
