import type { Knex } from "knex";

/** The accounts a ledger line books to: a merchant wallet's available and held money, a provider's clearing, our fees. */
export const LEDGER_ACCOUNTS = [
  "provider_clearing",
  "merchant_wallet",
  "merchant_pending",
  "platform_fees",
  /** What a provider settled for a payment we had ended Failed (a late success), until it is refunded. */
  "late_success_suspense",
  /** The platform's position in a currency from merchants' conversions: what it bought (+) and sold (−) in it. */
  "fx_position",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** The two accounts of a merchant's wallet: what can leave now, and what is held for money out in flight. */
export const WALLET_ACCOUNTS: ReadonlySet<LedgerAccount> = new Set(["merchant_wallet", "merchant_pending"]);

/** What an entry (its lines share reference and kind) records. A `conversion` has lines in two currencies. */
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
  "conversion",
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** One row of `ledger_entries`: a line. A wallet line carries the wallet's figures after its entry. */
export interface LedgerEntryRow {
  id: string;
  reference: string;
  kind: LedgerEntryKind;
  account: LedgerAccount;
  wallet_id: string | null;
  currency: string;
  amount: string;
  balance_after: string | null;
  available_after: string | null;
  created_at: Date;
}

/** The ledger lines of a transaction, payout or refund, in booking order. */
export async function ledgerEntriesOf(db: Knex, reference: string): Promise<LedgerEntryRow[]> {
  return db<LedgerEntryRow>("ledger_entries").where({ reference }).orderBy("id", "asc");
}
