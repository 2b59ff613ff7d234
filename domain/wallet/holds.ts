import type { Knex } from "knex";
import { toMinorUnits } from "../../lib/money";
import type { AccountType } from "../core/account-type";
import type { FinalStatus } from "../core/status";
import type { LedgerEntryKind } from "../ledger/entries";
import { type LedgerLine, post } from "../ledger/post";
import { walletIdOf, walletModeOf } from "../ledger/wallets";

/** Money out of a wallet, in the ledger's terms: the reference it belongs to and its parts. */
export interface HeldMoney {
  reference: string;
  walletId: string;
  currency: string;
  amount: string;
  fee: string;
}

/** The two kinds of money out of a wallet: each books its own entry kinds (`payout_hold`, `refund_hold`, ...). */
export type MoneyOut = "payout" | "refund";

/** A payout's or refund's held money: its parts, in the wallet of the mode it was recorded in. */
async function heldMoneyOf(
  trx: Knex.Transaction,
  row: { reference: string; merchant_id: string; account_type: AccountType; currency: string; amount: string; fee: string },
): Promise<HeldMoney> {
  const walletId = await walletIdOf(trx, row.merchant_id, row.currency, walletModeOf(row.account_type));
  return { reference: row.reference, walletId: walletId!, currency: row.currency, amount: row.amount, fee: row.fee };
}

const total = (money: HeldMoney) => toMinorUnits(money.amount) + toMinorUnits(money.fee);

const postOn = (trx: Knex.Transaction, money: HeldMoney, kind: LedgerEntryKind, lines: LedgerLine[]) =>
  post(trx, { reference: money.reference, kind, currency: money.currency, walletId: money.walletId, lines });

/**
 * Moves `amount + fee` from the wallet's available money to its held money, in constant time; throws
 * `InsufficientBalanceError` when the available money does not cover it (nothing is then held).
 */
export async function holdMoneyOut(trx: Knex.Transaction, operation: MoneyOut, money: HeldMoney): Promise<void> {
  await postOn(trx, money, `${operation}_hold`, [
    { account: "merchant_wallet", minor: -total(money) },
    { account: "merchant_pending", minor: total(money) },
  ]);
}

/** Gives a failed payout's or refund's hold back to the available money. */
async function releaseMoneyOut(trx: Knex.Transaction, operation: MoneyOut, money: HeldMoney): Promise<void> {
  await postOn(trx, money, `${operation}_release`, [
    { account: "merchant_pending", minor: -total(money) },
    { account: "merchant_wallet", minor: total(money) },
  ]);
}

/** Successful money out leaves the held money: the amount to the provider's clearing account, the fee to the platform. */
async function bookMoneyOut(trx: Knex.Transaction, operation: MoneyOut, money: HeldMoney): Promise<void> {
  await postOn(trx, money, operation, [
    { account: "merchant_pending", minor: -toMinorUnits(money.amount) },
    { account: "provider_clearing", minor: toMinorUnits(money.amount) },
  ]);
  if (toMinorUnits(money.fee) === 0n) return;
  await postOn(trx, money, `${operation}_fee`, [
    { account: "merchant_pending", minor: -toMinorUnits(money.fee) },
    { account: "platform_fees", minor: toMinorUnits(money.fee) },
  ]);
}

/**
 * A held movement's money at its final state, once (the guarded move that made it final runs once): Success books the
 * hold out to its provider and its fee to the platform, Failed releases it to the wallet.
 */
export async function settleHeldMoney(
  trx: Knex.Transaction,
  operation: MoneyOut,
  row: Parameters<typeof heldMoneyOf>[1],
  to: FinalStatus,
): Promise<void> {
  const money = await heldMoneyOf(trx, row);
  if (to === "Failed") await releaseMoneyOut(trx, operation, money);
  else await bookMoneyOut(trx, operation, money);
}
