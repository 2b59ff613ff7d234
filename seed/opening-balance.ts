import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { post } from "../domain/ledger/post";
import { toMinorUnits } from "../lib/money";
import { merchantWallet } from "./merchant-wallet";

/**
 * Funds a merchant's wallet for the tests, the benchmarks and the chaos run: a `Success` transaction of
 * its own, in the mode of the merchant's account, booked through the ledger's one writer as a payment's
 * net is.
 */
export async function creditOpeningBalance(db: Knex, merchantId: string, currency: string, amount: string): Promise<string> {
  const reference = `TXOPEN${randomBytes(6).toString("hex").toUpperCase()}`;
  await db.transaction(async (trx) => {
    const { accountType, walletId } = await merchantWallet(trx, merchantId, currency);
    await trx("payments").insert({
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
      account_type: accountType,
      transaction_status: "Success",
      workflow_started_at: trx.fn.now(),
      completed_at: trx.fn.now(),
    });
    await post(trx, {
      reference,
      kind: "payment",
      currency,
      walletId,
      lines: [
        { account: "provider_clearing", minor: -toMinorUnits(amount) },
        { account: "merchant_wallet", minor: toMinorUnits(amount) },
      ],
    });
  });
  return reference;
}
