import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { encodeKeysetCursor, type KeysetColumns, whereAfterKeyset } from "../../db/keyset";
import { insertWithEvent, moveIfStatusIn } from "../core/movement-store";
import { CHECKOUTS } from "../payments/checkout-claim";
import type { CheckoutRow, CheckoutStatus, CheckoutTry, CheckoutWithTries, NewCheckout } from "./row";

/**
 * The module that reads and writes `checkouts` (its move to `paid` is the settlement's, collections/checkout-claim.ts),
 * and reads the tries of a checkout from `payments`.
 */

type Executor = Knex | Knex.Transaction;

/** Sortable by creation time, unguessable by its random tail, as the other references: `CO` + base36 ms + 10 hex. */
export function newCheckoutId(): string {
  return `CO${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString("hex").toUpperCase()}`;
}

/** Inserts an open checkout and its creation event, in one statement. */
export async function insertCheckout(db: Executor, checkout: NewCheckout): Promise<CheckoutRow> {
  return insertWithEvent<CheckoutRow>(db, CHECKOUTS, { ...checkout });
}

export async function findCheckout(db: Executor, reference: string): Promise<CheckoutRow | undefined> {
  return db<CheckoutRow>("checkouts").where({ reference }).first();
}

/** Another merchant's checkout is indistinguishable from a missing one. */
export async function findMerchantCheckout(
  db: Executor,
  merchantId: string,
  reference: string,
): Promise<CheckoutRow | undefined> {
  return db<CheckoutRow>("checkouts").where({ reference, merchant_id: merchantId }).first();
}

export async function findCheckoutByMerchantReference(db: Executor, merchantId: string, merchantReference: string) {
  return db<CheckoutRow>("checkouts").where({ merchant_id: merchantId, merchant_reference: merchantReference }).first();
}

const TRY_COLUMNS = [
  "reference",
  "checkout_id",
  "transaction_status",
  "failure_reason",
  "provider_failure_code",
  "service",
  "customer_number",
  "created_at",
  "checkout_given_up_at",
];

/** The tries of these checkouts, oldest first. */
export async function triesOf(db: Executor, checkoutIds: string[]): Promise<CheckoutTry[]> {
  if (checkoutIds.length === 0) return [];
  return db<CheckoutTry>("payments")
    .whereIn("checkout_id", checkoutIds)
    .orderBy([
      { column: "created_at", order: "asc" },
      { column: "reference", order: "asc" },
    ])
    .select(TRY_COLUMNS);
}

/** Each checkout with its tries. */
export async function withTries(db: Executor, checkouts: CheckoutRow[]): Promise<CheckoutWithTries[]> {
  const tries = await triesOf(
    db,
    checkouts.map((checkout) => checkout.reference),
  );
  return checkouts.map((checkout) => ({ ...checkout, tries: tries.filter((one) => one.checkout_id === checkout.reference) }));
}

/** A checkout with its tries, whoever's it is (staff's reading of a try's story). */
export async function findCheckoutWithTries(db: Executor, reference: string): Promise<CheckoutWithTries | undefined> {
  const checkout = await findCheckout(db, reference);
  return checkout ? (await withTries(db, [checkout]))[0] : undefined;
}

/** The checkout's newest try, if any. */
export async function latestTry(db: Executor, checkoutId: string): Promise<CheckoutTry | undefined> {
  return db<CheckoutTry>("payments")
    .where({ checkout_id: checkoutId })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "reference", order: "desc" },
    ])
    .first(TRY_COLUMNS);
}

/** One try by its reference (the one that paid its checkout, for the customer's receipt). */
export async function findTry(db: Executor, reference: string): Promise<CheckoutTry | undefined> {
  return db<CheckoutTry>("payments").where({ reference }).first(TRY_COLUMNS);
}

/** The checkout's newest try the customer has not given up, if any: the one its page follows. */
export async function currentTry(db: Executor, checkoutId: string): Promise<CheckoutTry | undefined> {
  return db<CheckoutTry>("payments")
    .where({ checkout_id: checkoutId })
    .whereNull("checkout_given_up_at")
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "reference", order: "desc" },
    ])
    .first(TRY_COLUMNS);
}

/** Marks the try given up, if it is still in flight and not given up yet; answers whether it was. */
export async function markTryGivenUp(db: Executor, reference: string, at: Date): Promise<boolean> {
  const changed = await db("payments")
    .where({ reference })
    .whereIn("transaction_status", ["Pending", "Processing"])
    .whereNull("checkout_given_up_at")
    .update({ checkout_given_up_at: at });
  return changed === 1;
}

export async function countTries(db: Executor, checkoutId: string): Promise<number> {
  const [row] = await db("payments").where({ checkout_id: checkoutId }).count<{ count: string }[]>({ count: "*" });
  return Number(row?.count ?? 0);
}

export interface CheckoutFilters {
  merchant_id?: string;
  status?: CheckoutStatus;
  payment_link_id?: string;
}

const KEYSET: KeysetColumns = { table: "checkouts", time: "created_at", key: "reference" };

export async function searchCheckouts(db: Executor, filters: CheckoutFilters, cursor: string | undefined, limit: number) {
  return db<CheckoutRow>("checkouts")
    .modify((builder) => {
      if (filters.merchant_id) builder.where("checkouts.merchant_id", filters.merchant_id);
      if (filters.status) builder.where("checkouts.checkout_status", filters.status);
      if (filters.payment_link_id) builder.where("checkouts.payment_link_id", filters.payment_link_id);
      whereAfterKeyset(builder, cursor, KEYSET);
    })
    .orderBy([
      { column: "checkouts.created_at", order: "desc" },
      { column: "checkouts.reference", order: "desc" },
    ])
    .limit(limit + 1);
}

export const checkoutCursor = (row: CheckoutRow) => encodeKeysetCursor(row.reference);

/** Ends an open checkout (`cancelled` or `expired`) with its event; undefined when it was not open. */
export async function endOpenCheckout(
  db: Executor,
  reference: string,
  to: "cancelled" | "expired",
): Promise<CheckoutRow | undefined> {
  const times = { updated_at: db.fn.now(), completed_at: db.fn.now() };
  return (await moveIfStatusIn<CheckoutRow, CheckoutStatus>(db, CHECKOUTS, reference, ["open"], to, times, {}))?.row;
}

/** Open checkouts past their `expires_at`, oldest first. */
export async function checkoutsDueToExpire(db: Executor, limit: number): Promise<string[]> {
  const rows = await db("checkouts")
    .where("checkout_status", "open")
    .where("expires_at", "<=", db.fn.now())
    .orderBy("expires_at")
    .limit(limit)
    .select("reference");
  return rows.map((row) => row.reference);
}

/** Paid or expired checkouts whose notification has not been started. */
export async function checkoutsAwaitingNotification(db: Executor, limit: number): Promise<CheckoutRow[]> {
  return db<CheckoutRow>("checkouts")
    .whereNull("notified_at")
    .whereIn("checkout_status", ["paid", "expired"])
    .orderBy("updated_at")
    .limit(limit);
}

export async function markNotificationStarted(db: Executor, reference: string): Promise<void> {
  await db("checkouts").where({ reference }).whereNull("notified_at").update({ notified_at: db.fn.now() });
}

/**
 * Successful tries that did not count (their checkout was paid by another try, or had ended: the settlement wrote them
 * no fee and no net, which the partial index transactions_uncounted_tries holds) and are owed a refund:
 * none of their `late_success` refunds in flight or succeeded, fewer than `attempts` of them, and the last refused at
 * least `retrySeconds` x 2^(refused - 1) ago.
 */
export async function uncountedSuccessesOwed(
  db: Executor,
  options: { attempts: number; retrySeconds: number; limit: number },
): Promise<string[]> {
  const { rows } = await db.raw(
    `SELECT t.reference FROM payments t
       JOIN checkouts c ON c.reference = t.checkout_id
       LEFT JOIN LATERAL (
         SELECT count(*) AS refused, max(r.completed_at) AS last_refused,
                count(*) FILTER (WHERE r.refund_status <> 'Failed') AS live
           FROM refunds r WHERE r.transaction_reference = t.reference AND r.source = 'late_success'
       ) refunds ON true
      WHERE t.checkout_id IS NOT NULL AND t.transaction_status = 'Success' AND t.fee = 0 AND t.net_amount = 0
        AND (c.transaction_reference IS NULL OR c.transaction_reference <> t.reference)
        AND refunds.live = 0
        AND refunds.refused < ?
        AND (refunds.refused = 0 OR refunds.last_refused <= now() - make_interval(secs => ? * power(2, refunds.refused - 1)))
      ORDER BY t.completed_at
      LIMIT ?`,
    [options.attempts, options.retrySeconds, options.limit],
  );
  return rows.map((row: { reference: string }) => row.reference);
}
