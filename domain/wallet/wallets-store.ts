import type { Knex } from "knex";

/** A merchant's wallet in one currency, per the ledger: what can leave now, what is held, their sum. */
export interface WalletBalance {
  currency: string;
  available: string;
  pending: string;
  balance: string;
}

/** Every wallet of the merchant, derived from its ledger lines (`merchant_wallet` is available, `merchant_pending` held). */
export async function walletBalances(db: Knex, merchantId: string): Promise<WalletBalance[]> {
  return db("wallets as w")
    .leftJoin("ledger_entries as e", "e.wallet_id", "w.id")
    .where("w.merchant_id", merchantId)
    .groupBy("w.currency")
    .orderBy("w.currency")
    .select(
      "w.currency",
      db.raw("COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'merchant_wallet'), 0)::numeric(20,2)::text AS available"),
      db.raw("COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'merchant_pending'), 0)::numeric(20,2)::text AS pending"),
      db.raw("COALESCE(SUM(e.amount), 0)::numeric(20,2)::text AS balance"),
    );
}

/**
 * Locks the merchant's wallet in `currency` until the caller's database transaction ends and answers
 * it with what is available: every hold on one wallet is taken one after another, so two cannot spend
 * the same money. Undefined when the merchant has no wallet in that currency.
 */
export async function lockWalletForHold(
  trx: Knex.Transaction,
  merchantId: string,
  currency: string,
): Promise<{ id: string; available: string } | undefined> {
  const wallet = await trx("wallets").where({ merchant_id: merchantId, currency }).forUpdate().first("id");
  if (!wallet) return undefined;
  const { available } = await trx("ledger_entries")
    .where({ wallet_id: wallet.id, account: "merchant_wallet" })
    .first(trx.raw("COALESCE(SUM(amount), 0)::numeric(20,2)::text AS available"));
  return { id: wallet.id, available };
}
