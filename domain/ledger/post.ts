import type { Knex } from "knex";
import { InsufficientBalanceError } from "../../lib/errors";
import { fromSignedMinorUnits } from "../../lib/money";
import { type LedgerAccount, type LedgerEntryKind, WALLET_ACCOUNTS } from "./entries";

/** One line of an entry: the account it books to and the signed amount, in minor units. */
export interface LedgerLine {
  account: LedgerAccount;
  minor: bigint;
}

/**
 * An entry: lines that share a reference and a kind and sum to zero. An entry that moves a wallet's
 * money (`merchant_wallet`, `merchant_pending` lines) names the wallet.
 */
export interface LedgerEntry {
  reference: string;
  kind: LedgerEntryKind;
  currency: string;
  walletId?: string;
  lines: readonly LedgerLine[];
}

export class RefusedEntryError extends Error {
  constructor(entry: LedgerEntry, detail: string) {
    super(`ledger entry ${entry.kind} of ${entry.reference}: ${detail}`);
  }
}

const sumOf = (lines: readonly LedgerLine[]) => lines.reduce((sum, line) => sum + line.minor, 0n);

function check(entry: LedgerEntry): { walletLines: LedgerLine[] } {
  if (entry.lines.length === 0) throw new RefusedEntryError(entry, "no lines");
  if (sumOf(entry.lines) !== 0n) throw new RefusedEntryError(entry, "its lines do not sum to zero");
  if (new Set(entry.lines.map((line) => line.account)).size !== entry.lines.length) {
    throw new RefusedEntryError(entry, "two lines on one account");
  }
  const walletLines = entry.lines.filter((line) => WALLET_ACCOUNTS.has(line.account));
  if (walletLines.length > 0 && !entry.walletId) throw new RefusedEntryError(entry, "wallet lines without a wallet");
  return { walletLines };
}

/**
 * Moves the wallet's kept figures by the entry and answers them afterwards, in one statement that also
 * takes the wallet's row lock (held until the caller commits, which is why posting comes last in a
 * caller's transaction) and finds whether the entry was posted already. An entry that takes available
 * money refuses to take it below zero. Undefined: the entry was posted already.
 */
async function moveWallet(trx: Knex.Transaction, entry: LedgerEntry, walletLines: LedgerLine[]) {
  const toAvailable = sumOf(walletLines.filter((line) => line.account === "merchant_wallet"));
  const toPending = sumOf(walletLines.filter((line) => line.account === "merchant_pending"));
  const guard = toAvailable < 0n ? "AND available + :toAvailable::numeric >= 0" : "";
  const { rows } = await trx.raw(
    `UPDATE wallets SET available = available + :toAvailable::numeric, pending = pending + :toPending::numeric, version = version + 1
      WHERE id = :walletId ${guard}
        AND NOT EXISTS (SELECT 1 FROM ledger_entries WHERE reference = :reference AND kind = :kind)
      RETURNING available::text AS available, (available + pending)::numeric(20,2)::text AS balance`,
    {
      walletId: entry.walletId!,
      reference: entry.reference,
      kind: entry.kind,
      toAvailable: fromSignedMinorUnits(toAvailable),
      toPending: fromSignedMinorUnits(toPending),
    },
  );
  if (rows.length === 1) return rows[0] as { available: string; balance: string };
  // The rare paths: posted already, no such wallet, or not enough available money.
  if (await trx("ledger_entries").where({ reference: entry.reference, kind: entry.kind }).first("id")) return undefined;
  const wallet = await trx("wallets").where({ id: entry.walletId! }).first(trx.raw("available::text AS available"));
  if (!wallet) throw new RefusedEntryError(entry, "no such wallet");
  throw new InsufficientBalanceError(wallet.available, entry.currency);
}

/**
 * The one writer of the ledger. Posts an entry once, in the caller's database transaction: a second post
 * of the same (reference, kind) is a no-op that answers `false`, so a retried step never books twice. A
 * wallet entry moves the wallet's kept balances and stores them on its lines, so no read ever sums
 * history; it costs two statements. A hold that the available money does not cover throws
 * `InsufficientBalanceError` (the caller's transaction then rolls back whole).
 */
export async function post(trx: Knex.Transaction, entry: LedgerEntry): Promise<boolean> {
  const { walletLines } = check(entry);
  const after = walletLines.length > 0 ? await moveWallet(trx, entry, walletLines) : undefined;
  if (walletLines.length > 0 && !after) return false;
  const inserted = await trx("ledger_entries")
    .insert(
      entry.lines.map((line) => {
        const onWallet = WALLET_ACCOUNTS.has(line.account);
        return {
          reference: entry.reference,
          kind: entry.kind,
          account: line.account,
          wallet_id: onWallet ? entry.walletId : null,
          currency: entry.currency,
          amount: fromSignedMinorUnits(line.minor),
          balance_after: onWallet ? after!.balance : null,
          available_after: onWallet ? after!.available : null,
          // Taken under the wallet's lock: a wallet's lines are in posting order by time as by id.
          created_at: trx.raw("clock_timestamp()"),
        };
      }),
    )
    .onConflict(["reference", "kind", "account"])
    .ignore()
    .returning("id");
  if (inserted.length === 0 && !after) return false; // an entry on no wallet, posted already
  // A concurrent post of the same entry committed while this one waited for the wallet's lock: roll back
  // this one (its wallet move included); the caller's retry then finds it posted.
  if (inserted.length !== entry.lines.length) throw new RefusedEntryError(entry, "posted concurrently");
  return true;
}
