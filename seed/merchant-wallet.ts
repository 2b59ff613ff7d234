import type { Knex } from "knex";
import type { AccountType } from "../domain/core/account-type";
import { walletIdOf, walletModeOf } from "../domain/ledger/wallets";

/** The merchant's account type and its wallet in `currency` of that account's mode: where seeded money goes. */
export async function merchantWallet(
  db: Knex,
  merchantId: string,
  currency: string,
): Promise<{ accountType: AccountType; walletId: string | undefined }> {
  const { account_type } = await db("merchants")
    .join("users", "users.id", "merchants.user_id")
    .where("merchants.id", merchantId)
    .first("users.account_type");
  return { accountType: account_type, walletId: await walletIdOf(db, merchantId, currency, walletModeOf(account_type)) };
}
