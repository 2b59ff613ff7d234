/**
 * `npm run bench:ledger`: does a merchant's history slow its money? One merchant's live CDF wallet is
 * given a history of collections rung by rung (BENCH_LEDGER_LADDER, seeded through the ledger's one
 * writer), and at each rung the real service (API and worker processes, the simulator as providers) is
 * measured through its HTTP API: the wallet read, statement pages (first, deep, by dates), payout
 * creation alone and from several clients. At the largest rung: collections settling into the same
 * wallet while payouts leave it, and the CSV export of the whole statement. Writes
 * bench/results/ledger-<time>.json with each figure's ratio of the largest rung to the first.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { submitMerchantProfile } from "../domain/accounts/merchant-profile";
import { issueToken } from "../domain/accounts/tokens";
import { insertUser } from "../domain/accounts/users-store";
import { computeFee } from "../domain/core/fees";
import { walletIdOf } from "../domain/ledger/wallets";
import { logger } from "../lib/logger";
import { secretBoxFor } from "../lib/secrets-key";
import { ensureTemporalCli } from "../runtime/temporal-cli";
import { startTemporalDevServer } from "../runtime/temporal-dev-server";
import { seedCollections } from "../seed/history";
import { drive, type RoundSamples, round } from "./drive";
import type { BenchProcess } from "./processes";
import { type BenchStack, startBenchStack } from "./stack";

const numberList = (text: string) => text.split(",").map((item) => Number(item.trim()));
const LADDER = numberList(process.env.BENCH_LEDGER_LADDER ?? "1000,10000,100000,1000000");
const READS = Number(process.env.BENCH_LEDGER_READS ?? 50);
const PAYOUTS = Number(process.env.BENCH_LEDGER_PAYOUTS ?? 50);
const CLIENTS = Number(process.env.BENCH_LEDGER_CLIENTS ?? 8);
const CLIENT_PAYOUTS = Number(process.env.BENCH_LEDGER_CLIENT_PAYOUTS ?? 200);
const MIX_PAYOUTS = Number(process.env.BENCH_LEDGER_MIX_PAYOUTS ?? 400);
const MIX_COLLECTIONS_PER_S = Number(process.env.BENCH_LEDGER_MIX_RATE ?? 20);
const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? path.resolve(__dirname, "results");
const COLLECTION_AMOUNT = "10000.00";
const PAYOUT_AMOUNT = "1000.00";
const NUMBER = "+243810000000";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function latency(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN, 1);
  return { p50: at(0.5), p99: at(0.99) };
}

const rssMb = (process: BenchProcess) => {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${process.child.pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
};

/** Counts the log lines of a process that name a deadlock, and its error-level lines. */
function watchLog(process: BenchProcess) {
  const seen = { deadlock: 0, error: 0 };
  let partial = "";
  process.child.stdout!.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop()!;
    for (const line of lines) {
      if (/deadlock/i.test(line)) seen.deadlock++;
      if (/"level":(50|60)/.test(line)) seen.error++;
    }
  });
  return seen;
}

/** The merchant's side of the API, counting the answers of 500 and above. */
function merchantClient(apiUrl: string, token: string) {
  const client = {
    serverErrors: 0,
    async call(method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> {
      const response = await fetch(`${apiUrl}${route}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (response.status >= 500) client.serverErrors++;
      return { status: response.status, body: await response.json() };
    },
  };
  return client;
}
type MerchantClient = ReturnType<typeof merchantClient>;

/** `count` sequential calls of a read that must answer 200; the latencies and the last answer's lines. */
async function timedReads(client: MerchantClient, route: string, count: number) {
  const samples: number[] = [];
  let lines = 0;
  for (let index = 0; index < count; index++) {
    const began = performance.now();
    const { status, body } = await client.call("GET", route);
    samples.push(performance.now() - began);
    if (status !== 200) throw new Error(`GET ${route} answered ${status}: ${JSON.stringify(body)}`);
    lines = body.results.length;
  }
  return { ms: latency(samples), lines };
}

function payoutFigures(samples: RoundSamples) {
  const created = samples.createLatency.length;
  return {
    created,
    errors: samples.errors,
    per_s: round(created / samples.createSeconds),
    creation_ms: latency(samples.createLatency),
  };
}

/** Waits until no payout or collection is in flight, so that one phase's workflows do not load the next. */
async function quiet(stack: BenchStack, timeoutMs = 300_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await stack.db.raw(
      `SELECT (SELECT count(*) FROM payouts WHERE payout_status IN ('Pending', 'Processing'))
            + (SELECT count(*) FROM payments WHERE transaction_status IN ('Pending', 'Processing')) AS count`,
    );
    const count = Number(rows[0].count);
    if (count === 0 || Date.now() > deadline) return count;
    await sleep(250);
  }
}

interface Bench {
  stack: BenchStack;
  client: MerchantClient;
  merchantId: string;
  walletId: string;
  callbackUrl: string;
}

const payoutsOf = (bench: Bench, label: string) => async (index: number) => {
  const { status } = await bench.client.call("POST", "/api/payments/payout/", {
    amount: PAYOUT_AMOUNT,
    currency: "CDF",
    recipient_number: NUMBER,
    merchant_reference: `${label}-${index}`,
    callback_url: bench.callbackUrl,
  });
  return status === 201;
};
const created = () => Promise.resolve();

/** The wallet's lines (count, and the one halfway through, oldest first). */
async function walletLines(bench: Bench) {
  const { rows } = await bench.stack.db.raw("SELECT count(*) AS count FROM ledger_entries WHERE wallet_id = ?", [bench.walletId]);
  const count = Number(rows[0].count);
  const middle = await bench.stack
    .db("ledger_entries")
    .where("wallet_id", bench.walletId)
    .orderBy("id")
    .offset(Math.floor(count / 2))
    .first("id", "created_at");
  return { count, middle: middle as { id: string; created_at: Date } };
}

async function measureRung(bench: Bench, collections: number) {
  const { client } = bench;
  const serverErrorsBefore = client.serverErrors;
  const lines = await walletLines(bench);
  const statement = "/api/organization/wallet/statement/?limit=20";
  const cursor = Buffer.from(String(lines.middle.id)).toString("base64url");
  const before = new Date(lines.middle.created_at.getTime() + 1).toISOString();
  const after = new Date(lines.middle.created_at.getTime() - 86_400_000).toISOString();
  const figures = {
    collections,
    wallet_lines: lines.count,
    wallet_read_ms: (await timedReads(client, "/api/organization/wallet/", READS)).ms,
    statement_first_page: await timedReads(client, statement, READS),
    statement_deep_page: await timedReads(client, `${statement}&cursor=${cursor}`, READS),
    statement_dated_page: await timedReads(
      client,
      `${statement}&created_after=${encodeURIComponent(after)}&created_before=${encodeURIComponent(before)}`,
      READS,
    ),
    payout_creation: payoutFigures(await drive(PAYOUTS, 1, payoutsOf(bench, `single-${collections}`), created)),
    payouts_at_clients: {
      clients: CLIENTS,
      ...payoutFigures(await drive(CLIENT_PAYOUTS, CLIENTS, payoutsOf(bench, `clients-${collections}`), created)),
    },
    server_errors: 0,
    left_in_flight: await quiet(bench.stack),
  };
  figures.server_errors = client.serverErrors - serverErrorsBefore;
  return figures;
}

/** Collections into the wallet at a steady rate while `CLIENTS` clients create payouts from it. */
async function hotMerchant(bench: Bench, logs: Array<{ deadlock: number; error: number }>) {
  const { client, stack } = bench;
  const serverErrorsBefore = client.serverErrors;
  const logsBefore = logs.map((log) => ({ ...log }));
  const references: string[] = [];
  let collectionErrors = 0;
  let collecting = true;
  const clock = async () => (await stack.db.raw("SELECT clock_timestamp() AS now")).rows[0].now as Date;
  const startedAt = await clock();
  const began = performance.now();
  const collectionsRunning = (async () => {
    const inFlight: Array<Promise<void>> = [];
    for (let index = 0; collecting; index++) {
      await sleep(Math.max(0, began + (index * 1000) / MIX_COLLECTIONS_PER_S - performance.now()));
      inFlight.push(
        client
          .call("POST", "/api/payments/transaction/", {
            amount: COLLECTION_AMOUNT,
            currency: "CDF",
            service: "MPESA",
            customer_number: NUMBER,
            merchant_reference: `mix-collection-${index}`,
            callback_url: bench.callbackUrl,
          })
          .then(
            ({ status, body }) => {
              if (status === 201) references.push(body.reference);
              else collectionErrors++;
            },
            () => {
              collectionErrors++;
            },
          ),
      );
    }
    await Promise.all(inFlight);
  })();
  const payouts = payoutFigures(await drive(MIX_PAYOUTS, CLIENTS, payoutsOf(bench, "mix"), created));
  collecting = false;
  const endedAt = await clock();
  const seconds = (performance.now() - began) / 1000;
  await collectionsRunning;
  const settledBy = async (at?: Date) =>
    Number(
      (
        await stack
          .db("payments")
          .whereIn("reference", references)
          .where("transaction_status", "Success")
          .modify((query) => {
            if (at) query.where("completed_at", "<=", at);
          })
          .count({ count: "*" })
      )[0]!.count,
    );
  const settledDuring = await settledBy(endedAt);
  const leftInFlight = await quiet(stack);
  return {
    seconds: round(seconds),
    collections: {
      asked_per_s: MIX_COLLECTIONS_PER_S,
      created: references.length,
      errors: collectionErrors,
      created_per_s: round(references.length / seconds),
      settled_during_mix: settledDuring,
      settled_per_s: round(settledDuring / ((endedAt.getTime() - startedAt.getTime()) / 1000)),
      settled_in_the_end: await settledBy(),
    },
    payouts: { clients: CLIENTS, ...payouts },
    server_errors: client.serverErrors - serverErrorsBefore,
    log_lines: {
      api: { deadlock: logs[0]!.deadlock - logsBefore[0]!.deadlock, error: logs[0]!.error - logsBefore[0]!.error },
      worker: { deadlock: logs[1]!.deadlock - logsBefore[1]!.deadlock, error: logs[1]!.error - logsBefore[1]!.error },
    },
    left_in_flight: leftInFlight,
  };
}

/** The whole statement as CSV, counted as it streams, with the API process's memory around it. */
async function csvExport(bench: Bench, token: string) {
  const api = bench.stack.api;
  const peakBefore = api.peakRssMb();
  const atStart = rssMb(api);
  let peakDuring = atStart;
  const sampler = setInterval(() => {
    peakDuring = Math.max(peakDuring, rssMb(api));
  }, 100);
  try {
    const began = performance.now();
    const response = await fetch(`${bench.stack.apiUrl}/api/organization/wallet/statement/?format=csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`the CSV export answered ${response.status}`);
    let newlines = 0;
    let bytes = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) newlines++;
    }
    return {
      lines: newlines - 1,
      wallet_lines: (await walletLines(bench)).count,
      mib: round(bytes / 1_048_576, 1),
      seconds: round((performance.now() - began) / 1000),
      api_rss_mb: {
        peak_before: peakBefore,
        at_start: atStart,
        highest_sampled_during: Math.max(peakDuring, rssMb(api)),
        peak_after: api.peakRssMb(),
      },
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Counts and settings beside the figures: no ratio of theirs says anything. */
const NOT_FIGURES = new Set(["lines", "clients", "created", "errors", "server_errors", "left_in_flight"]);

/** Each figure of the largest rung over the same figure of the first (null where the first is 0). */
function ratiosOf(first: unknown, last: unknown): unknown {
  if (typeof first === "number" && typeof last === "number") return first === 0 ? null : round(last / first);
  if (first && last && typeof first === "object" && typeof last === "object") {
    return Object.fromEntries(
      Object.entries(first).flatMap(([key, value]) =>
        key in last && !NOT_FIGURES.has(key) ? [[key, ratiosOf(value, (last as Record<string, unknown>)[key])]] : [],
      ),
    );
  }
  return undefined;
}

/** A prod merchant with a session token, and a receiver that acknowledges its notifications. */
async function startBench(stack: BenchStack): Promise<Bench & { token: string; close: () => void }> {
  const receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(200).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const user = await insertUser(stack.db, {
    email: "ledger-bench@example.com",
    password_hash: "x",
    account_type: "prod",
    email_verified_at: new Date(),
  });
  const { merchant } = await submitMerchantProfile(stack.db, secretBoxFor(stack.config), user.id, {
    name: "Hot Merchant",
    email: "ledger-bench@example.com",
    phone: "+243812345678",
    country: "CD",
  });
  const { token } = await issueToken(stack.db, user.id, "session", 24 * 3_600_000);
  return {
    stack,
    token,
    client: merchantClient(stack.apiUrl, token),
    merchantId: merchant.id,
    walletId: (await walletIdOf(stack.db, merchant.id, "CDF", "live"))!,
    callbackUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
    close: () => receiver.close(),
  };
}

async function main(): Promise<void> {
  const ladder = [...LADDER].sort((a, b) => a - b);
  console.log(
    `ledger benchmark: histories of ${ladder.join(", ")} collections; ${READS} reads each, ${PAYOUTS} payouts alone, ` +
      `${CLIENT_PAYOUTS} from ${CLIENTS} clients; at ${ladder.at(-1)}: ${MIX_PAYOUTS} payouts beside ${MIX_COLLECTIONS_PER_S} collections/s, CSV export`,
  );
  const stops: Array<() => Promise<unknown>> = [];
  let temporalAddress = process.env.TEMPORAL_ADDRESS;
  const result: Record<string, unknown> = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, load_average: os.loadavg().map((value) => round(value)) },
    settings: {
      ladder,
      reads: READS,
      payouts_alone: PAYOUTS,
      clients: CLIENTS,
      payouts_from_clients: CLIENT_PAYOUTS,
      mix_payouts: MIX_PAYOUTS,
      mix_collections_per_s: MIX_COLLECTIONS_PER_S,
      collection_amount: COLLECTION_AMOUNT,
      payout_amount: PAYOUT_AMOUNT,
      temporal: temporalAddress ? "TEMPORAL_ADDRESS" : "dev server",
    },
  };
  try {
    if (!temporalAddress) {
      const cliPath = await ensureTemporalCli(process.env.TEMPORAL_CLI_PATH, (line) => console.error(line));
      const server = await startTemporalDevServer({ cliPath, namespace: "default", headless: true }, logger);
      temporalAddress = server.address;
      stops.push(server.stop);
    }
    const stack = await startBenchStack(temporalAddress);
    stops.push(stack.close);
    const logs = [watchLog(stack.api), watchLog(stack.worker)];
    const bench = await startBench(stack);
    stops.push(async () => bench.close());
    const { fee, net } = computeFee(stack.config.FEE_SCHEDULE.collection, "MPESA", "CDF", COLLECTION_AMOUNT);
    const rungs = [];
    let seeded = 0;
    for (const collections of ladder) {
      const began = performance.now();
      const from = seeded;
      let lastPrint = began;
      await seedCollections(stack.db, {
        merchantId: bench.merchantId,
        count: collections - from,
        currency: "CDF",
        amount: COLLECTION_AMOUNT,
        fee,
        net,
        onProgress: (count) => {
          if (performance.now() - lastPrint < 10_000 && count < collections - from) return;
          lastPrint = performance.now();
          const rate = count / ((lastPrint - began) / 1000);
          console.log(`seeding: ${from + count}/${collections} collections, ${Math.round(rate)}/s`);
        },
      });
      seeded = collections;
      const seconds = (performance.now() - began) / 1000;
      // As autovacuum would after a bulk load: the planner then knows the table's size.
      await stack.db.raw("ANALYZE payments, ledger_entries");
      const seeding = { added: collections - from, seconds: round(seconds), per_s: round((collections - from) / seconds) };
      console.log(`measuring at ${collections} collections`);
      const rung = { ...(await measureRung(bench, collections)), seeding };
      console.log(JSON.stringify(rung));
      rungs.push(rung);
    }
    result.rungs = rungs;
    console.log("hot merchant: collections and payouts on the same wallet");
    result.hot_merchant = await hotMerchant(bench, logs);
    console.log(JSON.stringify(result.hot_merchant));
    console.log("CSV export of the whole statement");
    result.csv_export = await csvExport(bench, bench.token);
    console.log(JSON.stringify(result.csv_export));
    const { seeding: _first, ...first } = rungs[0]!;
    const { seeding: _last, ...last } = rungs.at(-1)!;
    result.ratios = { of: `${last.collections} / ${first.collections} collections`, ...(ratiosOf(first, last) as object) };
    result.server_errors = bench.client.serverErrors;
    result.log_lines = { api: logs[0], worker: logs[1] };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `ledger-${(result.at as string).replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result.ratios, null, 2));
  console.log(`written to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
