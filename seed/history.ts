import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { post } from "../domain/ledger/post";
import { toMinorUnits } from "../lib/money";
import { merchantWallet } from "./merchant-wallet";

export interface CollectionHistory {
  merchantId: string;
  count: number;
  currency: string;
  /** Each collection's gross, fee and net (net = amount - fee), as decimal strings. */
  amount: string;
  fee: string;
  net: string;
  /** Collections per database transaction. */
  batchSize?: number;
  /** Called after each committed batch with the collections seeded so far. */
  onProgress?: (seeded: number) => void;
}

/**
 * Gives a merchant a history of `count` successful collections in the mode of its account, as the
 * service would have booked them: the `Success` transactions inserted in bulk, then each one's payment
 * entry posted through the ledger's one writer, so the wallet's kept balances and every line's
 * running balance are the writer's own. A batch commits on its own, as settlements do.
 */
export async function seedCollections(db: Knex, history: CollectionHistory): Promise<void> {
  const batchSize = history.batchSize ?? 1000;
  const prefix = `TXH${randomBytes(4).toString("hex").toUpperCase()}`;
  const { accountType, walletId } = await merchantWallet(db, history.merchantId, history.currency);
  const lines = [
    { account: "provider_clearing", minor: -toMinorUnits(history.amount) },
    { account: "merchant_wallet", minor: toMinorUnits(history.net) },
    { account: "platform_fees", minor: toMinorUnits(history.fee) },
  ] as const;
  for (let first = 1; first <= history.count; first += batchSize) {
    const last = Math.min(history.count, first + batchSize - 1);
    await db.transaction(async (trx) => {
      const { rows } = await trx.raw(
        `INSERT INTO payments (reference, merchant_id, merchant_reference, amount, fee, net_amount, currency, service,
           customer_number, callback_url, transaction_status, account_type, workflow_started_at, completed_at)
         SELECT :prefix || lpad(n::text, 9, '0'), :merchantId, 'history-' || :prefix || '-' || n, :amount, :fee, :net,
           :currency, 'MPESA', '+243810000000', 'http://127.0.0.1:1/history', 'Success', :accountType, now(), now()
           FROM generate_series(:first::int, :last::int) AS n
         RETURNING reference`,
        {
          prefix,
          merchantId: history.merchantId,
          amount: history.amount,
          fee: history.fee,
          net: history.net,
          currency: history.currency,
          accountType,
          first,
          last,
        },
      );
      for (const { reference } of rows as { reference: string }[]) {
        await post(trx, { reference, kind: "payment", currency: history.currency, walletId, lines });
      }
    });
    history.onProgress?.(last);
  }
}
