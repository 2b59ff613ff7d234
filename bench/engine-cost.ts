import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Client, Connection, WithStartWorkflowOperation } from "@temporalio/client";
import { temporal } from "@temporalio/proto";
import knex from "knex";
import { submitMerchantProfile } from "../domain/accounts/merchant-profile";
import { issueToken } from "../domain/accounts/tokens";
import { insertUser } from "../domain/accounts/users-store";
import { logger } from "../lib/logger";
import { secretBoxFor } from "../lib/secrets-key";
import { ensureTemporalSetup } from "../lib/temporal-setup";
import { startEmbeddedPostgres } from "../runtime/embedded-postgres";
import { freePort } from "../runtime/temporal-dev-server";
import { startTemporalServer } from "../runtime/temporal-server";
import { ensureTemporalServer } from "../runtime/temporal-server-binary";
import { creditOpeningBalance } from "../seed/opening-balance";
import { MOVEMENT_SEARCH_ATTRIBUTE_NAMES, paymentWorkflowId } from "../workflows/definitions";
import { CEILING_WORKFLOW_TYPE, ceilingInitiate, ceilingResult } from "./ceiling-definitions";
import { type CpuProfile, sharesByOwner, startWindowProfile, topFrames } from "./cpu-profile";
import { startProcess } from "./processes";
import { startBenchStack } from "./stack";

/**
 * `npm run bench:cost`: what a payment and a payout cost each process kind on the real Temporal server on PostgreSQL
 * (all on this machine, an embedded PostgreSQL of their own so that its CPU is attributable): CPU-seconds per payment
 * and per payout for the API, the worker, the Temporal server and PostgreSQL; the same engine's cost for the ceiling's
 * workflow (CeilingWorkflow: the payment's command shape, activities that do nothing), and the difference, the
 * service's own cost; history events, workflow tasks, bytes and billable actions of one payment's workflow; peak
 * PostgreSQL connections by database. Figures for docs/capacity.md.
 */
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime
  } catch {
    return 0;
  }
}

/** The process and its children (PostgreSQL's backends are the postmaster's children). */
function treeCpuSeconds(root: number): number {
  let total = cpuSeconds(root);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === root) total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Temporal Cloud's billable actions among a history's events (start, update, signals, activities, timers, markers, upserts). */
const ACTION_EVENTS = new Set([
  "WORKFLOW_EXECUTION_STARTED",
  "WORKFLOW_EXECUTION_UPDATE_ACCEPTED",
  "WORKFLOW_EXECUTION_SIGNALED",
  "ACTIVITY_TASK_SCHEDULED",
  "TIMER_STARTED",
  "MARKER_RECORDED",
  "UPSERT_WORKFLOW_SEARCH_ATTRIBUTES",
  "START_CHILD_WORKFLOW_EXECUTION_INITIATED",
  "SIGNAL_EXTERNAL_WORKFLOW_EXECUTION_INITIATED",
]);

const round4 = (value: number) => Number(value.toFixed(4));

type CpuSample = { api: number; worker: number; temporal: number; postgres: number };

function perUnit(before: CpuSample, after: CpuSample, units: number): CpuSample {
  return Object.fromEntries(
    Object.entries(after).map(([kind, value]) => [kind, round4((value - before[kind as keyof CpuSample]) / Math.max(1, units))]),
  ) as CpuSample;
}

/** Runs `work` for indexes 0..count-1, `concurrency` at a time; answers how many succeeded. */
async function inTurns(count: number, concurrency: number, work: (index: number) => Promise<boolean>): Promise<number> {
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) if (await work(next++)) done += 1;
    }),
  );
  return done;
}

/** The service's statements since the last reset, per unit: the total and the ten most called. */
async function serviceStatements(admin: knex.Knex, units: number) {
  const { rows } = await admin.raw(
    `SELECT query, calls::int AS calls, round(total_exec_time::numeric, 1)::float8 AS ms,
            round(total_plan_time::numeric, 1)::float8 AS plan_ms
       FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
      WHERE d.datname LIKE 'payments_bench%'
      ORDER BY calls DESC`,
  );
  const statements = rows as Array<{ query: string; calls: number; ms: number; plan_ms: number }>;
  const calls = statements.reduce((sum, row) => sum + row.calls, 0);
  const perUnitMs = (ms: number) => Number((ms / Math.max(1, units)).toFixed(2));
  return {
    per_unit: Number((calls / Math.max(1, units)).toFixed(1)),
    // Time in the database per unit: executing, and planning (the service's statements are not prepared).
    exec_ms_per_unit: perUnitMs(statements.reduce((sum, row) => sum + row.ms, 0)),
    plan_ms_per_unit: perUnitMs(statements.reduce((sum, row) => sum + row.plan_ms, 0)),
    // BENCH_ALL_STATEMENTS=1: every statement, for finding what to cut; the ten most called otherwise.
    top_ten: statements.slice(0, process.env.BENCH_ALL_STATEMENTS ? statements.length : 10).map((row) => ({
      per_unit: Number((row.calls / Math.max(1, units)).toFixed(2)),
      ms_per_unit: Number((row.ms / Math.max(1, units)).toFixed(3)),
      plan_ms_per_unit: Number((row.plan_ms / Math.max(1, units)).toFixed(3)),
      query: row.query.replace(/\s+/g, " ").slice(0, 160),
    })),
  };
}

const resetStatements = (admin: knex.Knex) => admin.raw("SELECT pg_stat_statements_reset()");

/**
 * The engine's cost for the ceiling's workflow on the same server: its own worker process, driven through the
 * Temporal client as the service's API drives a payment (update-with-start answered after initiation, a result signal).
 */
async function ceilingCost(address: string, pids: { temporal: number; postmaster: number }) {
  const taskQueue = `ceiling-${randomBytes(4).toString("hex")}`;
  const worker = await startProcess(
    "bench/ceiling-worker.ts",
    [],
    { TEMPORAL_ADDRESS: address, TEMPORAL_TASK_QUEUE: taskQueue },
    /ceiling worker running/,
  );
  const connection = await Connection.connect({ address });
  const client = new Client({ connection });
  const one = async (index: number) => {
    const workflowId = `${taskQueue}-${index}`;
    const startWorkflowOperation = new WithStartWorkflowOperation(CEILING_WORKFLOW_TYPE, {
      workflowId,
      taskQueue,
      workflowIdConflictPolicy: "USE_EXISTING",
    });
    await client.workflow.executeUpdateWithStart(ceilingInitiate, { startWorkflowOperation });
    const handle = client.workflow.getHandle(workflowId);
    await handle.signal(ceilingResult, { status: "Success" });
    await handle.result();
    return true;
  };
  try {
    await inTurns(CONCURRENCY, CONCURRENCY, (index) => one(-1 - index)); // warm-up
    const sample = () => ({
      api: 0,
      worker: cpuSeconds(worker.child.pid!),
      temporal: cpuSeconds(pids.temporal),
      postgres: treeCpuSeconds(pids.postmaster),
    });
    const before = sample();
    const workflows = await inTurns(PAYMENTS, CONCURRENCY, one);
    return { workflows, perWorkflow: perUnit(before, sample(), workflows) };
  } finally {
    await connection.close();
    await worker.stop();
  }
}

async function main(): Promise<void> {
  const dataDir = path.join(os.tmpdir(), `payments-engine-cost-${process.pid}`);
  const postgres = await startEmbeddedPostgres(dataDir, await freePort(), logger, {
    shared_preload_libraries: "pg_stat_statements",
    "pg_stat_statements.track": "all",
    "pg_stat_statements.track_planning": "on",
  });
  process.env.DATABASE_URL = postgres.url;
  const postmaster = Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
  const server = await startTemporalServer(
    { binaries: await ensureTemporalServer((line) => console.error(line)), adminDatabaseUrl: postgres.url },
    logger,
  );
  const connection = await Connection.connect({ address: server.address });
  await ensureTemporalSetup(connection, {
    namespace: "default",
    searchAttributes: MOVEMENT_SEARCH_ATTRIBUTE_NAMES,
    address: server.address,
    autoSetup: true,
  });
  // The API's and the worker's inspectors, through which each measured window is profiled (`top_frames` below).
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --inspect=127.0.0.1:0`.trim();
  const stack = await startBenchStack(server.address);
  delete process.env.NODE_OPTIONS;
  const profiled = [stack.api, stack.worker].map((process) => process.inspectorUrl()!);
  const profileWindow = async () => {
    const profilers = await Promise.all(profiled.map(startWindowProfile));
    return async () => {
      const [api, worker] = (await Promise.all(profilers.map((profiler) => profiler.stop()))).map(framesOf);
      return { api, worker };
    };
  };
  let result: Record<string, unknown> | undefined;
  const admin = knex({ client: "pg", connection: postgres.url, pool: { min: 0, max: 1 } });
  const arrived = new Map<string, () => void>();
  const seen = new Set<string>();
  const receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const reference = (JSON.parse(body) as { reference: string }).reference;
      seen.add(reference);
      arrived.get(reference)?.();
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  try {
    const user = await insertUser(stack.db, {
      email: "cost@example.com",
      password_hash: "x",
      account_type: "prod",
      email_verified_at: new Date(),
    });
    await submitMerchantProfile(stack.db, secretBoxFor(stack.config), user.id, {
      name: "Cost",
      email: "cost@example.com",
      phone: "+243812345678",
      country: "CD",
    });
    const { token } = await issueToken(stack.db, user.id, "session", 3_600_000);
    const pay = async (index: number): Promise<string | undefined> => {
      const response = await fetch(`${stack.apiUrl}/api/payments/transaction/`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          merchant_reference: `cost-${index}`,
          amount: "1500.00",
          currency: "CDF",
          service: index % 2 ? "AIRTEL" : "MPESA",
          customer_number: index % 2 ? "+243970000000" : "+243810000000",
          callback_url: callbackUrl,
        }),
      });
      const body = (await response.json()) as { reference?: string };
      if (response.status !== 201 || !body.reference) return undefined;
      const reference = body.reference;
      if (!seen.has(reference)) await new Promise<void>((resolve) => arrived.set(reference, resolve));
      return reference;
    };
    for (let index = 0; index < CONCURRENCY; index++) await pay(-1 - index); // warm-up

    const pids = {
      api: stack.api.child.pid!,
      worker: stack.worker.child.pid!,
      temporal: server.pid()!,
    };
    const sample = () => ({
      api: cpuSeconds(pids.api),
      worker: cpuSeconds(pids.worker),
      temporal: cpuSeconds(pids.temporal),
      postgres: treeCpuSeconds(postmaster),
    });
    const peaks: Record<string, number> = {};
    const poll = setInterval(async () => {
      const { rows } = await admin.raw(
        "SELECT datname, count(*)::int AS n FROM pg_stat_activity WHERE datname IS NOT NULL GROUP BY datname",
      );
      for (const { datname, n } of rows as Array<{ datname: string; n: number }>) {
        const kind = datname.startsWith("temporal_visibility")
          ? "temporal visibility"
          : datname.startsWith("temporal")
            ? "temporal"
            : datname.startsWith("payments_bench")
              ? "service"
              : "other";
        peaks[kind] = Math.max(peaks[kind] ?? 0, n);
      }
    }, 250);
    await admin.raw("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    await resetStatements(admin);
    const stopPaymentProfiles = await profileWindow();
    const before = sample();
    const started = Date.now();
    let next = 0;
    let completed = 0;
    let lastReference: string | undefined;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < PAYMENTS) {
          const reference = await pay(next++);
          if (reference) {
            completed += 1;
            lastReference = reference;
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const after = sample();
    const paymentProfiles = await stopPaymentProfiles();
    const paymentStatements = await serviceStatements(admin, completed);

    // Payouts, through the same API and worker: each one sent to the simulator and notified.
    await creditOpeningBalance(
      stack.db,
      (await stack.db("merchants").where({ user_id: user.id }).first("id")).id,
      "CDF",
      "100000000.00",
    );
    const payOut = async (index: number): Promise<boolean> => {
      const response = await fetch(`${stack.apiUrl}/api/payments/payout/`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          merchant_reference: `cost-payout-${index}`,
          amount: "1000.00",
          currency: "CDF",
          recipient_number: index % 2 ? "+243970000000" : "+243810000000",
          callback_url: callbackUrl,
        }),
      });
      const body = (await response.json()) as { reference?: string };
      if (response.status !== 201 || !body.reference) return false;
      if (!seen.has(body.reference)) await new Promise<void>((resolve) => arrived.set(body.reference!, resolve));
      return true;
    };
    await resetStatements(admin);
    const stopPayoutProfiles = await profileWindow();
    const beforePayouts = sample();
    const payouts = await inTurns(PAYMENTS, CONCURRENCY, payOut);
    const afterPayouts = sample();
    const payoutProfiles = await stopPayoutProfiles();
    const payoutStatements = await serviceStatements(admin, payouts);
    clearInterval(poll);

    const ceiling = await ceilingCost(server.address, { temporal: pids.temporal, postmaster });

    const client = new Client({ connection });
    const handle = client.workflow.getHandle(paymentWorkflowId(lastReference!));
    await handle.result(); // the whole history: the workflow closes just after the merchant's notification
    const history = await handle.fetchHistory();
    const byType: Record<string, number> = {};
    for (const event of history.events ?? []) {
      const type = String(temporal.api.enums.v1.EventType[event.eventType ?? 0]).replace(/^EVENT_TYPE_/, "");
      byType[type] = (byType[type] ?? 0) + 1;
    }
    const events = history.events?.length ?? 0;
    const historyBytes = temporal.api.history.v1.History.encode(history).finish().length;
    const actions = Object.entries(byType)
      .filter(([type]) => ACTION_EVENTS.has(type))
      .reduce((sum, [, count]) => sum + count, 0);
    const perPayment = perUnit(before, after, completed);
    const perPayout = perUnit(beforePayouts, afterPayouts, payouts);
    // The service's own: what the same engine does not spend on the ceiling (its API is the bench's client: none).
    const ownOf = (unit: CpuSample) => {
      const own = {
        api: unit.api,
        worker: round4(unit.worker - ceiling.perWorkflow.worker),
        temporal: round4(unit.temporal - ceiling.perWorkflow.temporal),
        postgres: round4(unit.postgres - ceiling.perWorkflow.postgres),
      };
      return { ...own, total: round4(own.api + own.worker + own.temporal + own.postgres) };
    };
    result = {
      machine: { cpus: os.cpus().length, load_average: os.loadavg().map((value) => Number(value.toFixed(2))) },
      payments: completed,
      concurrency: CONCURRENCY,
      seconds: Number(seconds.toFixed(1)),
      payments_per_second: Number((completed / seconds).toFixed(2)),
      cpu_seconds_per_payment: perPayment,
      cpu_seconds_per_payout: { ...perPayout, payouts },
      service_statements_per_payment: paymentStatements,
      service_statements_per_payout: payoutStatements,
      ceiling: { workflows: ceiling.workflows, cpu_seconds_per_workflow: ceiling.perWorkflow },
      service_own_cpu_seconds_per_payment: ownOf(perPayment),
      service_own_cpu_seconds_per_payout: ownOf(perPayout),
      history: {
        events,
        actions,
        workflow_tasks: byType.WORKFLOW_TASK_COMPLETED ?? 0,
        bytes: historyBytes,
        by_type: byType,
      },
      peak_postgres_connections: peaks,
      // Sampled over each measured window only: none of the start-up.
      top_frames: { payments: paymentProfiles, payouts: payoutProfiles },
    };
  } finally {
    receiver.close();
    await admin.destroy();
    await stack.close();
    await connection.close();
    await server.drop();
    await postgres.stop();
  }
  console.log(JSON.stringify(result, null, 2));
}

/** A window's profile of one process: its hottest frames and who spends its CPU. */
const framesOf = (profile: CpuProfile) => ({ frames: topFrames(profile), by_owner: sharesByOwner(profile) });

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
