import type { Knex } from "knex";
import { lockTransaction } from "../collections/transactions-store";
import { newReference } from "../core/reference";
import { startRecordedRefund } from "../refunds/create-refund";
import { lateSuccessRefundReference } from "../refunds/late-success";
import type { RefundEngine } from "../refunds/refund-engine";
import { findRefundByMerchantReference, insertRefund } from "../refunds/refunds-store";
import { uncountedSuccessesWithoutRefund } from "./checkouts-store";

/**
 * A checkout's try that succeeded but did not count (another try had paid the checkout, or it had ended): its
 * settlement put what the provider settled into `late_success_suspense`; here its refund to the customer is recorded
 * as a late success's is (source `late_success`, merchant_reference `late-success-<reference>`, once per
 * transaction), paid from suspense, never from the merchant's wallet. Undefined: already recorded, or not such a try.
 */
export async function recordUncountedSuccessRefund(
  trx: Knex.Transaction,
  transactionReference: string,
): Promise<{ reference: string; merchantId: string } | undefined> {
  const transaction = await lockTransaction(trx, transactionReference);
  if (!transaction?.checkout_id || transaction.transaction_status !== "Success" || !transaction.provider_code_name)
    return undefined;
  const merchantReference = lateSuccessRefundReference(transaction.reference);
  if (await findRefundByMerchantReference(trx, transaction.merchant_id, merchantReference)) return undefined;
  const reference = newReference("RF");
  await insertRefund(trx, {
    reference,
    transaction_reference: transaction.reference,
    merchant_id: transaction.merchant_id,
    merchant_reference: merchantReference,
    source: "late_success",
    account_type: transaction.account_type,
    amount: transaction.amount,
    fee: "0.00",
    currency: transaction.currency,
    callback_url: transaction.callback_url,
    provider_code_name: transaction.provider_code_name,
    reason: "Checkout already paid or ended: this try's payment is not counted; the customer gets the money back.",
  });
  return { reference, merchantId: transaction.merchant_id };
}

/** Records and starts the refund of every uncounted successful try that has none yet; answers the refunds started. */
export async function refundUncountedSuccesses(deps: { db: Knex; engine: RefundEngine }, limit = 50): Promise<string[]> {
  const started: string[] = [];
  for (const transactionReference of await uncountedSuccessesWithoutRefund(deps.db, limit)) {
    const recorded = await deps.db.transaction((trx) => recordUncountedSuccessRefund(trx, transactionReference));
    if (!recorded) continue;
    await startRecordedRefund(deps.engine, deps.db, recorded.reference, recorded.merchantId, "late_success");
    started.push(recorded.reference);
  }
  return started;
}
