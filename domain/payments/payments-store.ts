import type { Readable } from "node:stream";
import type { Knex } from "knex";
import { encodeKeysetCursor, type KeysetColumns, whereAfterKeyset } from "../../db/keyset";
import { insertWithEvent, type MovementTable } from "../core/movement-store";
import type { MovementStatus } from "../core/status";
import { paymentResource } from "./payment-resource";
import type { NewPayment, PaymentRow } from "./row";

/** The one module that reads and writes the `payments` table (the API's transactions). */

type Executor = Knex | Knex.Transaction;

/** `workflow_started_at` once a workflow has read the row: its first reading, kept. */
const reachedNow = (db: Executor) => db.raw("coalesce(workflow_started_at, now())");

/** Where payments are kept, for the core's state-machine store. */
export const PAYMENTS: MovementTable = {
  resource: paymentResource.name,
  table: "payments",
  statusColumn: "transaction_status",
};

/** Inserts a new Pending transaction and its creation event, in one statement. */
export async function insertPayment(db: Executor, transaction: NewPayment): Promise<void> {
  await insertWithEvent(db, PAYMENTS, { ...transaction });
}

export async function findPayment(db: Executor, reference: string): Promise<PaymentRow | undefined> {
  return db<PaymentRow>("payments").where({ reference }).first();
}

/** What a transaction's refunds that are not Failed add up to, as the `refunded_amount` column of a read. */
const refundedAmount = (db: Executor) =>
  db.raw(
    "(SELECT coalesce(sum(r.amount), 0)::numeric(20,2)::text FROM refunds r WHERE r.transaction_reference = payments.reference AND r.refund_status <> 'Failed') AS refunded_amount",
  );

/** Another merchant's transaction is indistinguishable from a missing one. Carries `refunded_amount`. */
export async function findMerchantPayment(db: Executor, merchantId: string, reference: string): Promise<PaymentRow | undefined> {
  return db<PaymentRow>("payments").where({ reference, merchant_id: merchantId }).first("payments.*", refundedAmount(db));
}

/** Locks the row for the rest of the caller's database transaction. */
export async function lockPayment(trx: Knex.Transaction, reference: string): Promise<PaymentRow | undefined> {
  return trx<PaymentRow>("payments").where({ reference }).forUpdate().first();
}

/** Every filter a transaction list accepts (the query string's names); a merchant's lists always set merchant_id. */
export interface PaymentFilters {
  merchant_id?: string;
  reference?: string;
  merchant_reference?: string;
  customer_number?: string;
  status?: MovementStatus;
  provider?: string;
  service?: string;
  currency?: string;
  created_after?: string;
  created_before?: string;
}

const EQUALITY_FILTERS = {
  merchant_id: "payments.merchant_id",
  reference: "payments.reference",
  merchant_reference: "payments.merchant_reference",
  customer_number: "payments.customer_number",
  status: "payments.transaction_status",
  provider: "payments.provider_code_name",
  service: "payments.service",
  currency: "payments.currency",
} as const;

function applyFilters(builder: Knex.QueryBuilder, filters: PaymentFilters): void {
  for (const [name, column] of Object.entries(EQUALITY_FILTERS)) {
    const value = filters[name as keyof typeof EQUALITY_FILTERS];
    if (value !== undefined) builder.where(column, value);
  }
  if (filters.created_after) builder.where("payments.created_at", ">=", filters.created_after);
  if (filters.created_before) builder.where("payments.created_at", "<", filters.created_before);
}

const NEWEST_FIRST = [
  { column: "payments.created_at", order: "desc" },
  { column: "payments.reference", order: "desc" },
];
const KEYSET: KeysetColumns = { table: "payments", time: "created_at", key: "reference" };

/** The opaque cursor of the page that follows `row`. */
export function paymentCursor(row: Pick<PaymentRow, "reference">): string {
  return encodeKeysetCursor(row.reference);
}

export type PaymentWithMerchant = PaymentRow & { merchant_name: string };

/**
 * Newest first, after the row named by `cursor` (a 400 when malformed); `limit + 1` rows so the caller
 * can tell whether another page follows. Each row carries its merchant's name.
 */
export async function searchPayments(
  db: Executor,
  filters: PaymentFilters,
  cursor: string | undefined,
  limit: number,
): Promise<PaymentWithMerchant[]> {
  return db("payments")
    .join("merchants", "merchants.id", "payments.merchant_id")
    .select("payments.*", "merchants.name as merchant_name", refundedAmount(db))
    .modify(applyFilters, filters)
    .modify(whereAfterKeyset, cursor, KEYSET)
    .orderBy(NEWEST_FIRST)
    .limit(limit + 1);
}

export async function findPaymentWithMerchant(db: Executor, reference: string): Promise<PaymentWithMerchant | undefined> {
  return (await searchPayments(db, { reference }, undefined, 1))[0];
}

/** A merchant's own payments, as searchPayments. */
export async function listMerchantPayments(
  db: Executor,
  merchantId: string,
  filters: Omit<PaymentFilters, "merchant_id">,
  cursor: string | undefined,
  limit: number,
): Promise<PaymentRow[]> {
  return searchPayments(db, { ...filters, merchant_id: merchantId }, cursor, limit);
}

export const EXPORT_COLUMNS = [
  "reference",
  "merchant_reference",
  "transaction_status",
  "amount",
  "fee",
  "net_amount",
  "currency",
  "service",
  "customer_number",
  "provider_reference",
  "created_at",
  "updated_at",
] as const;

/**
 * The filtered payments newest first, through a server-side cursor (pg-query-stream) read in
 * batches, so memory stays flat however many rows match. Timestamps come out as ISO 8601 UTC text.
 */
export function streamPaymentsForExport(db: Knex, filters: PaymentFilters): Readable {
  const utc = (column: string) =>
    db.raw(`to_char(payments.?? AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ??`, [column, column]);
  const plain = EXPORT_COLUMNS.filter((column) => column !== "created_at" && column !== "updated_at");
  const query = db("payments")
    .select(plain.map((column) => `payments.${column}`))
    .select(utc("created_at"), utc("updated_at"))
    .modify(applyFilters, filters)
    .orderBy(NEWEST_FIRST);
  return query.stream({ batchSize: 1000, highWaterMark: 1000 } as Record<string, number>);
}

export const REPORT_GROUPINGS = ["day", "service", "currency", "status"] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** SQL for each grouping; fixed strings only, never user input. */
const GROUP_EXPRESSION: Record<ReportGrouping, string> = {
  day: "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')",
  service: "service",
  currency: "currency",
  status: "transaction_status",
};

export interface ReportQuery {
  /** Absent: every merchant (staff). */
  merchantId?: string;
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  from: string;
  to: string;
  groupBy: ReportGrouping;
}

export interface ReportRow {
  group: string;
  currency: string;
  count: number;
  success_count: number;
  attempted: string;
  gross: string;
  fee: string;
  net: string;
}

const DAY_MS = 86_400_000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();
const money = (sum: string) => `coalesce(${sum}, 0)::numeric(20,2)::text`;

/**
 * Count and money per group and currency (amounts in different currencies are never added), summed in
 * PostgreSQL over NUMERIC: `attempted` over every transaction, `gross`, `fee` and `net` over Success only.
 */
export async function paymentReport(db: Knex, query: ReportQuery): Promise<ReportRow[]> {
  const success = "FILTER (WHERE transaction_status = 'Success')";
  return db("payments")
    .select(
      db.raw(`${GROUP_EXPRESSION[query.groupBy]} AS "group"`),
      "currency",
      db.raw("count(*)::int AS count"),
      db.raw(`(count(*) ${success})::int AS success_count`),
      db.raw(`${money("sum(amount)")} AS attempted`),
      db.raw(`${money(`sum(amount) ${success}`)} AS gross`),
      db.raw(`${money(`sum(fee) ${success}`)} AS fee`),
      db.raw(`${money(`sum(net_amount) ${success}`)} AS net`),
    )
    .where("created_at", ">=", `${query.from}T00:00:00Z`)
    .where("created_at", "<", dayAfter(query.to))
    .modify((builder) => {
      if (query.merchantId) builder.where("merchant_id", query.merchantId);
    })
    .groupByRaw("1, 2")
    .orderByRaw("1, 2");
}

/**
 * Names the provider being tried while the transaction is Pending, and marks the row as reached by its
 * workflow (the orphan sweep's criterion: this is the first step of a workflow the API routed); answers
 * the row, undefined if absent.
 */
export async function assignProviderWhilePending(
  db: Executor,
  reference: string,
  providerCodeName: string,
): Promise<PaymentRow | undefined> {
  const whilePending = (value: Knex.RawBinding, otherwise: string) =>
    db.raw(`CASE WHEN transaction_status = 'Pending' THEN ? ELSE ?? END`, [value, otherwise]);
  const [row] = await db("payments")
    .where({ reference })
    .update({
      provider_code_name: whilePending(providerCodeName, "provider_code_name"),
      updated_at: whilePending(db.fn.now(), "updated_at"),
      workflow_started_at: reachedNow(db),
    })
    .returning("*");
  return row as PaymentRow | undefined;
}

/** The payment's workflow has read its row (the orphan sweep's criterion); answers the row, undefined if absent. */
export async function markReachedByWorkflow(db: Executor, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db("payments")
    .where({ reference })
    .update({ workflow_started_at: reachedNow(db) })
    .returning("*");
  return row as PaymentRow | undefined;
}

/** Pending rows no workflow has read, older than `graceSeconds`, oldest first; `tooOld` past `maxAgeSeconds`. */
export async function paymentsAwaitingWorkflow(
  db: Executor,
  graceSeconds: number,
  maxAgeSeconds: number,
  limit: number,
): Promise<Array<{ reference: string; merchantId: string; tooOld: boolean }>> {
  return db("payments")
    .select(
      "reference",
      "merchant_id as merchantId",
      db.raw('created_at < now() - make_interval(secs => ?) as "tooOld"', [maxAgeSeconds]),
    )
    .where({ transaction_status: "Pending" })
    .whereNull("workflow_started_at")
    .where("created_at", "<", db.raw("now() - make_interval(secs => ?)", [graceSeconds]))
    .orderBy("created_at")
    .limit(limit);
}

export async function findByMerchantReference(
  db: Executor,
  merchantId: string,
  merchantReference: string,
): Promise<PaymentRow | undefined> {
  return db<PaymentRow>("payments").where({ merchant_id: merchantId, merchant_reference: merchantReference }).first();
}
