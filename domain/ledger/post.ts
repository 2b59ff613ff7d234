import type { Knex } from "knex";
import { InsufficientBalanceError } from "../../lib/errors";
import { fromSignedMinorUnits } from "../../lib/money";
import { type LedgerAccount, type LedgerEntryKind, WALLET_ACCOUNTS } from "./entries";

/**
 * One line of an entry: the account it books to and the signed amount, in minor units. A line names its own
 * currency, and its wallet when it is a wallet line, only where they are not the entry's (a conversion's lines are
 * in two currencies, on two wallets).
 */
export interface LedgerLine {
  account: LedgerAccount;
  minor: bigint;
  currency?: string;
  walletId?: string;
}

/**
 * An entry: lines that share a reference and a kind and, in each currency, sum to zero. `currency` and `walletId`
 * are those of the lines that name none: an entry on one wallet in one currency (most of them) names them once.
 */
export interface LedgerEntry {
  reference: string;
  kind: LedgerEntryKind;
  currency?: string;
  walletId?: string;
  lines: readonly LedgerLine[];
}

/** A line with its currency and wallet (null off the wallets) resolved. */
interface ResolvedLine {
  account: LedgerAccount;
  minor: bigint;
  currency: string;
  walletId: string | null;
}

/** A wallet an entry moves: what it adds to its available and held money, and the currency its lines are in. */
interface WalletMove {
  walletId: string;
  currency: string;
  toAvailable: bigint;
  toPending: bigint;
}

export class RefusedEntryError extends Error {
  constructor(entry: LedgerEntry, detail: string) {
    super(`ledger entry ${entry.kind} of ${entry.reference}: ${detail}`);
  }
}

const sumOf = (lines: ReadonlyArray<{ minor: bigint }>) => lines.reduce((sum, line) => sum + line.minor, 0n);

function check(entry: LedgerEntry): { lines: ResolvedLine[]; moves: WalletMove[] } {
  if (entry.lines.length === 0) throw new RefusedEntryError(entry, "no lines");
  const lines = entry.lines.map((line): ResolvedLine => {
    const currency = line.currency ?? entry.currency;
    if (!currency) throw new RefusedEntryError(entry, "a line without a currency");
    const onWallet = WALLET_ACCOUNTS.has(line.account);
    const walletId = onWallet ? (line.walletId ?? entry.walletId) : undefined;
    if (onWallet && !walletId) throw new RefusedEntryError(entry, "wallet lines without a wallet");
    return { account: line.account, minor: line.minor, currency, walletId: walletId ?? null };
  });
  for (const currency of new Set(lines.map((line) => line.currency))) {
    if (sumOf(lines.filter((line) => line.currency === currency)) !== 0n) {
      throw new RefusedEntryError(entry, `its ${currency} lines do not sum to zero`);
    }
  }
  if (new Set(lines.map((line) => `${line.account} ${line.currency}`)).size !== lines.length) {
    throw new RefusedEntryError(entry, "two lines on one account in one currency");
  }
  const moves = new Map<string, WalletMove>();
  for (const line of lines) {
    if (!line.walletId) continue;
    const move = moves.get(line.walletId) ?? { walletId: line.walletId, currency: line.currency, toAvailable: 0n, toPending: 0n };
    if (move.currency !== line.currency) throw new RefusedEntryError(entry, "one wallet's lines in two currencies");
    if (line.account === "merchant_wallet") move.toAvailable += line.minor;
    else move.toPending += line.minor;
    moves.set(line.walletId, move);
  }
  // Locked in one order (by id), so two entries on the same wallets never wait for each other in a cycle.
  return { lines, moves: [...moves.values()].sort((a, b) => (a.walletId < b.walletId ? -1 : a.walletId > b.walletId ? 1 : 0)) };
}

type WalletAfter = { available: string; balance: string };

/**
 * Moves one wallet's kept figures by the entry and answers them afterwards, in one statement that also takes the
 * wallet's row lock (held until the caller commits, which is why posting comes last in a caller's transaction) and
 * finds whether the entry was posted already. A move that takes available money refuses to take it below zero; a
 * wallet in another currency than its lines' is refused.
 * Undefined: the entry was posted already.
 */
async function moveWallet(trx: Knex.Transaction, entry: LedgerEntry, move: WalletMove): Promise<WalletAfter | undefined> {
  const guard = move.toAvailable < 0n ? "AND available + :toAvailable::numeric >= 0" : "";
  const { rows } = await trx.raw(
    `UPDATE wallets SET available = available + :toAvailable::numeric, pending = pending + :toPending::numeric, version = version + 1
      WHERE id = :walletId AND currency = :currency ${guard}
        AND NOT EXISTS (SELECT 1 FROM ledger_entries WHERE reference = :reference AND kind = :kind)
      RETURNING available::text AS available, (available + pending)::numeric(20,2)::text AS balance`,
    {
      walletId: move.walletId,
      currency: move.currency,
      reference: entry.reference,
      kind: entry.kind,
      toAvailable: fromSignedMinorUnits(move.toAvailable),
      toPending: fromSignedMinorUnits(move.toPending),
    },
  );
  if (rows.length === 1) return rows[0] as WalletAfter;
  // The rare paths: posted already, no such wallet, a wallet in another currency, or not enough available money.
  if (await trx("ledger_entries").where({ reference: entry.reference, kind: entry.kind }).first("id")) return undefined;
  const wallet = await trx("wallets").where({ id: move.walletId }).first("currency", trx.raw("available::text AS available"));
  if (!wallet) throw new RefusedEntryError(entry, "no such wallet");
  if (wallet.currency !== move.currency)
    throw new RefusedEntryError(entry, `a ${move.currency} line on a ${wallet.currency} wallet`);
  throw new InsufficientBalanceError(wallet.available, move.currency);
}

/**
 * Moves every wallet of the entry, in the order of their ids; undefined when the entry was posted already. A
 * refusal (not enough available money on one of them) throws after the wallets before it moved: the caller's
 * transaction rolls back whole, as it must on any throw of the writer.
 */
async function moveWallets(trx: Knex.Transaction, entry: LedgerEntry, moves: WalletMove[]) {
  const after = new Map<string, WalletAfter>();
  for (const move of moves) {
    const moved = await moveWallet(trx, entry, move);
    if (!moved) {
      if (after.size === 0) return undefined;
      // A concurrent post of the same entry committed while this one waited for a lock: roll this one back.
      throw new RefusedEntryError(entry, "posted concurrently");
    }
    after.set(move.walletId, moved);
  }
  return after;
}

/**
 * The one writer of the ledger. Posts an entry once, in the caller's database transaction: a second post of the
 * same (reference, kind) is a no-op that answers `false`, so a retried step never books twice. An entry's lines
 * balance in each currency on its own. An entry on wallets moves their kept balances (one statement each, in the
 * order of their ids) and stores them on its lines, so no read ever sums history. A move that the available money
 * does not cover throws `InsufficientBalanceError` (the caller's transaction then rolls back whole).
 */
export async function post(trx: Knex.Transaction, entry: LedgerEntry): Promise<boolean> {
  const { lines, moves } = check(entry);
  const after = moves.length > 0 ? await moveWallets(trx, entry, moves) : undefined;
  if (moves.length > 0 && !after) return false;
  const inserted = await trx("ledger_entries")
    .insert(
      lines.map((line) => {
        const wallet = line.walletId ? after!.get(line.walletId)! : undefined;
        return {
          reference: entry.reference,
          kind: entry.kind,
          account: line.account,
          wallet_id: line.walletId,
          currency: line.currency,
          amount: fromSignedMinorUnits(line.minor),
          balance_after: wallet ? wallet.balance : null,
          available_after: wallet ? wallet.available : null,
          // Taken under the wallets' locks: a wallet's lines are in posting order by time as by id.
          created_at: trx.raw("clock_timestamp()"),
        };
      }),
    )
    .onConflict(["reference", "kind", "account", "currency"])
    .ignore()
    .returning("id");
  if (inserted.length === 0 && !after) return false; // an entry on no wallet, posted already
  // A concurrent post of the same entry committed while this one waited for a wallet's lock: roll back this one
  // (its wallet moves included); the caller's retry then finds it posted.
  if (inserted.length !== lines.length) throw new RefusedEntryError(entry, "posted concurrently");
  return true;
}
