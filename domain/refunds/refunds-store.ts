import type { Knex } from "knex";
import { encodeKeysetCursor, type KeysetColumns, whereAfterKeyset } from "../../db/keyset";
import { eventsOf, insertWithEvent, type MovementEventRow, type MovementTable } from "../core/movement-store";
import type { MovementStatus } from "../core/status";
import { refundResource } from "./refund-resource";
import type { NewRefund, RefundRow } from "./row";

/** The one module that reads and writes the `refunds` table. */

type Executor = Knex | Knex.Transaction;

/** Where refunds are kept, for the core's state-machine store. */
export const REFUNDS: MovementTable = { resource: refundResource.name, table: "refunds", statusColumn: "refund_status" };

export async function insertRefund(trx: Knex.Transaction, refund: NewRefund): Promise<void> {
  await insertWithEvent(trx, REFUNDS, { ...refund });
}

export async function findRefund(db: Executor, reference: string): Promise<RefundRow | undefined> {
  return db<RefundRow>("refunds").where({ reference }).first();
}

export async function findMerchantRefund(db: Executor, merchantId: string, reference: string): Promise<RefundRow | undefined> {
  return db<RefundRow>("refunds").where({ reference, merchant_id: merchantId }).first();
}

export async function findRefundByMerchantReference(
  db: Executor,
  merchantId: string,
  merchantReference: string,
): Promise<RefundRow | undefined> {
  return db<RefundRow>("refunds").where({ merchant_id: merchantId, merchant_reference: merchantReference }).first();
}

/** A transaction's refunds, oldest first. */
export async function refundsOf(db: Executor, transactionReference: string): Promise<RefundRow[]> {
  return db<RefundRow>("refunds").where({ transaction_reference: transactionReference }).orderBy("created_at", "asc");
}

/** What a transaction's refunds that are not Failed add up to (in flight included), a decimal string. */
export async function refundedAmountOf(db: Executor, transactionReference: string): Promise<string> {
  const row = await db("refunds")
    .where({ transaction_reference: transactionReference })
    .whereNot({ refund_status: "Failed" })
    .first(db.raw("coalesce(sum(amount), 0)::numeric(20,2)::text AS refunded"));
  return row.refunded;
}

export async function markRefundReached(db: Executor, reference: string): Promise<RefundRow | undefined> {
  const [row] = await db("refunds")
    .where({ reference })
    .update({ workflow_started_at: db.raw("coalesce(workflow_started_at, now())") })
    .returning("*");
  return row;
}

export async function refundsAwaitingWorkflow(
  db: Executor,
  graceSeconds: number,
  limit: number,
): Promise<Array<{ reference: string; merchantId: string }>> {
  return db("refunds")
    .select("reference", "merchant_id as merchantId")
    .where({ refund_status: "Pending" })
    .whereNull("workflow_started_at")
    .where("created_at", "<", db.raw("now() - make_interval(secs => ?)", [graceSeconds]))
    .orderBy("created_at")
    .limit(limit);
}

export interface RefundFilters {
  merchant_id?: string;
  transaction_reference?: string;
  status?: MovementStatus;
}

const KEYSET: KeysetColumns = { table: "refunds", time: "created_at", key: "reference" };

export async function searchRefunds(db: Executor, filters: RefundFilters, cursor: string | undefined, limit: number) {
  return db<RefundRow>("refunds")
    .modify((builder) => {
      if (filters.merchant_id) builder.where("refunds.merchant_id", filters.merchant_id);
      if (filters.transaction_reference) builder.where("refunds.transaction_reference", filters.transaction_reference);
      if (filters.status) builder.where("refunds.refund_status", filters.status);
      whereAfterKeyset(builder, cursor, KEYSET);
    })
    .orderBy([
      { column: "refunds.created_at", order: "desc" },
      { column: "refunds.reference", order: "desc" },
    ])
    .limit(limit + 1);
}

export const refundCursor = (row: RefundRow) => encodeKeysetCursor(row.reference);

export async function refundEventsOf(db: Executor, reference: string): Promise<MovementEventRow<MovementStatus>[]> {
  return eventsOf<MovementStatus>(db, "refund", reference);
}
