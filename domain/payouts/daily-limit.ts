import type { Knex } from "knex";
import { LimitExceededError } from "../../lib/errors";
import { fromMinorUnits, toMinorUnits } from "../../lib/money";
import type { AccountType } from "../core/account-type";
import { lockWallet } from "../ledger/wallets";
import { payoutAmountsToday } from "./payouts-store";

/**
 * Refuses a payout that would take the UTC day's payouts in its currency (not `Failed`; awaiting approval
 * included; fees not counted) above the merchant's daily limit: `400 limit_exceeded` with what is left.
 * The wallet's row lock is taken first, in the caller's database transaction that records the payout and
 * holds its money, so concurrent payouts are summed one after another and cannot both pass the limit.
 */
export async function assertWithinDailyLimit(
  trx: Knex.Transaction,
  walletId: string,
  payout: { merchantId: string; accountType: AccountType; currency: string; amount: string },
  limit: string,
): Promise<void> {
  await lockWallet(trx, walletId);
  const spent = toMinorUnits(await payoutAmountsToday(trx, payout.merchantId, payout.currency, payout.accountType));
  const left = toMinorUnits(limit) - spent;
  const leftToday = left > 0n ? left : 0n;
  if (toMinorUnits(payout.amount) > leftToday) throw new LimitExceededError(fromMinorUnits(leftToday), payout.currency);
}
