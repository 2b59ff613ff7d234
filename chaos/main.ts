import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ChaosSummary, runChaos } from "./run";
import { parseSeed, randomSeed } from "./seed";
import { medianAndMax, WORKER_DEATH_BOUND_MS } from "./worker-deaths";

/**
 * `npm run chaos -- --payments N [--concurrency C] [--orphan-rate R] [--temporal dev|server] [--seed S]`: exits 1
 * on any violated invariant. The seed (printed first; drawn when not given) makes every choice of the run's own.
 */
function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} needs a positive number`);
    process.exit(2);
  }
  return value;
}

export function formatSummary(summary: ChaosSummary): string {
  const lines = [
    `seed: ${summary.seed}`,
    `payments: ${summary.payments} in ${summary.seconds} s; final states: ${JSON.stringify(summary.statuses)}`,
    `faults: ${summary.faults.map((fault) => `${fault.name} at ${new Date(fault.from).toISOString()}`).join("; ")}`,
    `process deaths (restarted by the supervisor): ${JSON.stringify(summary.deaths)} (api-1 dies right after an INSERT by the fault switch)`,
    `API answers: ${JSON.stringify(summary.responsesByStatus)}; 503s during a fault or a process's downtime: ${summary.excused5xx}`,
    `payouts: ${summary.payouts.planned} planned (wallet funded ${summary.payouts.funded} USD, alpha's float ${summary.payouts.alphaFloat} USD); final states: ${JSON.stringify(summary.payouts.statuses)}; by provider: ${JSON.stringify(summary.payouts.providers)}; refused for balance: ${summary.payouts.refusedForBalance}; wallet sampled ${summary.payouts.walletSamples} times; awaiting approval, by fate and end: ${JSON.stringify(summary.payouts.approvals)}`,
    `refunds: ${summary.refunds.planned} asked (${summary.refunds.refusedByRule} of checkout tries that did not count, each refused), ${summary.refunds.lateSuccesses} late successes; by source and state: ${JSON.stringify(summary.refunds.statuses)}; reconciliation exceptions left open: ${summary.refunds.openExceptions}`,
    `checkouts: ${summary.checkouts.planned} opened, by state ${JSON.stringify(summary.checkouts.statuses)}; ${summary.checkouts.tries} tries; ${summary.checkouts.uncounted} successes that did not count and ${summary.checkouts.lateSuccesses} failed tries settled after all, each refunded from suspense once`,
    `networks' leg (CDF, each provider asked by name): ${JSON.stringify(summary.networks)}`,
    `conversions' leg (USD and CDF sold at once, beyond both wallets): ${summary.conversions.converted} converted, ${summary.conversions.refusedForBalance} refused for balance`,
    `payout file's leg (uploaded, submitted and approved once through the faults): ${summary.file.rows} rows; payouts ${JSON.stringify(summary.file.statuses)}`,
    `routing: decisions by reason ${JSON.stringify(summary.routing.reasons)}; first choices ${JSON.stringify(summary.routing.firstChoices)}`,
    `merchant notifications: ${summary.notifications}; provider webhooks stored: ${summary.webhooksStored}; late contrary webhooks sent: ${summary.contraryWebhooks}`,
    `502 provider_error answers: ${summary.providerErrors} (bulk items included), each after a provider's ambiguous answer or refusal`,
    `worker deaths: ${summary.workerDeaths.held} payments/payouts/refunds were at a provider on a dying worker; ran again (a retry or a provider call) after the death (after one worker polled again when all died, ${medianAndMax(summary.workerDeaths.workersAwaySeconds)} away): ${medianAndMax(summary.workerDeaths.recoverySeconds)}${summary.workerDeaths.notRunAgain > 0 ? ` (${summary.workerDeaths.notRunAgain} settled without running again)` : ""}${summary.workerDeaths.unread.length > 0 ? `; not read from Temporal: ${summary.workerDeaths.unread.join("; ")}` : ""}`,
    `events: ${summary.events.events} written; webhook endpoints took ${summary.events.deliveries} deliveries (${summary.events.repeated} repeats of one already taken, same webhook-id; ${summary.events.refusedWhileDown} refused with 503 during the outage, taken later)`,
    `ledger: ${summary.ledger.lines} lines in ${summary.ledger.wallets} wallets verified (entries balanced, kept balances and every line's stored balance equal to its lines, no line in a wallet of the wrong mode, none below zero)`,
    summary.violations.length === 0
      ? `invariants: all hold (every transaction and payout final and equal to the provider, notified without contradiction, one provider each, payouts never under another reference, holds released once or booked, payouts over the approval threshold never sent before their approval nor at all unless approved, every approval, cancel and race answered as it ended (one winner each), payout wallet never negative and equal to its lines and to funding less payouts, no refund above its payment or sent twice, every late success refunded once, at most one try of a checkout credited and every other success of it refunded once from suspense, every paid or expired checkout notified, no reconciliation exception unexplained, every payment's routing decision recorded, wallet = nets less refunds, every ledger entry balanced, every network provider's collection, payout and refund final on the provider asked for, as that provider settled it, held by no other, notified, and the networks' merchant's wallet equal to its movements, every conversion made at most once and as answered, at the rate less the spread, its wallets equal to their funding and conversions, every payout file row paid at most once, by one provider, after the file's one approval, as the provider says, one event per state change, every subscribed webhook endpoint given each event of its types (through the outage) with its event's id on every retry and never another type, no webhook unprocessed, no 5xx outside a fault, no 502 provider_error without a provider's ambiguous answer or refusal before it, every provider call a dead worker held made again within ${WORKER_DEATH_BOUND_MS / 1000} s)`
      : `VIOLATIONS (${summary.violations.length}):\n  ${summary.violations.slice(0, 50).join("\n  ")}`,
  ];
  return lines.join("\n");
}

function seed(): number {
  const index = process.argv.indexOf("--seed");
  if (index < 0) return randomSeed();
  const value = parseSeed(process.argv[index + 1] ?? "");
  if (value === null) {
    console.error("--seed needs an integer from 0 to 4294967295");
    process.exit(2);
  }
  return value;
}

function temporalKind(): "dev" | "server" {
  const index = process.argv.indexOf("--temporal");
  if (index < 0) return "dev";
  const value = process.argv[index + 1];
  if (value !== "dev" && value !== "server") {
    console.error("--temporal needs dev (the dev server, SQLite) or server (the pinned Temporal server on PostgreSQL)");
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const payments = option("payments", 1000);
  const workDir = path.join(os.tmpdir(), `payments-chaos-${process.pid}`);
  const summary = await runChaos({
    payments,
    concurrency: option("concurrency", 20),
    orphanRate: option("orphan-rate", 0.02),
    workDir,
    adminDatabaseUrl: process.env.DATABASE_URL,
    temporal: temporalKind(),
    seed: seed(),
    log: (line) => console.log(line),
  });
  console.log(formatSummary(summary));
  if (summary.violations.length > 0) {
    console.log(`process logs kept in ${workDir}; replay with --seed ${summary.seed}`);
    process.exit(1);
  }
  rmSync(workDir, { recursive: true, force: true });
  process.exit(0);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(`chaos run failed: ${error.stack ?? error}`);
    process.exit(1);
  });
}
