import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Client, Connection, WithStartWorkflowOperation } from "@temporalio/client";
import { User } from "../db/models/user";
import { submitMerchantProfile } from "../domain/accounts/merchant-profile";
import { issueToken } from "../domain/accounts/tokens";
import { logger } from "../lib/logger";
import { findTemporalCli } from "../runtime/temporal-cli";
import { startTemporalDevServer } from "../runtime/temporal-dev-server";
import { CEILING_WORKFLOW_TYPE, ceilingInitiate, ceilingResult } from "./ceiling-definitions";
import { drive, type RunFigures, round } from "./drive";
import { startProcess } from "./processes";
import { startBenchStack } from "./stack";
import { verificationThroughput } from "./verification";

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** The simulator approves after this delay; the ceiling's driver signals the result after the same. */
const RESULT_DELAY_MS = 200;
const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? path.resolve(__dirname, "results");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The service through its HTTP API (API and worker processes), completion = the merchant's notification. */
async function measureService(
  temporalAddress: string,
  warmup: number,
): Promise<{ figures: RunFigures; rss_mb: { api: number; worker: number } }> {
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
  try {
    const user = await User.query(stack.db).insertAndFetch({
      email: "bench@example.com",
      password_hash: "x",
      account_type: "prod",
      email_verified_at: new Date(),
    });
    await submitMerchantProfile(stack.db, user.id, {
      name: "Bench",
      email: "bench@example.com",
      phone: "+243812345678",
      country: "CD",
    });
    const { token } = await issueToken(stack.db, user.id, "session", 3_600_000);
    const references: string[] = [];
    const run = async (label: string, count: number) =>
      drive(
        count,
        CONCURRENCY,
        async (index) => {
          const response = await fetch(`${stack.apiUrl}/api/payments/transaction/`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({
              merchant_reference: `${label}-${index}`,
              amount: "1500.00",
              currency: "CDF",
              service: index % 2 ? "AIRTEL" : "MPESA",
              customer_number: index % 2 ? "+243970000000" : "+243810000000",
              callback_url: callbackUrl,
            }),
          });
          const body = (await response.json()) as { reference?: string };
          if (response.status !== 201 || !body.reference) return false;
          references[index] = body.reference;
          return true;
        },
        (index) =>
          new Promise<void>((resolve) => {
            const reference = references[index]!;
            if (arrived.has(reference)) resolve();
            else notified.set(reference, resolve);
          }),
      );
    await run("warmup", warmup);
    const figures = await run("bench", PAYMENTS);
    return { figures, rss_mb: { api: stack.api.peakRssMb(), worker: stack.worker.peakRssMb() } };
  } finally {
    receiver.close();
    await stack.close();
  }
}

/** The ceiling: CeilingWorkflow on its own worker process, driven through the Temporal client directly. */
async function measureCeiling(
  temporalAddress: string,
  warmup: number,
): Promise<{ figures: RunFigures; rss_mb: { worker: number } }> {
  const taskQueue = `ceiling-${randomBytes(4).toString("hex")}`;
  const worker = await startProcess(
    "bench/ceiling-worker.ts",
    [],
    { TEMPORAL_ADDRESS: temporalAddress, TEMPORAL_TASK_QUEUE: taskQueue },
    /ceiling worker running/,
  );
  const connection = await Connection.connect({ address: temporalAddress });
  const client = new Client({ connection });
  try {
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
    await run("warmup", warmup);
    const figures = await run("bench", PAYMENTS);
    return { figures, rss_mb: { worker: worker.peakRssMb() } };
  } finally {
    await connection.close();
    await worker.stop();
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

async function main(): Promise<void> {
  console.log(
    `payment routing benchmark: ${PAYMENTS} payments, concurrency ${CONCURRENCY}, each run after ${CONCURRENCY} warm-up payments`,
  );
  for (const row of verificationThroughput()) console.log(row);
  const warmup = CONCURRENCY;
  // Both on the same Temporal server: TEMPORAL_ADDRESS, else a dev server started here.
  let temporalAddress = process.env.TEMPORAL_ADDRESS;
  let stopTemporal: (() => Promise<unknown>) | undefined;
  if (!temporalAddress) {
    const server = await startTemporalDevServer(
      { cliPath: findTemporalCli(process.env.TEMPORAL_CLI_PATH), namespace: "default", headless: true },
      logger,
    );
    temporalAddress = server.address;
    stopTemporal = server.stop;
  }
  let service: Awaited<ReturnType<typeof measureService>>;
  let ceiling: Awaited<ReturnType<typeof measureCeiling>>;
  try {
    service = await measureService(temporalAddress, warmup);
    ceiling = await measureCeiling(temporalAddress, warmup);
  } finally {
    await stopTemporal?.();
  }
  const result = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    settings: { payments: PAYMENTS, concurrency: CONCURRENCY, result_delay_ms: RESULT_DELAY_MS },
    service: { ...service.figures, peak_rss_mb: service.rss_mb },
    ceiling: { ...ceiling.figures, peak_rss_mb: ceiling.rss_mb },
    ratios: {
      ...ratios(service.figures, ceiling.figures),
      peak_rss: {
        api: round(service.rss_mb.api / ceiling.rss_mb.worker),
        worker: round(service.rss_mb.worker / ceiling.rss_mb.worker),
      },
    },
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `bench-${result.at.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify({ service: result.service, ceiling: result.ceiling, ratios: result.ratios }, null, 2));
  console.log(`written to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
