import type { Behaviour } from "../simulator/behaviour";
import type { PlannedCheckout } from "./checkout-driver";
import type { ChaosStack } from "./stack";

export type SimulatorEngines = Array<{ overrides: Map<string, Behaviour> }>;

export interface CheckoutReport {
  violations: string[];
  /** Checkouts by final state. */
  statuses: Record<string, number>;
  tries: number;
  /** Tries that succeeded without counting, each refunded from suspense. */
  uncounted: number;
  /** Failed tries their provider settled after all, refunded by reconciliation. */
  lateSuccesses: number;
}

/**
 * The checkout invariants: at most one try of a checkout counts (booked to the wallet) and a paid checkout names it;
 * every other try that succeeded, and every failed try its provider settled, is refunded to its payer exactly once
 * (a refused refund tried again),
 * from suspense, never booked to the wallet; suspense nets to zero; each paid or expired checkout is notified, signed,
 * with its state, and a cancelled one is not.
 */
export async function checkCheckoutInvariants(
  stack: ChaosStack,
  plan: PlannedCheckout[],
  ids: Map<string, string>,
): Promise<CheckoutReport> {
  const violations: string[] = [];
  for (const checkout of plan)
    if (!ids.has(checkout.merchantReference)) violations.push(`${checkout.merchantReference}: never created`);
  const checkouts: Array<Record<string, any>> = await stack.db("checkouts").whereIn("reference", [...ids.values()]);
  const tries: Array<Record<string, any>> = await stack.db("payments").whereIn("checkout_id", [...ids.values()]);
  const refunds: Array<Record<string, any>> = await stack.db("refunds").whereIn(
    "transaction_reference",
    tries.map((row) => row.reference),
  );
  const entries: Array<Record<string, any>> = await stack
    .db("ledger_entries")
    .whereIn("reference", [...tries.map((row) => row.reference), ...refunds.map((row) => row.reference)]);
  const kindsOf = (reference: string) =>
    new Set(entries.filter((entry) => entry.reference === reference).map((entry) => entry.kind));
  let uncounted = 0;
  let lateSuccesses = 0;

  for (const checkout of checkouts) {
    const its = tries.filter((row) => row.checkout_id === checkout.reference);
    const counted = its.filter((row) => kindsOf(row.reference).has("payment"));
    if (counted.length > 1) violations.push(`checkout ${checkout.reference}: ${counted.length} tries credited to the wallet`);
    if (checkout.checkout_status === "paid") {
      if (counted.length !== 1 || counted[0]!.reference !== checkout.transaction_reference)
        violations.push(
          `checkout ${checkout.reference}: paid by ${checkout.transaction_reference} but credited ${counted.map((row) => row.reference).join(",") || "nothing"}`,
        );
    } else if (counted.length > 0) {
      violations.push(`checkout ${checkout.reference}: ${checkout.checkout_status} yet ${counted[0]!.reference} was credited`);
    }
    if (its.filter((row) => ["Pending", "Processing"].includes(row.transaction_status)).length > 0)
      violations.push(`checkout ${checkout.reference}: a try still in flight`);
    for (const row of its) {
      const refundsOfRow = refunds.filter(
        (refund) => refund.transaction_reference === row.reference && refund.source === "late_success",
      );
      const owed =
        (row.transaction_status === "Success" && row.reference !== checkout.transaction_reference) ||
        kindsOf(row.reference).has("late_success");
      if (!owed) {
        if (refundsOfRow.length > 0) violations.push(`try ${row.reference}: refunded from suspense though it counted or failed`);
        continue;
      }
      if (row.transaction_status === "Success") uncounted += 1;
      else lateSuccesses += 1;
      if (row.transaction_status === "Success" && (row.net_amount !== "0.00" || kindsOf(row.reference).has("payment")))
        violations.push(`try ${row.reference}: succeeded without counting yet booked to the wallet (net ${row.net_amount})`);
      // A refund the provider refused (its float dry under the run's payouts) is tried again: one must succeed, once.
      const succeeded = refundsOfRow.filter((refund) => refund.refund_status === "Success");
      if (succeeded.length !== 1 || refundsOfRow.some((refund) => !["Success", "Failed"].includes(refund.refund_status)))
        violations.push(
          `try ${row.reference}: owed to its payer, late_success refunds ${refundsOfRow.map((refund) => refund.refund_status).join(",") || "none"}`,
        );
      const suspense = entries
        .filter((entry) => entry.account === "late_success_suspense")
        .filter(
          (entry) => entry.reference === row.reference || refundsOfRow.some((refund) => refund.reference === entry.reference),
        )
        .reduce((sum, entry) => sum + Math.round(Number(entry.amount) * 100), 0);
      if (suspense !== 0) violations.push(`try ${row.reference}: suspense left at ${suspense / 100}`);
    }

    const notifications = stack.endpoint.received.filter((notification) => notification.reference === checkout.reference);
    if (["paid", "expired"].includes(checkout.checkout_status)) {
      if (notifications.length === 0)
        violations.push(`checkout ${checkout.reference}: ${checkout.checkout_status}, never notified`);
    } else if (notifications.length > 0)
      violations.push(`checkout ${checkout.reference}: ${checkout.checkout_status}, yet notified`);
    for (const notification of notifications) {
      if (!notification.signed) violations.push(`checkout ${checkout.reference}: a notification with a bad signature`);
      if (notification.status !== checkout.checkout_status)
        violations.push(`checkout ${checkout.reference}: notified ${notification.status} but it is ${checkout.checkout_status}`);
    }
  }
  const statuses: Record<string, number> = {};
  for (const checkout of checkouts) statuses[checkout.checkout_status] = (statuses[checkout.checkout_status] ?? 0) + 1;
  return { violations, statuses, tries: tries.length, uncounted, lateSuccesses };
}

/** Tries owed to their payer (a success that did not count) whose refund has not succeeded yet: the run waits for none. */
export async function uncountedTriesUnrefunded(stack: ChaosStack): Promise<number> {
  const { rows } = await stack.db.raw(
    `SELECT count(*)::int AS n FROM payments t JOIN checkouts c ON c.reference = t.checkout_id
      WHERE t.transaction_status = 'Success' AND (c.transaction_reference IS NULL OR c.transaction_reference <> t.reference)
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.transaction_reference = t.reference AND r.source = 'late_success' AND r.refund_status = 'Success')`,
  );
  return rows[0].n;
}
