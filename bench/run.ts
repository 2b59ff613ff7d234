import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Client, Connection, WithStartWorkflowOperation } from "@temporalio/client";
import { submitMerchantProfile } from "../domain/accounts/merchant-profile";
import { issueToken } from "../domain/accounts/tokens";
import { insertUser } from "../domain/accounts/users-store";
import { logger } from "../lib/logger";
import { secretBoxFor } from "../lib/secrets-key";
import { ensureTemporalSetup } from "../lib/temporal-setup";
import { startEmbeddedPostgres } from "../runtime/embedded-postgres";
import { ensureTemporalCli } from "../runtime/temporal-cli";
import { freePort, startTemporalDevServer } from "../runtime/temporal-dev-server";
import { startTemporalServer } from "../runtime/temporal-server";
import { ensureTemporalServer } from "../runtime/temporal-server-binary";
import { creditOpeningBalance } from "../seed/opening-balance";
import { MOVEMENT_SEARCH_ATTRIBUTE_NAMES } from "../workflows/definitions";
import { CEILING_WORKFLOW_TYPE, ceilingInitiate, ceilingResult } from "./ceiling-definitions";
import { drive, figures, type RoundSamples, type RunFigures, round } from "./drive";
import { startProcess } from "./processes";
import { startBenchStack } from "./stack";
import { verificationThroughput } from "./verification";

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** The simulator approves after this delay; the ceiling's driver signals the result after the same. */
const RESULT_DELAY_MS = 200;
/** Service and ceiling take turns, so a change in the machine's load falls on both alike. */
const ROUNDS = Math.max(1, Math.min(Number(process.env.BENCH_ROUNDS ?? 4), Math.floor(PAYMENTS / CONCURRENCY)));
const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? path.resolve(__dirname, "results");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One side of the comparison, started and warmed up: it runs rounds until closed. */
interface Side<Rss> {
  run(label: string, count: number): Promise<RoundSamples>;
  /** The service's payouts, through the same API and worker (the ceiling has none). */
  runPayouts?(label: string, count: number): Promise<RoundSamples>;
  peakRssMb(): Rss;
  close(): Promise<void>;
}

/** The service through its HTTP API (API and worker processes), completion = the merchant's notification. */
async function startService(temporalAddress: string): Promise<Side<{ api: number; worker: number }>> {
  const stack = await startBenchStack(temporalAddress);
  const notified = new Map<string, () => void>();
  const arrived = new Set<string>();
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const reference = JSON.parse(Buffer.concat(chunks).toString()).reference as string;
      arrived.add(reference);
      notified.get(reference)?.();
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  const close = async () => {
    receiver.close();
    await stack.close();
  };
  try {
    const user = await insertUser(stack.db, {
      email: "bench@example.com",
      password_hash: "x",
      account_type: "prod",
      email_verified_at: new Date(),
    });
    const { merchant } = await submitMerchantProfile(stack.db, secretBoxFor(stack.config), user.id, {
      name: "Bench",
      email: "bench@example.com",
      phone: "+243812345678",
      country: "CD",
    });
    const { token } = await issueToken(stack.db, user.id, "session", 3_600_000);
    await creditOpeningBalance(stack.db, merchant.id, "CDF", "1000000000.00");
    const references = new Map<string, string>();
    /** Creations of `path`, each completed once its notification arrives. */
    const runOf = (path: string, fields: (index: number) => Record<string, string>) => (label: string, count: number) =>
      drive(
        count,
        CONCURRENCY,
        async (index) => {
          const response = await fetch(`${stack.apiUrl}${path}`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({ merchant_reference: `${label}-${index}`, callback_url: callbackUrl, ...fields(index) }),
          });
          const body = (await response.json()) as { reference?: string };
          if (response.status !== 201 || !body.reference) return false;
          references.set(`${path}${label}-${index}`, body.reference);
          return true;
        },
        (index) =>
          new Promise<void>((resolve) => {
            const reference = references.get(`${path}${label}-${index}`)!;
            if (arrived.has(reference)) resolve();
            else notified.set(reference, resolve);
          }),
      );
    const run = runOf("/api/payments/transaction/", (index) => ({
      amount: "1500.00",
      currency: "CDF",
      service: index % 2 ? "AIRTEL" : "MPESA",
      customer_number: index % 2 ? "+243970000000" : "+243810000000",
    }));
    const runPayouts = runOf("/api/payments/payout/", (index) => ({
      amount: "1500.00",
      currency: "CDF",
      recipient_number: index % 2 ? "+243970000000" : "+243810000000",
    }));
    await run("warmup", CONCURRENCY);
    await runPayouts("warmup", CONCURRENCY);
    return { run, runPayouts, peakRssMb: () => ({ api: stack.api.peakRssMb(), worker: stack.worker.peakRssMb() }), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The ceiling: CeilingWorkflow on its own worker process, driven through the Temporal client directly. */
async function startCeiling(temporalAddress: string): Promise<Side<{ worker: number }>> {
  const taskQueue = `ceiling-${randomBytes(4).toString("hex")}`;
  const worker = await startProcess(
    "bench/ceiling-worker.ts",
    [],
    { TEMPORAL_ADDRESS: temporalAddress, TEMPORAL_TASK_QUEUE: taskQueue },
    /ceiling worker running/,
  );
  const connection = await Connection.connect({ address: temporalAddress });
  const client = new Client({ connection });
  const close = async () => {
    await connection.close();
    await worker.stop();
  };
  const run = (label: string, count: number) =>
    drive(
      count,
      CONCURRENCY,
      async (index) => {
        const startWorkflowOperation = new WithStartWorkflowOperation(CEILING_WORKFLOW_TYPE, {
          workflowId: `${taskQueue}-${label}-${index}`,
          taskQueue,
          workflowIdConflictPolicy: "USE_EXISTING",
        });
        const answer = await client.workflow.executeUpdateWithStart(ceilingInitiate, { startWorkflowOperation });
        return answer.outcome === "accepted";
      },
      async (index) => {
        const handle = client.workflow.getHandle(`${taskQueue}-${label}-${index}`);
        await sleep(RESULT_DELAY_MS);
        await handle.signal(ceilingResult, { status: "Success" });
        await handle.result();
      },
    );
  try {
    await run("warmup", CONCURRENCY);
    return { run, peakRssMb: () => ({ worker: worker.peakRssMb() }), close };
  } catch (error) {
    await close();
    throw error;
  }
}

function ratios(service: RunFigures, ceiling: RunFigures) {
  const ratio = (a: number, b: number) => round(a / b);
  const byPercentile = (a: RunFigures["create_ms"], b: RunFigures["create_ms"]) => ({
    p50: ratio(a.p50, b.p50),
    p95: ratio(a.p95, b.p95),
    p99: ratio(a.p99, b.p99),
  });
  return {
    created_per_s: ratio(service.created_per_s, ceiling.created_per_s),
    completed_per_s: ratio(service.completed_per_s, ceiling.completed_per_s),
    create_ms: byPercentile(service.create_ms, ceiling.create_ms),
    create_to_complete_ms: byPercentile(service.create_to_complete_ms, ceiling.create_to_complete_ms),
  };
}

/**
 * The pinned Temporal server on PostgreSQL (DATABASE_URL's server, else an embedded one the service's database
 * then shares), with the namespace and search attributes registered, as compose runs it.
 */
async function startRealTemporalServer(): Promise<{ address: string; stop: () => Promise<void> }> {
  const stops: Array<() => Promise<unknown>> = [];
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres(
      path.join(os.tmpdir(), `payments-bench-temporal-${process.pid}`),
      await freePort(),
      logger,
    );
    stops.push(embedded.stop);
    adminUrl = embedded.url;
    process.env.DATABASE_URL = adminUrl;
  }
  const server = await startTemporalServer(
    { binaries: await ensureTemporalServer((line) => console.error(line)), adminDatabaseUrl: adminUrl },
    logger,
  );
  stops.push(server.drop);
  const connection = await Connection.connect({ address: server.address });
  await ensureTemporalSetup(connection, {
    namespace: "default",
    searchAttributes: MOVEMENT_SEARCH_ATTRIBUTE_NAMES,
    address: server.address,
    autoSetup: true,
  });
  await connection.close();
  return {
    address: server.address,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}

async function main(): Promise<void> {
  console.log(
    `payment routing benchmark: ${PAYMENTS} payments (and as many payouts) each, concurrency ${CONCURRENCY}, ${ROUNDS} alternating rounds after ${CONCURRENCY} warm-up payments`,
  );
  for (const row of verificationThroughput()) console.log(row);
  // Both on the same Temporal server: TEMPORAL_ADDRESS, else BENCH_TEMPORAL=server's real server, else a dev server.
  let temporalAddress = process.env.TEMPORAL_ADDRESS;
  const stops: Array<() => Promise<unknown>> = [];
  if (!temporalAddress && process.env.BENCH_TEMPORAL === "server") {
    const server = await startRealTemporalServer();
    temporalAddress = server.address;
    stops.push(server.stop);
  } else if (!temporalAddress) {
    const server = await startTemporalDevServer(
      {
        cliPath: await ensureTemporalCli(process.env.TEMPORAL_CLI_PATH, (line) => console.error(line)),
        namespace: "default",
        headless: true,
      },
      logger,
    );
    temporalAddress = server.address;
    stops.push(server.stop);
  }
  const serviceRounds: RoundSamples[] = [];
  const payoutRounds: RoundSamples[] = [];
  const ceilingRounds: RoundSamples[] = [];
  let serviceRss: { api: number; worker: number };
  let ceilingRss: { worker: number };
  try {
    const service = await startService(temporalAddress);
    stops.push(service.close);
    const ceiling = await startCeiling(temporalAddress);
    stops.push(ceiling.close);
    for (let number = 0; number < ROUNDS; number++) {
      const count = Math.floor(PAYMENTS / ROUNDS) + (number < PAYMENTS % ROUNDS ? 1 : 0);
      serviceRounds.push(await service.run(`round${number}`, count));
      ceilingRounds.push(await ceiling.run(`round${number}`, count));
      payoutRounds.push(await service.runPayouts!(`round${number}`, count));
    }
    serviceRss = service.peakRssMb();
    ceilingRss = ceiling.peakRssMb();
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
  const serviceFigures = figures(serviceRounds);
  const ceilingFigures = figures(ceilingRounds);
  const payoutFigures = figures(payoutRounds);
  const result = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, load_average: os.loadavg().map((value) => round(value)) },
    settings: { payments: PAYMENTS, concurrency: CONCURRENCY, rounds: ROUNDS, result_delay_ms: RESULT_DELAY_MS },
    service: { ...serviceFigures, peak_rss_mb: serviceRss },
    payouts: payoutFigures,
    ceiling: { ...ceilingFigures, peak_rss_mb: ceilingRss },
    ratios: {
      ...ratios(serviceFigures, ceilingFigures),
      payouts: ratios(payoutFigures, ceilingFigures),
      peak_rss: { api: round(serviceRss.api / ceilingRss.worker), worker: round(serviceRss.worker / ceilingRss.worker) },
    },
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `bench-${result.at.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    JSON.stringify({ service: result.service, payouts: result.payouts, ceiling: result.ceiling, ratios: result.ratios }, null, 2),
  );
  console.log(`written to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
