import { finalOutcome, type SimulatedPayment } from "../simulator/behaviour";
import type { DriveResult } from "./driver";
import type { FaultWindow } from "./faults";
import type { PlannedPayment } from "./payment-mix";
import type { ChaosStack } from "./stack";

export interface CheckReport {
  violations: string[];
  statuses: Record<string, number>;
  notifications: number;
  webhooksStored: number;
  responsesByStatus: Record<string, number>;
  excused5xx: number;
}

/** After a crash or restart a client needs a few seconds to reconnect: 503s that close to a fault are its own. */
const RECONNECT_GRACE_MS = 15_000;
/**
 * A worker's death holds up the movements whose activities it was running until those activities time out (a provider
 * call's is 30 s, workflows/activity-options.ts) and run again elsewhere, and a worker back from the dead (its
 * downtime ends when Temporal sees it polling) first replays from their histories the open workflows whose tasks come
 * to it, all of them when every worker died: an answer that waits on one of them (a cancellation, an approval) can
 * honestly be "not settled in time" until then. A fault run gave the last such answer 49 s after both workers were
 * killed (seed 1533269052; 30 s of grace after their spawn had not covered it).
 */
const WORKER_DEATH_GRACE_MS = 60_000;

export const count = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
    return counts;
  }, {});

/** What the provider (the simulator) says the payment came to. */
function providerTruth(alpha: SimulatedPayment | undefined, beta: SimulatedPayment | undefined): "Success" | "Failed" {
  const held = alpha ?? beta;
  return held && finalOutcome(held) === "success" ? "Success" : "Failed";
}

/** Every invariant of issue 12, each violation one printable line. */
export async function checkInvariants(
  stack: ChaosStack,
  plan: PlannedPayment[],
  drive: DriveResult,
  faults: FaultWindow[],
): Promise<CheckReport> {
  const violations: string[] = [];
  const rows: Array<Record<string, any>> = await stack.db("payments").where({ merchant_id: stack.merchant.merchantId });
  const byMerchantReference = new Map(rows.map((row) => [row.merchant_reference, row]));
  for (const payment of plan) {
    if (!byMerchantReference.has(payment.merchantReference)) violations.push(`${payment.merchantReference}: never created`);
  }
  for (const [merchantReference, reference] of drive.references) {
    if (byMerchantReference.get(merchantReference)?.reference !== reference)
      violations.push(`${merchantReference}: the client was given ${reference}, which is not its transaction`);
  }

  const alpha = stack.simulator.sealed.engine.store;
  const beta = stack.simulator.signed.engine.store;
  for (const row of rows) {
    const atAlpha = await alpha.get(row.reference);
    const atBeta = await beta.get(row.reference);
    if (atAlpha && atBeta) violations.push(`${row.reference}: accepted by two providers`);
    const truth = providerTruth(atAlpha, atBeta);
    if (!["Success", "Failed"].includes(row.transaction_status))
      violations.push(`${row.reference}: still ${row.transaction_status}`);
    else if (row.transaction_status !== truth)
      violations.push(
        `${row.reference} (${row.customer_number}): ${row.transaction_status} (${row.failure_reason ?? "no reason"}) but the provider says ${truth}`,
      );
  }

  const notified = new Map<string, string[]>();
  for (const notification of stack.endpoint.received) {
    if (!notification.signed) violations.push(`${notification.reference}: a notification with a bad signature`);
    notified.set(notification.reference, [...(notified.get(notification.reference) ?? []), notification.status]);
  }
  for (const row of rows) {
    const statuses = notified.get(row.reference) ?? [];
    if (statuses.length === 0) violations.push(`${row.reference}: merchant never notified`);
    if (statuses.some((status) => status !== row.transaction_status))
      violations.push(`${row.reference}: notified ${statuses.join(",")} but it is ${row.transaction_status}`);
  }

  const [{ nets }] = (await stack.db
    .raw(
      `SELECT ((SELECT coalesce(sum(net_amount), 0) FROM payments WHERE merchant_id = :merchant AND transaction_status = 'Success')
      - (SELECT coalesce(sum(amount + fee), 0) FROM refunds WHERE merchant_id = :merchant AND source = 'merchant' AND refund_status = 'Success')
    )::numeric(20,2)::text AS nets`,
      { merchant: stack.merchant.merchantId },
    )
    .then((result: { rows: Array<{ nets: string }> }) => result.rows)) as [{ nets: string }];
  const wallet = await fetch(`${stack.apis[0]!.url}/api/organization/wallet/`, {
    headers: { authorization: `Bearer ${stack.merchant.token}` },
  }).then((response) => response.json() as Promise<{ results: Array<{ currency: string; balance: string }> }>);
  const usd = wallet.results.find((balance) => balance.currency === "USD")?.balance;
  if (usd !== nets) violations.push(`wallet USD ${usd} but the successful payments' nets less refunds sum to ${nets}`);
  const unbalanced = await stack
    .db("ledger_entries")
    .groupBy("reference", "kind")
    .havingRaw("sum(amount) <> 0")
    .select("reference", "kind");
  for (const entry of unbalanced) violations.push(`${entry.reference} ${entry.kind}: ledger lines do not sum to zero`);

  const unprocessed = await stack.db("raw_callbacks").where({ processing_status: "received" }).pluck("id");
  for (const id of unprocessed) violations.push(`provider webhook ${id} left unprocessed`);
  const webhooksStored = Number((await stack.db("raw_callbacks").count({ n: "*" }))[0]?.n ?? 0);

  const downtimes = [
    ...faults.map((window) => ({ from: window.from, to: (window.to ?? Date.now()) + RECONNECT_GRACE_MS })),
    ...stack.apis.flatMap((api) =>
      api.downtimes.map((down) => ({ from: down.from, to: (down.to ?? Date.now()) + RECONNECT_GRACE_MS })),
    ),
    ...stack.workers.flatMap((worker) =>
      worker.downtimes.map((down) => ({ from: down.from, to: (down.to ?? Date.now()) + WORKER_DEATH_GRACE_MS })),
    ),
  ];
  let excused5xx = 0;
  for (const response of drive.responses) {
    const businessAnswer = response.status === 502 && response.code === "provider_error";
    if (response.status < 500 || businessAnswer) continue;
    if (response.status === 503 && downtimes.some((down) => response.at >= down.from && response.at <= down.to)) excused5xx += 1;
    else
      violations.push(
        `${response.api} answered ${response.status} ${response.code ?? ""} (${response.message}) at ${new Date(response.at).toISOString()}, outside any fault`,
      );
  }

  return {
    violations,
    statuses: count(rows, (row) => row.transaction_status),
    notifications: stack.endpoint.received.length,
    webhooksStored,
    responsesByStatus: count(drive.responses, (response) => `${response.status}${response.code ? ` ${response.code}` : ""}`),
    excused5xx,
  };
}
