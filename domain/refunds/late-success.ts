import type { Knex } from "knex";
import { NotFoundError } from "../../lib/errors";
import { newReference } from "../core/reference";
import { bookIntoSuspense } from "../payments/booking";
import { lockPayment } from "../payments/payments-store";
import type { PaymentRow } from "../payments/row";
import { type RefundCreation, startRecordedRefund } from "./create-refund";
import type { RefundEngine } from "./refund-engine";
import { refundMethodAt } from "./refund-method";
import { refundResource } from "./refund-resource";
import { findRefundByMerchantReference, insertRefund } from "./refunds-store";

/** The merchant_reference a late success's refund is recorded under: one per transaction, so it is refunded once. */
export const lateSuccessRefundReference = (transactionReference: string) => `late-success-${transactionReference}`;

export type LateSuccessRecord =
  | { outcome: "recorded"; reference: string; merchantId: string }
  | { outcome: "duplicate"; existingReference: string }
  | { outcome: "not_failed"; status: string };

/**
 * A payment we ended Failed that its provider settled after all (its statement says SUCCESS): terminal
 * states stay as they are; what the provider settled is booked into suspense and a refund of it to the
 * customer is recorded (source `late_success`), paid from there, never from the merchant's wallet. In the
 * caller's database transaction; once per transaction. Its workflow is started by the caller, or by the
 * orphan sweep.
 */
export async function recordLateSuccessRefund(trx: Knex.Transaction, transactionReference: string): Promise<LateSuccessRecord> {
  const transaction = await lockPayment(trx, transactionReference);
  if (!transaction?.provider_code_name) throw new NotFoundError("No such transaction routed to a provider.");
  if (transaction.transaction_status !== "Failed") return { outcome: "not_failed", status: transaction.transaction_status };
  const merchantReference = lateSuccessRefundReference(transaction.reference);
  const existing = await findRefundByMerchantReference(trx, transaction.merchant_id, merchantReference);
  if (existing) return { outcome: "duplicate", existingReference: existing.reference };
  await bookIntoSuspense(trx, transaction);
  const reference = await insertSuspenseRefund(
    trx,
    transaction,
    transaction.provider_code_name,
    merchantReference,
    "Late success: the provider settled this payment after telling us it failed; the customer gets the money back.",
  );
  return { outcome: "recorded", reference, merchantId: transaction.merchant_id };
}

/**
 * Records the refund of a successful payment's money held in suspense to its payer (source `late_success`, no fee),
 * to be paid from there by the provider that took the payment; answers its reference.
 */
export async function insertSuspenseRefund(
  trx: Knex.Transaction,
  transaction: PaymentRow,
  providerCodeName: string,
  merchantReference: string,
  reason: string,
): Promise<string> {
  const reference = newReference(refundResource.referencePrefix);
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
    provider_code_name: providerCodeName,
    method: await refundMethodAt(trx, providerCodeName, { amount: transaction.amount, collectionAmount: transaction.amount }),
    reason,
  });
  return reference;
}

/** recordLateSuccessRefund, then its refund's workflow started at once; the merchant is notified of the refund. */
export async function refundLateSuccess(
  deps: { db: Knex; engine: RefundEngine },
  transactionReference: string,
): Promise<RefundCreation | { outcome: "not_failed"; status: string }> {
  const recorded = await deps.db.transaction((trx) => recordLateSuccessRefund(trx, transactionReference));
  if (recorded.outcome !== "recorded") return recorded;
  return startRecordedRefund(deps.engine, deps.db, recorded.reference, recorded.merchantId, "late_success");
}
