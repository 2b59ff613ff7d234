import type { Knex } from "knex";
import { fromMinorUnits, toMinorUnits } from "../../lib/money";
import { type LedgerAccount, type LedgerEntryKind, WALLET_ACCOUNTS } from "./entries";
import { post } from "./post";

/** Where a pending posting's held money goes when it is posted: one entry of `kind`, from the held money to `account`. */
export interface PendingLine {
  kind: LedgerEntryKind;
  account: LedgerAccount;
  minor: bigint;
}

/** What a pending posting becomes: posted, each of `lines` out of the held money; voided, `voidKind` back. */
export interface PendingPlan {
  voidKind: LedgerEntryKind;
  lines: readonly PendingLine[];
}

/**
 * Money reserved on a wallet (as a pending transfer): `kind` books its total from the wallet's available money to its
 * held money; posting it books each of `lines` out of the held money, voiding it books `voidKind` back.
 */
export interface PendingPosting extends PendingPlan {
  reference: string;
  kind: LedgerEntryKind;
  currency: string;
  walletId: string;
}

type PendingState = "pending" | "posted" | "voided";

/** A post of a voided pending posting, a void of a posted one, or either of one never reserved. */
export class RefusedPendingError extends Error {
  constructor(reference: string, detail: string) {
    super(`pending posting of ${reference}: ${detail}`);
  }
}

interface PendingRow {
  reference: string;
  kind: LedgerEntryKind;
  void_kind: LedgerEntryKind;
  wallet_id: string;
  currency: string;
  amount: string;
  destinations: Array<{ kind: LedgerEntryKind; account: LedgerAccount; amount: string }>;
  state: PendingState;
}

/**
 * Reserves the pending posting's total (its lines' sum) on its wallet, once: a repeat answers `false` and changes
 * nothing. Throws `InsufficientBalanceError` when the available money does not cover it; the caller's transaction
 * then rolls back whole, the pending record with it.
 */
export async function postPending(trx: Knex.Transaction, pending: PendingPosting): Promise<boolean> {
  const { lines, total } = checkedPlan(pending.reference, pending);
  if (!(await record(trx, pending, lines, total))) return false;
  return post(trx, {
    reference: pending.reference,
    kind: pending.kind,
    currency: pending.currency,
    walletId: pending.walletId,
    lines: [
      { account: "merchant_wallet", minor: -total },
      { account: "merchant_pending", minor: total },
    ],
  });
}

function checkedPlan(reference: string, plan: PendingPlan): { lines: PendingLine[]; total: bigint } {
  const lines = plan.lines.filter((line) => line.minor !== 0n);
  if (lines.some((line) => line.minor < 0n || WALLET_ACCOUNTS.has(line.account))) {
    throw new RefusedPendingError(reference, "a line that does not leave the wallet");
  }
  const total = lines.reduce((sum, line) => sum + line.minor, 0n);
  if (total === 0n) throw new RefusedPendingError(reference, "nothing to reserve");
  return { lines, total };
}

/** Writes the pending posting's row; false when its reference has one already. */
async function record(trx: Knex.Transaction, pending: PendingPosting, lines: PendingLine[], total: bigint) {
  const inserted = await trx("pending_postings")
    .insert({
      reference: pending.reference,
      kind: pending.kind,
      void_kind: pending.voidKind,
      wallet_id: pending.walletId,
      currency: pending.currency,
      amount: fromMinorUnits(total),
      destinations: JSON.stringify(
        lines.map((line) => ({ kind: line.kind, account: line.account, amount: fromMinorUnits(line.minor) })),
      ),
    })
    .onConflict("reference")
    .ignore()
    .returning("reference");
  return inserted.length > 0;
}

/**
 * A hold booked without its pending posting, by a process older than migration 042 still running beside new ones (a
 * rolling deploy): recorded from its `kind` entry and the caller's plan, still pending, so it settles as any other.
 * False when no such hold was booked; refused when the plan's total is not the held amount.
 */
async function recordBookedHold(trx: Knex.Transaction, { reference, kind }: PendingKey, plan: PendingPlan) {
  const held = await trx("ledger_entries")
    .where({ reference, kind, account: "merchant_pending" })
    .first("wallet_id", "currency", trx.raw("amount::text AS amount"));
  if (!held) return false;
  const { lines, total } = checkedPlan(reference, plan);
  if (total !== toMinorUnits(held.amount)) throw new RefusedPendingError(reference, `its plan is not the ${held.amount} held`);
  await record(trx, { reference, kind, walletId: held.wallet_id, currency: held.currency, ...plan }, lines, total);
  return true;
}

/** A pending posting by its reference and the kind of entry that reserved it. */
export interface PendingKey {
  reference: string;
  kind: LedgerEntryKind;
}

/**
 * Ends a pending posting `to` posted or voided under its row's lock, taken before the wallet's (as every caller takes
 * its resource's row first): of concurrent ends, one books and the others find it ended. The same end again answers
 * `false`; the other end is refused.
 */
async function end(
  trx: Knex.Transaction,
  key: PendingKey,
  to: Exclude<PendingState, "pending">,
  plan?: PendingPlan,
): Promise<boolean> {
  const { reference, kind } = key;
  // One statement on the common path: the update takes the row's lock and ends it only while it is pending.
  const [row]: PendingRow[] = await trx("pending_postings")
    .where({ reference, kind, state: "pending" })
    .update({ state: to, settled_at: trx.fn.now() })
    .returning("*");
  if (!row) {
    const current: PendingRow | undefined = await trx("pending_postings").where({ reference, kind }).first();
    if (!current && plan && (await recordBookedHold(trx, key, plan))) return end(trx, key, to);
    if (!current) throw new RefusedPendingError(reference, `no ${kind} reserved`);
    if (current.state === to) return false;
    throw new RefusedPendingError(reference, `${current.state}, cannot be ${to}`);
  }
  const entries =
    to === "voided" ? [{ kind: row.void_kind, account: "merchant_wallet" as const, amount: row.amount }] : row.destinations;
  for (const entry of entries) {
    await post(trx, {
      reference,
      kind: entry.kind,
      currency: row.currency,
      walletId: row.wallet_id,
      lines: [
        { account: "merchant_pending", minor: -toMinorUnits(entry.amount) },
        { account: entry.account, minor: toMinorUnits(entry.amount) },
      ],
    });
  }
  return true;
}

/**
 * Posts a pending posting: its held money goes to the lines it was reserved with. `plan`: the one a hold booked
 * without its pending posting was made with (recordBookedHold); a recorded posting follows its own.
 */
export const commitPending = (trx: Knex.Transaction, key: PendingKey, plan?: PendingPlan): Promise<boolean> =>
  end(trx, key, "posted", plan);

/** Voids a pending posting: its held money goes back to the wallet's available money. `plan`: as commitPending's. */
export const voidPending = (trx: Knex.Transaction, key: PendingKey, plan?: PendingPlan): Promise<boolean> =>
  end(trx, key, "voided", plan);
