import type { Knex } from "knex";
import { fromMinorUnits, toMinorUnits } from "../../lib/money";
import { computeFee, type FeeSchedule } from "./fees";

/**
 * Books a successful transaction once: the provider clearing account owes the gross, the merchant's
 * wallet gets the net and the platform the fee, three entries summing to zero. The unique
 * (reference, account) index makes a repeat a no-op. Runs inside the caller's database transaction.
 */
export async function recordSettlement(
  trx: Knex.Transaction,
  transaction: { reference: string; merchant_id: string; service: string; currency: string; amount: string },
  schedule: FeeSchedule,
): Promise<{ fee: string; net: string }> {
  const { fee, net } = computeFee(schedule, transaction.service, transaction.currency, transaction.amount);
  const wallet = await trx("wallets").where({ merchant_id: transaction.merchant_id, currency: transaction.currency }).first();
  const negative = (amount: string) => `-${fromMinorUnits(toMinorUnits(amount))}`;
  await trx("ledger_entries")
    .insert([
      {
        reference: transaction.reference,
        kind: "payment",
        account: "provider_clearing",
        currency: transaction.currency,
        amount: negative(transaction.amount),
      },
      {
        reference: transaction.reference,
        kind: "payment",
        account: "merchant_wallet",
        wallet_id: wallet?.id ?? null,
        currency: transaction.currency,
        amount: net,
      },
      {
        reference: transaction.reference,
        kind: "payment",
        account: "platform_fees",
        currency: transaction.currency,
        amount: fee,
      },
    ])
    .onConflict(["reference", "kind", "account"])
    .ignore();
  return { fee, net };
}

/** The accounts a ledger line books to: a merchant wallet's available and held money, a provider's clearing, our fees. */
export const LEDGER_ACCOUNTS = [
  "provider_clearing",
  "merchant_wallet",
  "merchant_pending",
  "platform_fees",
  /** What a provider settled for a payment we had ended Failed (a late success), until it is refunded. */
  "late_success_suspense",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What an entry (its lines share reference and kind) records. */
export const LEDGER_ENTRY_KINDS = [
  "payment",
  "payout_hold",
  "payout_release",
  "payout",
  "payout_fee",
  "refund_hold",
  "refund_release",
  "refund",
  "refund_fee",
  "late_success",
  "late_success_refund",
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** One row of `ledger_entries`. */
export interface LedgerEntryRow {
  id: string;
  reference: string;
  kind: LedgerEntryKind;
  account: LedgerAccount;
  wallet_id: string | null;
  currency: string;
  amount: string;
  created_at: Date;
}

/** The ledger lines of a transaction or payout, in booking order. */
export async function ledgerEntriesOf(db: Knex, reference: string): Promise<LedgerEntryRow[]> {
  return db<LedgerEntryRow>("ledger_entries").where({ reference }).orderBy("id", "asc");
}
