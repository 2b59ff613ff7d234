import type { Knex } from "knex";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { createPayoutsInBulk, type PayoutCreationDeps, type PayoutCreationRequest } from "../payouts/create-payout";
import { findPayoutByMerchantReference } from "../payouts/payouts-store";
import {
  claimProcessingFile,
  markRowMade,
  markRowRefused,
  type PayoutFileRow,
  rowsToMake,
  type StoredFileRow,
} from "./files-store";

/** Rows made into payouts per batch; the file's lease is renewed between batches. */
export const ROWS_PER_BATCH = 100;
const LEASE_SECONDS = 120;
/**
 * Workflows started at once, each waiting for its first provider step: the loop runs in the worker, outside any
 * request, so it starts more than a bulk request's 10 (bench:payout-file: start waiting dominates a batch).
 */
const START_CONCURRENCY = 50;

export interface FileRowsDeps extends PayoutCreationDeps {
  logger: Logger;
}

/** A row's payout's merchant_reference: the row's, then `-r1`, `-r2`, ... for its retries. */
export const rowPayoutReference = (row: Pick<StoredFileRow, "merchant_reference" | "attempt">) =>
  row.attempt === 0 ? row.merchant_reference : `${row.merchant_reference}-r${row.attempt}`;

function requestOf(file: PayoutFileRow, row: StoredFileRow): PayoutCreationRequest {
  return {
    fields: {
      merchant_reference: rowPayoutReference(row),
      amount: row.amount,
      currency: row.currency,
      recipient_number: row.recipient_number,
      ...(row.service ? { service: row.service } : {}),
      ...(row.expected_recipient_name ? { expected_recipient_name: row.expected_recipient_name } : {}),
      ...(file.callback_url ? { callback_url: file.callback_url } : {}),
    },
    shapeProblems: {},
    ofFile: { approvedBy: file.approved_by },
  };
}

/**
 * Makes a batch of the file's rows into payouts through the single payout's creation (its rules, hold, daily limit
 * and workflow), in row order. A row is made at most once: its payout's merchant_reference is unique among the
 * merchant's payouts, so a batch cut short by a crash finds, on its next pass, the payouts it had made (the same
 * row: linked) and makes only the others. A payout the rules refuse (the balance, the limit, a name mismatch) is
 * recorded on its row. Answers how many rows it handled.
 */
export async function makeBatch(deps: FileRowsDeps, file: PayoutFileRow): Promise<number> {
  const rows = await rowsToMake(deps.db, file.id, ROWS_PER_BATCH);
  if (rows.length === 0) return 0;
  // The payouts are the merchant account's (its own user, as a single payout's are), asked by the member who
  // submitted the file: a member's own user id owns no merchant, and every row would be refused.
  const account = await deps.db("merchants").where({ id: file.merchant_id }).first("user_id");
  const payer = { id: account.user_id as string, account_type: file.account_type, actorId: file.submitted_by ?? file.created_by };
  const creations = await createPayoutsInBulk(
    deps,
    payer,
    rows.map((row) => requestOf(file, row)),
    { startConcurrency: START_CONCURRENCY },
  );
  for (const [index, creation] of creations.entries()) {
    const row = rows[index]!;
    if (creation instanceof AppError) {
      await markRowRefused(deps.db, file.id, row.row_number, creation.code, creation.message);
    } else if (creation.outcome === "duplicate") {
      const existing = await findPayoutByMerchantReference(deps.db, file.merchant_id, rowPayoutReference(row));
      const same = existing && existing.recipient_number === row.recipient_number && existing.amount === row.amount;
      if (same) await markRowMade(deps.db, file.id, row.row_number, existing.reference);
      else {
        const message = "Another payout of yours took this merchant_reference meanwhile.";
        await markRowRefused(deps.db, file.id, row.row_number, "duplicate_merchant_reference", message);
      }
    } else {
      await markRowMade(deps.db, file.id, row.row_number, creation.row.reference);
    }
  }
  return rows.length;
}

/** Ends a file's processing once no row is left to make (a retry meanwhile keeps it going). */
async function finishIfDone(db: Knex, fileId: string): Promise<boolean> {
  const done = await db.raw(
    `UPDATE payout_files SET file_status = 'processed', lease_until = NULL, updated_at = now()
      WHERE id = ? AND file_status = 'processing'
        AND NOT EXISTS (SELECT 1 FROM payout_file_rows
                         WHERE file_id = ? AND valid AND payout_reference IS NULL AND refusal_code IS NULL)`,
    [fileId, fileId],
  );
  return (done.rowCount ?? 0) > 0;
}

/**
 * One pass of the worker's loop: claims a file being processed whose lease is free, makes its rows into payouts
 * batch after batch (renewing the lease), and marks it processed. Answers how many rows it handled.
 */
export async function processPayoutFiles(deps: FileRowsDeps): Promise<number> {
  let handled = 0;
  const seen = new Set<string>();
  for (
    let file = await claimProcessingFile(deps.db, LEASE_SECONDS);
    file;
    file = await claimProcessingFile(deps.db, LEASE_SECONDS)
  ) {
    if (seen.has(file.id)) {
      await deps.db("payout_files").where({ id: file.id }).update({ lease_until: null });
      break;
    }
    seen.add(file.id);
    for (;;) {
      const made = await makeBatch(deps, file);
      handled += made;
      if (made === 0 && (await finishIfDone(deps.db, file.id))) break;
      if (made === 0) {
        // Rows set aside by a retry after this pass looked: take them now.
        if ((await rowsToMake(deps.db, file.id, 1)).length === 0) break;
        continue;
      }
      await deps
        .db("payout_files")
        .where({ id: file.id })
        .update({ lease_until: deps.db.raw("now() + make_interval(secs => ?)", [LEASE_SECONDS]) });
    }
    await deps.db("payout_files").where({ id: file.id }).update({ lease_until: null });
    deps.logger.info({ file: file.id }, "payout file's rows made into payouts");
  }
  return handled;
}
