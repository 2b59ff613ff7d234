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
        account: "provider_clearing",
        currency: transaction.currency,
        amount: negative(transaction.amount),
      },
      {
        reference: transaction.reference,
        account: "merchant_wallet",
        wallet_id: wallet?.id ?? null,
        currency: transaction.currency,
        amount: net,
      },
      { reference: transaction.reference, account: "platform_fees", currency: transaction.currency, amount: fee },
    ])
    .onConflict(["reference", "account"])
    .ignore();
  return { fee, net };
}

/** A merchant's balance per currency, derived from the ledger. */
export async function walletBalances(db: Knex, merchantId: string): Promise<Array<{ currency: string; balance: string }>> {
  const rows: Array<{ currency: string; balance: string }> = await db("wallets as w")
    .leftJoin("ledger_entries as e", "e.wallet_id", "w.id")
    .where("w.merchant_id", merchantId)
    .groupBy("w.currency")
    .orderBy("w.currency")
    .select("w.currency", db.raw("COALESCE(SUM(e.amount), 0)::numeric(20,2)::text AS balance"));
  return rows;
}

/** One row of `ledger_entries`. */
export interface LedgerEntryRow {
  id: string;
  reference: string;
  account: "provider_clearing" | "merchant_wallet" | "platform_fees";
  wallet_id: string | null;
  currency: string;
  amount: string;
  created_at: Date;
}

/** A transaction's ledger entries in booking order. */
export async function ledgerEntriesOf(db: Knex, reference: string): Promise<LedgerEntryRow[]> {
  return db<LedgerEntryRow>("ledger_entries").where({ reference }).orderBy("id", "asc");
}
