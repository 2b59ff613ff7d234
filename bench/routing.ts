import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import knex from "knex";
import { createDb } from "../db/connection";
import { migrateLatest } from "../db/migrate";
import { routingSettings } from "../domain/routing/route-payment";
import type { RoutingSettings } from "../domain/routing/routing-decision";
import { loadConfig } from "../lib/config";
import { logger } from "../lib/logger";
import { startEmbeddedPostgres } from "../runtime/embedded-postgres";
import { freePort } from "../runtime/temporal-dev-server";
import { decisionCost } from "./routing/decision-cost";
import { type DayFigures, playDay } from "./routing/play-day";
import { DIRECT_AND_AGGREGATOR, OWN_PROTOCOLS, type RoutingScenario } from "./routing/scenario";
import { startSimulatedBenchProviders } from "./routing/simulated-providers";

/**
 * `npm run bench:routing`: a day of payments across three providers of the service's own protocols, and a day of
 * Airtel payments across the direct Airtel connection and pawaPay (each played by the simulator over HTTP), through
 * the real routing code, under priority routing, success-rate routing and an oracle, with the regret over each day and
 * the decision's cost; writes the figures as JSON under bench/results/. ROUTING_BENCH_PAYMENTS sets a day's size.
 */
const PAYMENTS = Number(process.env.ROUTING_BENCH_PAYMENTS ?? 6000);
const SEED = Number(process.env.ROUTING_BENCH_SEED ?? 20261125);
const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? path.resolve(__dirname, "results");

async function adminDatabaseUrl(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(mkdtempSync(path.join(os.tmpdir(), "routing-bench-")), await freePort(), logger);
  return { url: embedded.url, stop: () => embedded.stop() };
}

/** One scenario's day in a database of its own: its providers registered as the providers file would, then played. */
async function playScenario(adminUrl: string, scenario: RoutingScenario, settings: RoutingSettings, withCost: boolean) {
  const database = `routing_bench_${randomBytes(4).toString("hex")}`;
  const adminDb = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
  await adminDb.raw(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const db = createDb(url.toString());
  const providers = await startSimulatedBenchProviders(scenario);
  try {
    await migrateLatest(db);
    await db("providers").insert(
      scenario.providers.map((provider) => ({
        code_name: provider.codeName,
        name: provider.codeName,
        protocol: provider.protocol,
        priority: provider.priority,
        services: [...provider.services],
        currencies: ["USD"],
      })),
    );
    const day = await playDay(db, settings, scenario, providers, PAYMENTS, SEED);
    const cost = withCost
      ? await decisionCost(db, settings, Math.max(200, PAYMENTS * 2), Math.max(50, Math.floor(PAYMENTS / 12)))
      : undefined;
    return { day, cost };
  } finally {
    await providers.close();
    await db.destroy();
    await adminDb.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await adminDb.destroy();
  }
}

const dayLine = (name: string, day: DayFigures) =>
  `${name}: success rate priority ${day.success_rate.priority}, success-rate ${day.success_rate.success_rate}, ` +
  `oracle ${day.success_rate.oracle}; gap recovered ${day.gap_recovered}; ${day.degradation.provider} on ` +
  `${day.degradation.service} degrading noticed after ${day.degradation.noticed_after_payments} of its payments, ` +
  `recovery after ${day.degradation.recovery_noticed_after_payments}`;

async function main(): Promise<void> {
  const admin = await adminDatabaseUrl();
  try {
    // The service's own settings: its defaults unless ROUTING_* variables say otherwise.
    const settings = routingSettings(loadConfig({ ...process.env, LOG_LEVEL: "silent" }));
    const started = Date.now();
    const own = await playScenario(admin.url, OWN_PROTOCOLS, settings, true);
    const networks = await playScenario(admin.url, DIRECT_AND_AGGREGATOR, settings, false);
    const cost = own.cost!;
    const result = {
      started_at: new Date(started).toISOString(),
      seconds: (Date.now() - started) / 1000,
      seed: SEED,
      settings,
      ...own.day,
      decision_cost: cost,
      direct_and_aggregator: networks.day,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `routing-${result.started_at.replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `routing bench: ${PAYMENTS} payments a day; ${dayLine(OWN_PROTOCOLS.name, own.day)}; ${dayLine(DIRECT_AND_AGGREGATOR.name, networks.day)}; ` +
        `decision p99 ${cost.in_process.success_rate.p99_us} µs in process (priority ${cost.in_process.priority.p99_us} µs), ` +
        `${cost.with_postgresql.success_rate.p99_us} µs with PostgreSQL (priority ${cost.with_postgresql.priority.p99_us} µs); ${file}`,
    );
  } finally {
    await admin.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
