import { randomBytes } from "node:crypto";
import type { Knex } from "knex";

/**
 * Credits a merchant's wallet with an opening balance, booked as a successful payment's net would be
 * (a `Success` transaction of its own and a balanced `payment` entry): how money already held for a
 * merchant elsewhere is brought in, and how the benchmark, the chaos run and the tests fund money out.
 */
export async function creditOpeningBalance(db: Knex, merchantId: string, currency: string, amount: string): Promise<string> {
  const reference = `TXOPEN${randomBytes(6).toString("hex").toUpperCase()}`;
  await db.transaction(async (trx) => {
    await trx("transactions").insert({
      reference,
      merchant_id: merchantId,
      merchant_reference: reference,
      amount,
      fee: "0.00",
      net_amount: amount,
      currency,
      service: "MPESA",
      customer_number: "+243812345678",
      callback_url: "http://127.0.0.1:1/opening-balance",
      account_type: "prod",
      transaction_status: "Success",
      workflow_started_at: trx.fn.now(),
      completed_at: trx.fn.now(),
    });
    const wallet = await trx("wallets").where({ merchant_id: merchantId, currency }).first("id");
    await trx("ledger_entries").insert([
      { reference, kind: "payment", account: "provider_clearing", currency, amount: `-${amount}` },
      { reference, kind: "payment", account: "merchant_wallet", wallet_id: wallet.id, currency, amount },
    ]);
  });
  return reference;
}
