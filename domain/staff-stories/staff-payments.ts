import type { Knex } from "knex";
import { InvalidStateTransitionError, NotFoundError } from "../../lib/errors";
import { merchantSummary } from "../accounts/merchants";
import { recordStaffAction } from "../accounts/staff-audit";
import { findCheckoutWithTries } from "../checkouts/checkouts-store";
import { isTerminal } from "../core/status";
import { ledgerEntriesOf } from "../ledger/entries";
import { deliveriesOf } from "../merchant-notifications/deliveries";
import { paymentHistory } from "../payments/history";
import { resendNotification } from "../payments/merchant-payments";
import type { PaymentEngine } from "../payments/payment-engine";
import {
  findPayment,
  findPaymentWithMerchant,
  type PaymentFilters,
  type PaymentWithMerchant,
  paymentCursor,
  searchPayments,
} from "../payments/payments-store";
import type { PaymentRow } from "../payments/row";
import type { StaffResolution } from "../payments/settle";
import { rawCallbacksOf } from "../provider-webhooks/raw-callbacks-store";
import { refundsOf } from "../refunds/refunds-store";
import { providerAttemptsOf } from "../routing/provider-attempts-store";
import { findRoutingDecision } from "../routing/routing-decisions-store";

/** Staff's work on transactions across merchants: search, one transaction's whole story, redelivery, resolution. */

async function existingTransaction(db: Knex, reference: string): Promise<PaymentWithMerchant> {
  const row = await findPaymentWithMerchant(db, reference);
  if (!row) throw new NotFoundError("No such transaction.");
  return row;
}

/** One page across every merchant, newest first, each row with its merchant's name. */
export async function searchAllPayments(
  db: Knex,
  query: PaymentFilters & { cursor?: string; limit: number },
): Promise<{ results: PaymentWithMerchant[]; next: string | null }> {
  const { cursor, limit, ...filters } = query;
  const rows = await searchPayments(db, filters, cursor, limit);
  const results = rows.slice(0, limit);
  return { results, next: rows.length > limit ? paymentCursor(results[results.length - 1]!) : null };
}

/** Everything recorded about one transaction, each part oldest first. */
export async function paymentStory(db: Knex, reference: string) {
  const transaction = await existingTransaction(db, reference);
  const [merchant, events, attempts, webhooks, ledger, notifications, refunds, routing, checkout] = await Promise.all([
    merchantSummary(db, transaction.merchant_id),
    paymentHistory(db, reference),
    providerAttemptsOf(db, reference),
    rawCallbacksOf(db, reference),
    ledgerEntriesOf(db, reference),
    deliveriesOf(db, reference),
    refundsOf(db, reference),
    findRoutingDecision(db, reference),
    transaction.checkout_id ? findCheckoutWithTries(db, transaction.checkout_id) : undefined,
  ]);
  return { transaction, merchant, events, attempts, webhooks, ledger, notifications, refunds, routing, checkout };
}

/** Staff's redelivery of a final transaction's notification; the audit row follows once the engine accepted it. */
export async function resendNotificationByStaff(
  db: Knex,
  engine: Pick<PaymentEngine, "resendNotification">,
  actorId: string,
  reference: string,
): Promise<{ requestId: string; reference: string }> {
  const transaction = await existingTransaction(db, reference);
  const requestId = await resendNotification(engine, transaction);
  await db.transaction((trx) =>
    recordStaffAction(trx, {
      actorId,
      action: "transaction.resend_callback",
      targetType: "transaction",
      targetId: transaction.reference,
      after: { request_id: requestId },
    }),
  );
  return { requestId, reference: transaction.reference };
}

/**
 * Staff's final answer for a payment still in flight, handed to its workflow, which settles it through
 * the same path as a provider's verified result (ledger, fee, merchant notification, audit row: see
 * settlement/settle.ts resolveByStaff). A final payment, or one whose workflow has closed, is a 409.
 */
export async function resolvePaymentByStaff(
  db: Knex,
  engine: Pick<PaymentEngine, "resolveByStaff">,
  reference: string,
  resolution: StaffResolution,
): Promise<PaymentRow> {
  const row = await findPayment(db, reference);
  if (!row) throw new NotFoundError("No such transaction.");
  const to = resolution.status;
  if (isTerminal(row.transaction_status)) throw new InvalidStateTransitionError(row.transaction_status, to);
  const answer = await engine.resolveByStaff(reference, resolution);
  if (answer.outcome === "final") throw new InvalidStateTransitionError(answer.status ?? row.transaction_status, to);
  return (await findPayment(db, reference))!;
}
