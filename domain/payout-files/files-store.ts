import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import type { AccountType } from "../core/account-type";
import type { MovementStatus } from "../core/status";
import type { CurrencyTotal, FileRow, RowError } from "./read-file";

/** The one module that reads and writes `payout_files` and `payout_file_rows`. */

type Executor = Knex | Knex.Transaction;

export const FILE_STATUSES = ["draft", "awaiting_approval", "processing", "processed"] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

export interface PayoutFileRow {
  id: string;
  merchant_id: string;
  created_by: string;
  account_type: AccountType;
  callback_url: string | null;
  file_status: FileStatus;
  rows: number;
  valid: number;
  invalid: number;
  totals: Record<string, CurrencyTotal>;
  errors: RowError[];
  submitted_by: string | null;
  submitted_at: Date | null;
  approved_by: string | null;
  approved_at: Date | null;
  lease_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A row of the file with what became of it: its payout's reference, status and failure. */
export interface StoredFileRow extends FileRow {
  file_id: string;
  attempt: number;
  payout_reference: string | null;
  refusal_code: string | null;
  refusal_message: string | null;
  payout_status: MovementStatus | null;
  failure_reason: string | null;
}

/** Sortable by creation time like a payout's reference, unguessable by its random tail. */
export function newFileId(): string {
  return `PF${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString("hex").toUpperCase()}`;
}

const INSERT_BATCH = 1000;

export async function insertFile(
  db: Knex,
  file: Pick<
    PayoutFileRow,
    "id" | "merchant_id" | "created_by" | "account_type" | "callback_url" | "rows" | "valid" | "invalid" | "totals" | "errors"
  >,
  rows: FileRow[],
): Promise<void> {
  await db.transaction(async (trx) => {
    await trx("payout_files").insert({ ...file, totals: JSON.stringify(file.totals), errors: JSON.stringify(file.errors) });
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await trx("payout_file_rows").insert(rows.slice(start, start + INSERT_BATCH).map((row) => ({ ...row, file_id: file.id })));
    }
  });
}

/** Another merchant's file is indistinguishable from a missing one. */
export async function findMerchantFile(db: Executor, merchantId: string, id: string): Promise<PayoutFileRow | undefined> {
  return db<PayoutFileRow>("payout_files").where({ id, merchant_id: merchantId }).first();
}

export async function lockFile(trx: Knex.Transaction, id: string): Promise<PayoutFileRow | undefined> {
  return trx<PayoutFileRow>("payout_files").where({ id }).forUpdate().first();
}

export async function updateFile(db: Executor, id: string, patch: Partial<PayoutFileRow>): Promise<void> {
  await db("payout_files")
    .where({ id })
    .update({ ...patch, updated_at: db.fn.now() });
}

/** The merchant's files, newest first; `before`: the last id of the previous page. */
export async function merchantFiles(db: Executor, merchantId: string, before: string | undefined, limit: number) {
  const query = db<PayoutFileRow>("payout_files")
    .where({ merchant_id: merchantId })
    .orderBy("id", "desc")
    .limit(limit + 1);
  if (before) query.where("id", "<", before);
  return query;
}

/** The file's rows in order with their payout's status, from row `after` + 1, at most `limit`. */
export async function fileRows(db: Executor, fileId: string, page: { after?: number; limit?: number } = {}) {
  const query = db("payout_file_rows as r")
    .leftJoin("payouts as p", "p.reference", "r.payout_reference")
    .where("r.file_id", fileId)
    .orderBy("r.row_number")
    .select<StoredFileRow[]>("r.*", "p.payout_status", "p.failure_reason");
  if (page.after !== undefined) query.where("r.row_number", ">", page.after);
  if (page.limit !== undefined) query.limit(page.limit);
  return query;
}

/** How many of the file's valid rows are in each state: made into a payout (by its status), refused, to make. */
export async function rowCounts(db: Executor, fileId: string): Promise<Record<string, number>> {
  const rows = await db("payout_file_rows as r")
    .leftJoin("payouts as p", "p.reference", "r.payout_reference")
    .where({ "r.file_id": fileId, "r.valid": true })
    .groupByRaw("1")
    .select(
      db.raw(
        "CASE WHEN r.payout_reference IS NOT NULL THEN p.payout_status WHEN r.refusal_code IS NOT NULL THEN 'Refused' ELSE 'Waiting' END AS state",
      ),
      db.raw("count(*)::int AS count"),
    );
  return Object.fromEntries(rows.map((row: { state: string; count: number }) => [row.state, row.count]));
}

/**
 * Claims a file whose rows are being made into payouts and whose lease is free (never taken, or run out: its
 * worker died), for `seconds`; several workers never hold one file at once.
 */
export async function claimProcessingFile(db: Knex, seconds: number): Promise<PayoutFileRow | undefined> {
  const result = await db.raw(
    `UPDATE payout_files SET lease_until = now() + make_interval(secs => ?), updated_at = now()
      WHERE id = (
        SELECT id FROM payout_files
         WHERE file_status = 'processing' AND (lease_until IS NULL OR lease_until < now())
         ORDER BY submitted_at NULLS FIRST LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [seconds],
  );
  return result.rows[0];
}

/** The file's next valid rows no payout was made for yet, nor refused, in order. */
export async function rowsToMake(db: Executor, fileId: string, limit: number): Promise<StoredFileRow[]> {
  return db("payout_file_rows")
    .where({ file_id: fileId, valid: true })
    .whereNull("payout_reference")
    .whereNull("refusal_code")
    .orderBy("row_number")
    .limit(limit);
}

export async function markRowMade(db: Executor, fileId: string, rowNumber: number, payoutReference: string): Promise<void> {
  await db("payout_file_rows").where({ file_id: fileId, row_number: rowNumber }).update({ payout_reference: payoutReference });
}

export async function markRowRefused(db: Executor, fileId: string, rowNumber: number, code: string, message: string) {
  await db("payout_file_rows")
    .where({ file_id: fileId, row_number: rowNumber })
    .update({ refusal_code: code, refusal_message: message });
}

/**
 * Sets aside, in one statement, each row whose payout ended Failed with one of `reasons` for a new payout (its
 * attempt counted up, its payout cleared): a second call finds none of the same failures. Answers how many.
 */
export async function setAsideFailedRows(trx: Knex.Transaction, fileId: string, reasons: readonly string[]): Promise<number> {
  const result = await trx.raw(
    `UPDATE payout_file_rows r SET attempt = r.attempt + 1, payout_reference = NULL
       FROM payouts p
      WHERE r.file_id = ? AND p.reference = r.payout_reference
        AND p.payout_status = 'Failed' AND p.failure_reason = ANY(?::text[])`,
    [fileId, [...reasons]],
  );
  return result.rowCount ?? 0;
}
