import type { Readable } from "node:stream";
import type { Knex } from "knex";
import { ownMerchant } from "../accounts/merchant-account";
import { merchantOfUser } from "../accounts/merchants";
import { type StatementFilters, type StatementLine, statementPage, streamStatement } from "../ledger/statement";
import { type WalletBalance, type WalletMode, walletBalances } from "../ledger/wallets";

/** A merchant user's reads of its own wallets in one mode (live or sandbox), from the balances kept. */

export async function ownWallet(db: Knex, userId: string, mode: WalletMode): Promise<WalletBalance[]> {
  return walletBalances(db, (await ownMerchant(db, userId)).id, mode);
}

/** One page of the caller's statement; a user with no merchant profile has none. */
export async function ownStatement(
  db: Knex,
  userId: string,
  mode: WalletMode,
  query: StatementFilters & { cursor?: string; limit: number },
): Promise<{ results: StatementLine[]; next: string | null }> {
  const merchant = await merchantOfUser(db, userId);
  return merchant ? statementPage(db, merchant.id, mode, query) : { results: [], next: null };
}

/** The caller's filtered statement as a stream of lines; undefined without a merchant profile. */
export async function exportOwnStatement(
  db: Knex,
  userId: string,
  mode: WalletMode,
  filters: StatementFilters,
): Promise<Readable | undefined> {
  const merchant = await merchantOfUser(db, userId);
  return merchant ? streamStatement(db, merchant.id, mode, filters) : undefined;
}
