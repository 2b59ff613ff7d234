import type { Knex } from "knex";
import { lockPayment } from "../payments/payments-store";
import { startRecordedRefund } from "../refunds/create-refund";
import { insertSuspenseRefund, lateSuccessRefundReference } from "../refunds/late-success";
import type { RefundEngine } from "../refunds/refund-engine";
import { refundsOf } from "../refunds/refunds-store";
import { uncountedSuccessesOwed } from "./checkouts-store";

/** Refunds an uncounted success gets at most: a provider short of float refuses one, and it is tried again. */
export const UNCOUNTED_REFUND_ATTEMPTS = 5;
/** The wait after the first refused refund; it doubles after each one. */
export const UNCOUNTED_REFUND_RETRY_SECONDS = 10;

/**
 * A checkout's try that succeeded but did not count (another try had paid the checkout, or it had ended): its
 * settlement put what the provider settled into `late_success_suspense`; here its refund to the customer is recorded
 * as a late success's is (source `late_success`, merchant_reference `late-success-<reference>`, then `-2`, `-3`... for
 * another attempt after a refusal), paid from suspense, never from the merchant's wallet. Undefined: one is already in
 * flight or succeeded, the attempts are spent, or not such a try.
 */
export async function recordUncountedSuccessRefund(
  trx: Knex.Transaction,
  transactionReference: string,
): Promise<{ reference: string; merchantId: string } | undefined> {
  const transaction = await lockPayment(trx, transactionReference);
  if (!transaction?.checkout_id || transaction.transaction_status !== "Success" || !transaction.provider_code_name)
    return undefined;
  const earlier = (await refundsOf(trx, transaction.reference)).filter((refund) => refund.source === "late_success");
  if (earlier.some((refund) => refund.refund_status !== "Failed") || earlier.length >= UNCOUNTED_REFUND_ATTEMPTS)
    return undefined;
  const first = lateSuccessRefundReference(transaction.reference);
  const reference = await insertSuspenseRefund(
    trx,
    transaction,
    transaction.provider_code_name,
    earlier.length === 0 ? first : `${first}-${earlier.length + 1}`,
    "Checkout already paid or ended: this try's payment is not counted; the customer gets the money back.",
  );
  return { reference, merchantId: transaction.merchant_id };
}

/**
 * Records and starts the refund of every uncounted successful try that is owed one: none yet, or only refused ones
 * (then after a wait that doubles, up to UNCOUNTED_REFUND_ATTEMPTS; past them it is left to staff, in suspense).
 * Answers the refunds started.
 */
export async function refundUncountedSuccesses(deps: { db: Knex; engine: RefundEngine }, limit = 50): Promise<string[]> {
  const started: string[] = [];
  const owed = await uncountedSuccessesOwed(deps.db, {
    attempts: UNCOUNTED_REFUND_ATTEMPTS,
    retrySeconds: UNCOUNTED_REFUND_RETRY_SECONDS,
    limit,
  });
  for (const transactionReference of owed) {
    const recorded = await deps.db.transaction((trx) => recordUncountedSuccessRefund(trx, transactionReference));
    if (!recorded) continue;
    await startRecordedRefund(deps.engine, deps.db, recorded.reference, recorded.merchantId, "late_success");
    started.push(recorded.reference);
  }
  return started;
}
