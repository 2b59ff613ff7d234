import { finalOutcome } from "../simulator/behaviour";
import type { RefundDriveResult, RefundRequestPlan } from "./refund-driver";
import type { ChaosStack } from "./stack";

const END_OF_TIME = 8.64e15;

/**
 * The refund and reconciliation invariants: no refund above its payment, none sent twice or under a
 * reference not ours, every refund final and equal to its provider, every late success refunded exactly
 * once (from suspense), and the day's reconciliation leaving no exception unexplained.
 */
export async function checkRefundInvariants(
  stack: ChaosStack,
  plan: RefundRequestPlan[],
  drive: RefundDriveResult,
  lateSuccesses: string[],
): Promise<{ violations: string[]; statuses: Record<string, number>; openExceptions: number }> {
  const violations: string[] = [];
  // The networks' leg checks its own refunds (chaos/network-leg.ts).
  const rows: Array<Record<string, any>> = await stack
    .db("refunds")
    .whereNot({ merchant_id: stack.networkMerchant.merchant.merchantId });
  const byMerchantReference = new Map(rows.map((row) => [row.merchant_reference, row]));
  const refused = new Set(drive.refused);
  for (const refund of plan) {
    if (!refused.has(refund.merchantReference) && !byMerchantReference.has(refund.merchantReference))
      violations.push(`${refund.merchantReference}: never created`);
    if (refund.refusedByRule && byMerchantReference.has(refund.merchantReference))
      violations.push(`${refund.merchantReference}: refunds a checkout try that did not count, yet it was created`);
  }
  const over = await stack.db.raw(
    "SELECT t.reference FROM payments t JOIN refunds r ON r.transaction_reference = t.reference AND r.refund_status <> 'Failed' GROUP BY t.reference, t.amount HAVING sum(r.amount) > t.amount",
  );
  for (const row of over.rows) violations.push(`${row.reference}: refunded above its amount`);

  const stores = [stack.simulator.sealed.engine.moneyOut.store, stack.simulator.signed.engine.moneyOut.store];
  const known = new Set(rows.map((row) => row.reference));
  for (const store of stores) {
    for (const record of await store.dueBetween(0, END_OF_TIME)) {
      if (record.operation === "refund" && !known.has(record.reference))
        violations.push(`a provider refunded ${record.reference}, no refund of ours`);
    }
  }
  for (const row of rows) {
    const held = await Promise.all(stores.map((store) => store.get("refund", row.reference)));
    const at = held.filter(Boolean);
    if (at.length > 1) violations.push(`${row.reference}: refunded by two providers`);
    const truth = at[0] && finalOutcome(at[0]) === "success" ? "Success" : "Failed";
    if (row.refund_status !== truth) violations.push(`${row.reference}: ${row.refund_status} but its provider says ${truth}`);
  }
  for (const reference of lateSuccesses) {
    const refunds = rows.filter((row) => row.transaction_reference === reference && row.source === "late_success");
    if (refunds.length !== 1 || refunds[0]!.refund_status !== "Success")
      violations.push(
        `late success ${reference}: ${refunds.length} refund(s), ${refunds.map((row) => row.refund_status).join(",")}`,
      );
  }
  const notified = new Map<string, string[]>();
  for (const notification of stack.endpoint.received) {
    notified.set(notification.reference, [...(notified.get(notification.reference) ?? []), notification.status]);
  }
  for (const row of rows) {
    const statuses = notified.get(row.reference) ?? [];
    if (statuses.length === 0) violations.push(`refund ${row.reference}: merchant never notified`);
    if (statuses.some((status) => status !== row.refund_status))
      violations.push(`refund ${row.reference}: notified ${statuses.join(",")} but it is ${row.refund_status}`);
  }
  const open = await stack
    .db("reconciliation_exceptions")
    .where({ resolution: "open" })
    .select("provider_code_name", "reference", "kind");
  for (const exception of open)
    violations.push(
      `reconciliation: ${exception.kind} ${exception.reference} at ${exception.provider_code_name} left unexplained`,
    );
  const statuses: Record<string, number> = {};
  for (const row of rows)
    statuses[`${row.source} ${row.refund_status}`] = (statuses[`${row.source} ${row.refund_status}`] ?? 0) + 1;
  return { violations, statuses, openExceptions: open.length };
}
