import type { Knex } from "knex";
import { NotFoundError } from "../../lib/errors";
import { newReference } from "../transactions/reference";
import { lockTransaction } from "../transactions/transactions-store";
import { type RefundCreation, startRecordedRefund } from "./create-refund";
import { bookLateSuccess } from "./late-success-ledger";
import type { RefundEngine } from "./refund-engine";
import { findRefundByMerchantReference, insertRefund } from "./refunds-store";

/** The merchant_reference a late success's refund is recorded under: one per transaction, so it is refunded once. */
export const lateSuccessRefundReference = (transactionReference: string) => `late-success-${transactionReference}`;

/**
 * A payment we ended Failed that its provider settled after all (its statement says SUCCESS): terminal
 * states stay as they are, and the customer gets the money back through the refund path, paid from what
 * the provider settled (held in suspense), never from the merchant's wallet. The merchant is notified of
 * the refund. Idempotent: a second call answers the refund already made. `not_failed` when the transaction
 * is not Failed (nothing to give back).
 */
export async function refundLateSuccess(
  deps: { db: Knex; engine: RefundEngine },
  transactionReference: string,
): Promise<RefundCreation | { outcome: "not_failed"; status: string }> {
  const reference = newReference("RF");
  const recorded = await deps.db.transaction(async (trx) => {
    const transaction = await lockTransaction(trx, transactionReference);
    if (!transaction?.provider_code_name) throw new NotFoundError("No such transaction routed to a provider.");
    if (transaction.transaction_status !== "Failed") return { notFailed: transaction.transaction_status };
    const merchantReference = lateSuccessRefundReference(transaction.reference);
    const existing = await findRefundByMerchantReference(trx, transaction.merchant_id, merchantReference);
    if (existing) return { duplicateOf: existing.reference };
    await bookLateSuccess(trx, transaction);
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
    });
    return { merchantId: transaction.merchant_id };
  });
  if ("notFailed" in recorded) return { outcome: "not_failed", status: recorded.notFailed! };
  if ("duplicateOf" in recorded) return { outcome: "duplicate", existingReference: recorded.duplicateOf };
  return startRecordedRefund(deps.engine, deps.db, reference, recorded.merchantId, "late_success");
}
