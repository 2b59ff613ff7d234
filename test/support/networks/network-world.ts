import { randomBytes } from "node:crypto";
import { eventually } from "../eventually";
import { createMerchant, creditWallet, type MerchantFixture } from "../fixtures";
import type { HttpResponse } from "../http";
import { type MerchantReceiver, startMerchantReceiver } from "../merchant-receiver";
import { writeTestProvidersFile } from "../providers-file";
import { startTestApi, type TestApi } from "../test-api";

/** One network's providers-file entry, as a test points the service at its double. */
export interface NetworkEntry {
  code_name: string;
  name: string;
  protocol: string;
  base_url: string;
  credentials: object;
  services: string[];
}

export interface NetworkWorld {
  api: TestApi;
  receiver: MerchantReceiver;
  /** A prod merchant, with `credit` in its wallet. */
  merchant: MerchantFixture;
  /** POSTs one of the merchant's collections on the entry's service, notified to the receiver. */
  collect(customer: string, amount: string, currency: string): Promise<HttpResponse>;
  /** POSTs one of the merchant's payouts on the entry's service, notified to the receiver. */
  payOut(recipient: string, amount: string, currency: string): Promise<HttpResponse>;
  /** POSTs a refund of one of the merchant's collections: in full without `amount`. */
  refund(transactionReference: string, amount?: string): Promise<HttpResponse>;
  /** The movement's row once it is Success or Failed. */
  finalRow(table: "payments" | "payouts" | "refunds", reference: string): Promise<Record<string, any>>;
  close(): Promise<void>;
}

/**
 * The service with a worker, its only provider the network's entry (status queries polled every 2 s), and a prod
 * merchant with money to pay out and refund.
 */
export async function startNetworkWorld(
  entry: NetworkEntry,
  credit: { currency: string; amount: string },
): Promise<NetworkWorld> {
  const receiver = await startMerchantReceiver();
  const file = writeTestProvidersFile([{ ...entry, currencies: ["CDF", "USD"], priority: 1 }]);
  const api = await startTestApi({ worker: true, env: { PROVIDERS_FILE: file, PAYMENT_STATUS_POLL_SECONDS: "2" } });
  const merchant = await createMerchant(api.database.db, { accountType: "prod" });
  await creditWallet(api.database.db, merchant.merchantId, credit.currency, credit.amount);
  return {
    api,
    receiver,
    merchant,
    collect: (customer, amount, currency) =>
      api.http.post(
        "/api/payments/transaction/",
        {
          merchant_reference: `${entry.code_name}-${randomBytes(5).toString("hex")}`,
          amount,
          currency,
          service: entry.services[0],
          customer_number: customer,
          callback_url: receiver.url,
        },
        { token: merchant.token },
      ),
    payOut: (recipient, amount, currency) =>
      api.http.post(
        "/api/payments/payout/",
        {
          merchant_reference: `${entry.code_name}-po-${randomBytes(5).toString("hex")}`,
          amount,
          currency,
          service: entry.services[0],
          recipient_number: recipient,
          callback_url: receiver.url,
        },
        { token: merchant.token },
      ),
    refund: (transactionReference, amount) =>
      api.http.post(
        `/api/payments/transaction/${transactionReference}/refund/`,
        { merchant_reference: `${entry.code_name}-rf-${randomBytes(5).toString("hex")}`, ...(amount ? { amount } : {}) },
        { token: merchant.token },
      ),
    finalRow: (table, reference) =>
      eventually(async () => {
        const row = await api.database.db(table).where({ reference }).first();
        const status = row?.transaction_status ?? row?.payout_status ?? row?.refund_status;
        return ["Success", "Failed"].includes(status) ? row : undefined;
      }),
    close: async () => {
      await api.close();
      await receiver.close();
    },
  };
}
