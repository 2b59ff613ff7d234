import type { Knex } from "knex";
import { AppError, NotFoundError } from "../../lib/errors";
import { toMinorUnits } from "../../lib/money";
import { FAILURE_REASON_WORDS } from "../../providers/failure-reasons";
import { merchantOfUser } from "../accounts/merchants";
import type { FeeSchedule } from "../core/fees";
import type { Payer } from "../core/payer";
import { findControls } from "../money-out-controls/controls-store";
import {
  findMerchantFile,
  insertFile,
  lockFile,
  newFileId,
  type PayoutFileRow,
  setAsideFailedRows,
  updateFile,
} from "./files-store";
import { ERRORS_SHOWN, readPayoutFile } from "./read-file";

/** A merchant user's payout files: another merchant's are indistinguishable from missing ones. */

async function merchantIdOf(db: Knex, userId: string): Promise<string> {
  const merchant = await merchantOfUser(db, userId);
  if (!merchant)
    throw new AppError(400, "validation_error", "Complete the merchant profile before paying out.", {
      merchant: "Complete the merchant profile before paying out.",
    });
  return merchant.id;
}

export async function ownFile(db: Knex, userId: string, id: string): Promise<PayoutFileRow> {
  const merchant = await merchantOfUser(db, userId);
  const file = merchant ? await findMerchantFile(db, merchant.id, id) : undefined;
  if (!file) throw new NotFoundError("No such payout file.");
  return file;
}

/**
 * Reads and checks a payout file and keeps it, a draft, with each of its rows (the bad ones too, for the merchant
 * to see): nothing is held or sent. `callbackUrl`: where the payouts' notifications go (none: nobody is notified).
 */
export async function uploadPayoutFile(
  db: Knex,
  payer: Payer,
  input: { text: string; callbackUrl: string | null; fees: FeeSchedule },
): Promise<PayoutFileRow> {
  const merchantId = await merchantIdOf(db, payer.id);
  const id = newFileId();
  const read = await readPayoutFile(db, {
    text: input.text,
    fileId: id,
    merchantId,
    accountType: payer.account_type,
    fees: input.fees,
  });
  await insertFile(
    db,
    {
      id,
      merchant_id: merchantId,
      created_by: payer.actorId ?? payer.id,
      account_type: payer.account_type,
      callback_url: input.callbackUrl,
      rows: read.rows.length,
      valid: read.rows.length - read.invalid,
      invalid: read.invalid,
      totals: read.totals,
      errors: read.errors.slice(0, ERRORS_SHOWN),
    },
    read.rows,
  );
  return (await findMerchantFile(db, merchantId, id))!;
}

export class FileStateError extends AppError {
  constructor(file: PayoutFileRow, action: string) {
    super(409, "invalid_state_transition", `This payout file cannot be ${action}: it is ${file.file_status}.`, {
      from: file.file_status,
    });
  }
}

/** Whether the file's total in some currency is strictly above the merchant's `approval_above` in it. */
async function needsApproval(trx: Knex.Transaction, file: PayoutFileRow): Promise<boolean> {
  const controls = await findControls(trx, file.merchant_id);
  return Object.entries(file.totals).some(([currency, total]) => {
    const threshold = controls?.approval_above[currency];
    return threshold !== undefined && toMinorUnits(total.amount) > toMinorUnits(threshold);
  });
}

/**
 * Submits a draft: over the merchant's approval threshold (the file's total), it waits whole for one approval;
 * otherwise its valid rows are made into payouts in the background (the worker's payout-file loop). Twice: 409.
 */
/** `memberId`: who submits it (the account's own user, or a member of its team). */
export async function submitPayoutFile(db: Knex, userId: string, id: string, memberId = userId): Promise<PayoutFileRow> {
  const { id: fileId } = await ownFile(db, userId, id);
  await db.transaction(async (trx) => {
    const file = (await lockFile(trx, fileId))!;
    if (file.file_status !== "draft") throw new FileStateError(file, "submitted");
    const awaits = await needsApproval(trx, file);
    await updateFile(trx, fileId, {
      file_status: awaits ? "awaiting_approval" : "processing",
      submitted_by: memberId,
      submitted_at: new Date(),
    });
  });
  return ownFile(db, userId, fileId);
}

/**
 * Approves a file awaiting approval (the caller proved the password and a second factor): its rows are then made
 * into payouts, each approved by the file's approval. Under the file's lock, so concurrent approvals count once;
 * a file approved already is answered as it stands.
 */
export async function approvePayoutFile(db: Knex, userId: string, id: string, approverId = userId): Promise<PayoutFileRow> {
  const { id: fileId } = await ownFile(db, userId, id);
  await db.transaction(async (trx) => {
    const file = (await lockFile(trx, fileId))!;
    if (file.approved_by) return;
    if (file.file_status !== "awaiting_approval") throw new FileStateError(file, "approved");
    await updateFile(trx, fileId, { file_status: "processing", approved_by: approverId, approved_at: new Date() });
  });
  return ownFile(db, userId, fileId);
}

/** The failure reasons worth a new try (the failure vocabulary's `retryable`). */
export const RETRYABLE_REASONS = Object.entries(FAILURE_REASON_WORDS)
  .filter(([, words]) => words.retryable)
  .map(([reason]) => reason);

/**
 * Once per failure, a new payout for each row whose payout ended Failed with a retryable reason (its
 * merchant_reference suffixed `-r<attempt>`): the rows are set aside in one statement and made into payouts in the
 * background like the file's first ones. Answers how many; a second call for the same failures makes none.
 */
export async function retryFailedRows(db: Knex, userId: string, id: string): Promise<{ file: PayoutFileRow; retried: number }> {
  const { id: fileId } = await ownFile(db, userId, id);
  const retried = await db.transaction(async (trx) => {
    const file = (await lockFile(trx, fileId))!;
    if (file.file_status === "draft" || file.file_status === "awaiting_approval") throw new FileStateError(file, "retried");
    const count = await setAsideFailedRows(trx, fileId, RETRYABLE_REASONS);
    if (count > 0) await updateFile(trx, fileId, { file_status: "processing" });
    return count;
  });
  return { file: await ownFile(db, userId, fileId), retried };
}
