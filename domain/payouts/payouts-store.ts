import type { Knex } from "knex";
import { encodeKeysetCursor, type KeysetColumns, whereAfterKeyset } from "../../db/keyset";
import { eventsOf, insertWithEvent, type MovementEventRow, type MovementTable } from "../core/movement-store";
import type { MovementStatus } from "../core/status";
import { payoutResource } from "./payout-resource";
import type { ApprovalStatus, NewPayout, PayoutRow } from "./row";

/** The one module that reads and writes the `payouts` table. */

type Executor = Knex | Knex.Transaction;

/** Where payouts are kept, for the core's state-machine store. */
export const PAYOUTS: MovementTable = { resource: payoutResource.name, table: "payouts", statusColumn: "payout_status" };

export async function insertPayout(trx: Knex.Transaction, payout: NewPayout): Promise<void> {
  await insertWithEvent(trx, PAYOUTS, { ...payout });
}

export async function findPayout(db: Executor, reference: string): Promise<PayoutRow | undefined> {
  return db<PayoutRow>("payouts").where({ reference }).first();
}

/** Another merchant's payout is indistinguishable from a missing one. */
export async function findMerchantPayout(db: Executor, merchantId: string, reference: string): Promise<PayoutRow | undefined> {
  return db<PayoutRow>("payouts").where({ reference, merchant_id: merchantId }).first();
}

export async function findPayoutByMerchantReference(
  db: Executor,
  merchantId: string,
  merchantReference: string,
): Promise<PayoutRow | undefined> {
  return db<PayoutRow>("payouts").where({ merchant_id: merchantId, merchant_reference: merchantReference }).first();
}

/**
 * The sum of the `amount`s (fees not counted) of the merchant's payouts in `currency` from accounts of
 * `accountType` (one wallet's mode) created since midnight UTC of the database transaction's day, except
 * those `Failed`; those awaiting approval count.
 */
export async function payoutAmountsToday(
  db: Executor,
  merchantId: string,
  currency: string,
  accountType: PayoutRow["account_type"],
): Promise<string> {
  const row = await db("payouts")
    .where({ merchant_id: merchantId, currency, account_type: accountType })
    .whereNot({ payout_status: "Failed" })
    .where("created_at", ">=", db.raw("date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'"))
    .first(db.raw("coalesce(sum(amount), 0)::numeric(20,2)::text AS total"));
  return (row as { total: string }).total;
}

/** Records on a Pending payout that it waits for a provider, and why; a payout no longer Pending is left alone. */
export async function markPayoutQueued(db: Executor, reference: string, reason: string): Promise<void> {
  await db("payouts")
    .where({ reference, payout_status: "Pending" })
    .update({ failure_reason: reason, queued_since: db.raw("coalesce(queued_since, now())"), updated_at: db.fn.now() });
}

/**
 * Records the approval of a Pending payout awaiting it (who, when); answers the payout's state afterwards. A
 * payout approved already, or no longer Pending, is left as it is (a retried activity changes nothing).
 */
export async function markPayoutApproved(
  db: Executor,
  reference: string,
  approvedBy: string,
): Promise<MovementStatus | undefined> {
  const [approved] = await db("payouts")
    .where({ reference, payout_status: "Pending", approval_status: "awaiting_approval" })
    .update({ approval_status: "approved", approved_by: approvedBy, approved_at: db.fn.now(), updated_at: db.fn.now() })
    .returning("payout_status");
  if (approved) return approved.payout_status;
  return (await findPayout(db, reference))?.payout_status;
}

/**
 * Records the provider a Pending payout is being sent to (the queue's reason goes) and answers the payout as it
 * stands, in one statement when it is Pending; undefined: no such payout.
 */
export async function assignPayoutProvider(
  db: Executor,
  reference: string,
  providerCodeName: string,
): Promise<PayoutRow | undefined> {
  const [assigned] = await db<PayoutRow>("payouts")
    .where({ reference, payout_status: "Pending" })
    .update({ provider_code_name: providerCodeName, failure_reason: null, queued_since: null, updated_at: db.fn.now() })
    .returning("*");
  return (assigned as PayoutRow | undefined) ?? findPayout(db, reference);
}

/** The payouts waiting for a provider to recover, oldest first. */
export async function queuedPayoutReferences(db: Executor, limit: number): Promise<string[]> {
  return db("payouts").whereNotNull("queued_since").orderBy("queued_since").limit(limit).pluck("reference");
}

export async function countQueuedPayouts(db: Executor): Promise<number> {
  const { count } = (await db("payouts").whereNotNull("queued_since").count({ count: "*" }).first()) as { count: string };
  return Number(count);
}

export interface PayoutFilters {
  merchant_id?: string;
  reference?: string;
  merchant_reference?: string;
  status?: MovementStatus;
  approval_status?: ApprovalStatus;
  provider?: string;
  currency?: string;
  created_after?: string;
  created_before?: string;
}

const EQUALITY_FILTERS = {
  merchant_id: "payouts.merchant_id",
  reference: "payouts.reference",
  merchant_reference: "payouts.merchant_reference",
  status: "payouts.payout_status",
  approval_status: "payouts.approval_status",
  provider: "payouts.provider_code_name",
  currency: "payouts.currency",
} as const;

const KEYSET: KeysetColumns = { table: "payouts", time: "created_at", key: "reference" };

export type PayoutWithMerchant = PayoutRow & { merchant_name: string };

/** One page (plus one row, to tell whether another follows) of payouts, newest first, each with its merchant's name. */
export async function searchPayouts(
  db: Executor,
  filters: PayoutFilters,
  cursor: string | undefined,
  limit: number,
): Promise<PayoutWithMerchant[]> {
  return db("payouts")
    .join("merchants", "merchants.id", "payouts.merchant_id")
    .select("payouts.*", "merchants.name as merchant_name")
    .modify((builder) => {
      for (const [name, column] of Object.entries(EQUALITY_FILTERS)) {
        const value = filters[name as keyof typeof EQUALITY_FILTERS];
        if (value !== undefined) builder.where(column, value);
      }
      if (filters.created_after) builder.where("payouts.created_at", ">=", filters.created_after);
      if (filters.created_before) builder.where("payouts.created_at", "<", filters.created_before);
      whereAfterKeyset(builder, cursor, KEYSET);
    })
    .orderBy([
      { column: "payouts.created_at", order: "desc" },
      { column: "payouts.reference", order: "desc" },
    ])
    .limit(limit + 1);
}

export const payoutCursor = (row: PayoutRow) => encodeKeysetCursor(row.reference);

export async function payoutEventsOf(db: Executor, reference: string): Promise<MovementEventRow<MovementStatus>[]> {
  return eventsOf<MovementStatus>(db, "payout", reference);
}

/** Marks the payout as read by its workflow (its first reading kept) and answers it. */
export async function markPayoutReached(db: Executor, reference: string): Promise<PayoutRow | undefined> {
  const [row] = await db("payouts")
    .where({ reference })
    .update({ workflow_started_at: db.raw("coalesce(workflow_started_at, now())") })
    .returning("*");
  return row;
}

/** Pending payouts no workflow has read, older than the grace period (the API died before starting it). */
export async function payoutsAwaitingWorkflow(
  db: Executor,
  graceSeconds: number,
  limit: number,
): Promise<Array<{ reference: string; merchantId: string }>> {
  return db("payouts")
    .select("reference", "merchant_id as merchantId")
    .where({ payout_status: "Pending" })
    .whereNull("workflow_started_at")
    .where("created_at", "<", db.raw("now() - make_interval(secs => ?)", [graceSeconds]))
    .orderBy("created_at")
    .limit(limit);
}
