import type { Knex } from "knex";
import { type MovementTable, moveIfStatusIn } from "../core/movement-store";
import type { PaymentRow } from "./row";

/**
 * A checkout's tries (issue 29) as their settlement sees them. A try's Success and its checkout's move to `paid` are
 * one database transaction, so it is written here, beside the settlement; the checkouts room owns the rest of the
 * table (creation, cancel, expiry, reads).
 */

/** Where checkouts are kept, for the core's state-machine store; the name checkouts/checkout-resource.ts declares, a floor up. */
export const CHECKOUTS: MovementTable = { resource: "checkout", table: "checkouts", statusColumn: "checkout_status" };

export type CheckoutStatus = "open" | "paid" | "expired" | "cancelled";

/**
 * Whether a Success of this transaction counts: always, for a transaction of no checkout; for a try, only while its
 * checkout is `open` (a second success, or one after the checkout expired or was cancelled, does not). Locks the
 * checkout for the rest of the caller's database transaction, so two tries settling at once are decided one after
 * the other.
 */
export async function successCounts(trx: Knex.Transaction, transaction: Pick<PaymentRow, "checkout_id">): Promise<boolean> {
  if (!transaction.checkout_id) return true;
  const checkout = await trx("checkouts").where({ reference: transaction.checkout_id }).forUpdate().first("checkout_status");
  return checkout?.checkout_status === "open";
}

/** The counted try pays its checkout: `open` to `paid`, with its event. */
export async function payCheckout(trx: Knex.Transaction, transaction: Pick<PaymentRow, "checkout_id" | "reference">) {
  if (!transaction.checkout_id) return;
  const paidBy = { transaction_reference: transaction.reference };
  const times = { updated_at: trx.fn.now(), completed_at: trx.fn.now() };
  await moveIfStatusIn<unknown, CheckoutStatus>(
    trx,
    CHECKOUTS,
    transaction.checkout_id,
    ["open"],
    "paid",
    { ...paidBy, ...times },
    paidBy,
  );
}
