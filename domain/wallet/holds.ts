import type { Knex } from "knex";
import { fromMinorUnits, toMinorUnits } from "../../lib/money";
import type { LedgerAccount, LedgerEntryKind } from "../settlement/ledger";

/** Money out of a wallet, in the ledger's terms: the reference it belongs to and its parts in minor units. */
export interface HeldMoney {
  reference: string;
  walletId: string;
  currency: string;
  amount: string;
  fee: string;
}

interface Line {
  account: LedgerAccount;
  minor: bigint;
  onWallet: boolean;
}

const signed = (minor: bigint) => (minor < 0n ? `-${fromMinorUnits(-minor)}` : fromMinorUnits(minor));

/**
 * Writes one ledger entry (its lines sum to zero) once: the unique (reference, kind, account) index
 * makes a repeat a no-op, so a retried step never books twice. Runs in the caller's database transaction.
 */
async function book(trx: Knex.Transaction, money: HeldMoney, kind: LedgerEntryKind, lines: Line[]): Promise<void> {
  if (lines.reduce((sum, line) => sum + line.minor, 0n) !== 0n)
    throw new Error(`unbalanced ${kind} entry for ${money.reference}`);
  await trx("ledger_entries")
    .insert(
      lines.map((line) => ({
        reference: money.reference,
        kind,
        account: line.account,
        wallet_id: line.onWallet ? money.walletId : null,
        currency: money.currency,
        amount: signed(line.minor),
      })),
    )
    .onConflict(["reference", "kind", "account"])
    .ignore();
}

const total = (money: HeldMoney) => toMinorUnits(money.amount) + toMinorUnits(money.fee);

/** The two kinds of money out of a wallet: each books its own entry kinds (`payout_hold`, `refund_hold`, ...). */
export type MoneyOut = "payout" | "refund";

/** Moves `amount + fee` from the wallet's available money to its held money. The caller checked it is available. */
export async function holdMoneyOut(trx: Knex.Transaction, operation: MoneyOut, money: HeldMoney): Promise<void> {
  await book(trx, money, `${operation}_hold`, [
    { account: "merchant_wallet", minor: -total(money), onWallet: true },
    { account: "merchant_pending", minor: total(money), onWallet: true },
  ]);
}

/** Gives a failed payout's or refund's hold back to the available money. */
export async function releaseMoneyOut(trx: Knex.Transaction, operation: MoneyOut, money: HeldMoney): Promise<void> {
  await book(trx, money, `${operation}_release`, [
    { account: "merchant_pending", minor: -total(money), onWallet: true },
    { account: "merchant_wallet", minor: total(money), onWallet: true },
  ]);
}

/** Successful money out leaves the held money: the amount to the provider's clearing account, the fee to the platform. */
export async function bookMoneyOut(trx: Knex.Transaction, operation: MoneyOut, money: HeldMoney): Promise<void> {
  await book(trx, money, operation, [
    { account: "merchant_pending", minor: -toMinorUnits(money.amount), onWallet: true },
    { account: "provider_clearing", minor: toMinorUnits(money.amount), onWallet: false },
  ]);
  if (toMinorUnits(money.fee) === 0n) return;
  await book(trx, money, `${operation}_fee`, [
    { account: "merchant_pending", minor: -toMinorUnits(money.fee), onWallet: true },
    { account: "platform_fees", minor: toMinorUnits(money.fee), onWallet: false },
  ]);
}
