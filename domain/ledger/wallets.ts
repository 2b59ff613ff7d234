import type { Knex } from "knex";
import type { AccountType } from "../core/account-type";

/** Sandbox money is play money: it lives in wallets of its own and never leaves through a registered provider. */
export const WALLET_MODES = ["live", "sandbox"] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** The wallets a resource's money moves in: those of the mode its account had when it was recorded. */
export const walletModeOf = (accountType: AccountType): WalletMode => (accountType === "prod" ? "live" : "sandbox");

/** A merchant's wallet in one currency and mode, as kept: what can leave now, what is held, their sum. */
export interface WalletBalance {
  currency: string;
  available: string;
  pending: string;
  balance: string;
}

/** A new merchant's wallets: one per currency and mode, all at zero. */
export async function openWallets(trx: Knex.Transaction, merchantId: string, currencies: readonly string[]): Promise<void> {
  await trx("wallets").insert(
    currencies.flatMap((currency) => WALLET_MODES.map((mode) => ({ merchant_id: merchantId, currency, mode }))),
  );
}

/** Past this many wallet ids a process forgets those it knows and reads them again. */
const MOST_KNOWN_WALLET_IDS = 50_000;

/** Keyed by the connection's configuration, which a database handle and its transactions share. */
const knownWalletIds = new WeakMap<object, Map<string, string>>();

/**
 * The id of the merchant's wallet in `currency` and `mode`; undefined when it has none. A wallet, once opened, keeps
 * its id and is never deleted, so a process reads each id once (one statement fewer for every payment booked and
 * every payout or refund held); a merchant without the wallet is asked again.
 */
export async function walletIdOf(db: Knex, merchantId: string, currency: string, mode: WalletMode): Promise<string | undefined> {
  const configuration = db.client.config as object;
  let known = knownWalletIds.get(configuration);
  if (!known) {
    known = new Map<string, string>();
    knownWalletIds.set(configuration, known);
  }
  const key = `${merchantId} ${currency} ${mode}`;
  const id = known.get(key);
  if (id) return id;
  const wallet = await db("wallets").where({ merchant_id: merchantId, currency, mode }).first("id");
  if (!wallet) return undefined;
  if (known.size >= MOST_KNOWN_WALLET_IDS) known.clear();
  known.set(key, wallet.id);
  return wallet.id;
}

/**
 * Takes the wallet's row lock for the rest of the caller's database transaction, as a posting on it would: what
 * is checked against the wallet's money out afterwards (a daily limit) is checked one payout at a time.
 */
export async function lockWallet(trx: Knex.Transaction, walletId: string): Promise<void> {
  await trx("wallets").where({ id: walletId }).forUpdate().first("id");
}

/** Every wallet of the merchant in one mode, read from the balances kept with each posting: one row each. */
export async function walletBalances(db: Knex, merchantId: string, mode: WalletMode): Promise<WalletBalance[]> {
  return db("wallets")
    .where({ merchant_id: merchantId, mode })
    .orderBy("currency")
    .select(
      "currency",
      db.raw("available::text AS available"),
      db.raw("pending::text AS pending"),
      db.raw("(available + pending)::numeric(20,2)::text AS balance"),
    );
}
