import type { Readable } from "node:stream";
import type { Knex } from "knex";
import { InvalidStateTransitionError, NotFoundError } from "../../lib/errors";
import { merchantOfUser } from "../accounts/merchants";
import { isTerminal } from "../core/status";
import { type DeliveryRow, notificationDeliveries } from "../merchant-notifications/deliveries";
import type { PaymentEngine } from "./payment-engine";
import {
  findMerchantPayment,
  listMerchantPayments,
  type PaymentFilters,
  paymentCursor,
  paymentReport,
  type ReportGrouping,
  type ReportRow,
  streamPaymentsForExport,
} from "./payments-store";
import type { PaymentRow } from "./row";

/** A merchant user's reads of its own transactions: another merchant's are indistinguishable from missing ones. */

/** The caller's transaction; another merchant's is a 404 like a missing one. */
export async function ownPayment(db: Knex, userId: string, reference: string): Promise<PaymentRow> {
  const merchant = await merchantOfUser(db, userId);
  const row = merchant ? await findMerchantPayment(db, merchant.id, reference) : undefined;
  if (!row) throw new NotFoundError("No such transaction.");
  return row;
}

export type OwnPaymentFilters = Omit<PaymentFilters, "merchant_id">;

/** One page of the caller's transactions, newest first; a user with no merchant profile has none. */
export async function listOwnPayments(
  db: Knex,
  userId: string,
  query: OwnPaymentFilters & { cursor?: string; limit: number },
): Promise<{ results: PaymentRow[]; next: string | null }> {
  const merchant = await merchantOfUser(db, userId);
  if (!merchant) return { results: [], next: null };
  const { cursor, limit, ...filters } = query;
  const rows = await listMerchantPayments(db, merchant.id, filters, cursor, limit);
  const results = rows.slice(0, limit);
  return { results, next: rows.length > limit ? paymentCursor(results[results.length - 1]!) : null };
}

/** The caller's report over inclusive UTC days; empty without a merchant profile. */
export async function ownReport(
  db: Knex,
  userId: string,
  query: { from: string; to: string; groupBy: ReportGrouping },
): Promise<ReportRow[]> {
  const merchant = await merchantOfUser(db, userId);
  return merchant ? paymentReport(db, { ...query, merchantId: merchant.id }) : [];
}

/** The caller's filtered transactions as a stream of export rows; undefined without a merchant profile. */
export async function exportOwnPayments(db: Knex, userId: string, filters: OwnPaymentFilters): Promise<Readable | undefined> {
  const merchant = await merchantOfUser(db, userId);
  return merchant ? streamPaymentsForExport(db, { ...filters, merchant_id: merchant.id }) : undefined;
}

/** One page of the delivery attempts of the caller's transaction's notifications, newest first. */
export async function ownNotificationDeliveries(
  db: Knex,
  userId: string,
  reference: string,
  page: { cursor?: string; limit: number },
): Promise<{ deliveries: DeliveryRow[]; next: string | null }> {
  const transaction = await ownPayment(db, userId, reference);
  return notificationDeliveries(db, transaction.reference, page);
}

/** Sends a terminal transaction's merchant notification again (the request id); 409 for a non-terminal one. */
export async function resendNotification(
  engine: Pick<PaymentEngine, "resendNotification">,
  transaction: Pick<PaymentRow, "reference" | "transaction_status">,
): Promise<string> {
  if (!isTerminal(transaction.transaction_status)) {
    throw new InvalidStateTransitionError(transaction.transaction_status, "callback resend (terminal states only)");
  }
  return engine.resendNotification(transaction.reference);
}
