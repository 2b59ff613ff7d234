import type { Knex } from "knex";
import type { TransactionRow } from "../collections/row";
import { findTransaction } from "../collections/transactions-store";
import { isTerminal } from "../core/status";
import { findPayout } from "../payouts/payouts-store";
import type { PayoutRow } from "../payouts/row";
import { findRefund } from "../refunds/refunds-store";
import type { RefundRow } from "../refunds/row";

/** What a merchant notification is about, whatever kind of resource it is: a transaction, a payout or a refund. */
export interface NotificationSubject {
  reference: string;
  merchantId: string;
  callbackUrl: string;
  status: string;
  final: boolean;
  completedAt: Date | null;
  body: string;
}

/** The merchant notification body: exactly the interface's section 6.1 fields. */
export function notificationBody(transaction: TransactionRow): string {
  return JSON.stringify({
    reference: transaction.reference,
    merchant_reference: transaction.merchant_reference,
    transaction_status: transaction.transaction_status,
    amount: transaction.amount,
    currency: transaction.currency,
    customer_number: transaction.customer_number,
    provider_reference: transaction.provider_reference,
  });
}

/** A payout's notification body: flat like the transaction's, `type` beside the payout's fields. */
export function payoutNotificationBody(payout: PayoutRow): string {
  return JSON.stringify({
    type: "payout",
    reference: payout.reference,
    merchant_reference: payout.merchant_reference,
    payout_status: payout.payout_status,
    amount: payout.amount,
    fee: payout.fee,
    currency: payout.currency,
    service: payout.service,
    recipient_number: payout.recipient_number,
    callback_url: payout.callback_url,
    provider_code_name: payout.provider_code_name,
    provider_reference: payout.provider_reference,
    failure_reason: payout.failure_reason,
    approval_status: payout.approval_status,
    created_at: new Date(payout.created_at).toISOString(),
    updated_at: new Date(payout.updated_at).toISOString(),
  });
}

/** A refund's notification body: flat, `type` beside the refund's fields, its transaction's reference among them. */
export function refundNotificationBody(refund: RefundRow): string {
  return JSON.stringify({
    type: "refund",
    reference: refund.reference,
    transaction_reference: refund.transaction_reference,
    merchant_reference: refund.merchant_reference,
    refund_status: refund.refund_status,
    amount: refund.amount,
    currency: refund.currency,
    callback_url: refund.callback_url,
    provider_reference: refund.provider_reference,
    failure_reason: refund.failure_reason,
    reason: refund.reason,
    created_at: new Date(refund.created_at).toISOString(),
    updated_at: new Date(refund.updated_at).toISOString(),
  });
}

/** The transaction, payout or refund `reference` names, as its notification needs it; undefined when neither exists. */
export async function notificationSubject(db: Knex, reference: string): Promise<NotificationSubject | undefined> {
  const transaction = await findTransaction(db, reference);
  if (transaction) {
    return {
      reference,
      merchantId: transaction.merchant_id,
      callbackUrl: transaction.callback_url,
      status: transaction.transaction_status,
      final: isTerminal(transaction.transaction_status),
      completedAt: transaction.completed_at,
      body: notificationBody(transaction),
    };
  }
  const payout = await findPayout(db, reference);
  if (!payout) return refundSubject(db, reference);
  return {
    reference,
    merchantId: payout.merchant_id,
    callbackUrl: payout.callback_url,
    status: payout.payout_status,
    final: isTerminal(payout.payout_status),
    completedAt: payout.completed_at,
    body: payoutNotificationBody(payout),
  };
}

async function refundSubject(db: Knex, reference: string): Promise<NotificationSubject | undefined> {
  const refund = await findRefund(db, reference);
  if (!refund) return undefined;
  return {
    reference,
    merchantId: refund.merchant_id,
    callbackUrl: refund.callback_url,
    status: refund.refund_status,
    final: isTerminal(refund.refund_status),
    completedAt: refund.completed_at,
    body: refundNotificationBody(refund),
  };
}
