/**
 * `npm run bench:payout-file`: one payout file of PAYOUT_FILE_ROWS rows (default 10,000) from upload to every
 * payout final, on the simulator's providers, with the service as `npm run start:api` and `start:worker` run it (two
 * processes, a Temporal dev server unless TEMPORAL_ADDRESS, an embedded PostgreSQL unless DATABASE_URL). Prints the
 * upload's and submit's answer times, the time until every row has its payout and until every payout is final, the
 * API's and worker's peak RSS, and the database's growth; writes them to bench/results/payout-file-<date>.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { submitMerchantProfile } from "../domain/accounts/merchant-profile";
import { issueToken } from "../domain/accounts/tokens";
import { insertUser } from "../domain/accounts/users-store";
import { logger } from "../lib/logger";
import { secretBoxFor } from "../lib/secrets-key";
import { ensureTemporalCli } from "../runtime/temporal-cli";
import { startTemporalDevServer } from "../runtime/temporal-dev-server";
import { creditOpeningBalance } from "../seed/opening-balance";
import { round } from "./drive";
import { startBenchStack } from "./stack";

const ROWS = Number(process.env.PAYOUT_FILE_ROWS ?? 10_000);
const TIMEOUT_MS = Number(process.env.PAYOUT_FILE_TIMEOUT_MS ?? 3_600_000);

/** Vodacom numbers, one per row; every 100th ends in 99 (the simulator fails it, a retryable reason). */
function csvOf(rows: number): string {
  const lines = ["recipient_number,amount,currency,merchant_reference,description"];
  for (let row = 1; row <= rows; row += 1) {
    const suffix = row % 100 === 0 ? "99" : "00";
    lines.push(`+24381${String(row).padStart(5, "0")}${suffix},10.00,USD,bench-${row},Payroll row ${row}`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function databaseBytes(db: import("knex").Knex): Promise<number> {
  const row = await db.raw("SELECT pg_database_size(current_database())::bigint AS bytes");
  return Number(row.rows[0].bytes);
}

async function main(): Promise<void> {
  const stops: Array<() => Promise<unknown>> = [];
  let temporalAddress = process.env.TEMPORAL_ADDRESS;
  try {
    if (!temporalAddress) {
      const cliPath = await ensureTemporalCli(process.env.TEMPORAL_CLI_PATH, (line) => console.error(line));
      const server = await startTemporalDevServer({ cliPath, namespace: "default", headless: true }, logger);
      temporalAddress = server.address;
      stops.push(server.stop);
    }
    const stack = await startBenchStack(temporalAddress);
    stops.push(stack.close);
    const user = await insertUser(stack.db, {
      email: "payout-file-bench@example.com",
      password_hash: "x",
      account_type: "prod",
      email_verified_at: new Date(),
    });
    const { merchant } = await submitMerchantProfile(stack.db, secretBoxFor(stack.config), user.id, {
      name: "Payroll Merchant",
      email: "payout-file-bench@example.com",
      phone: "+243812345678",
      country: "CD",
    });
    await creditOpeningBalance(stack.db, merchant.id, "USD", "10000000.00");
    const { token } = await issueToken(stack.db, user.id, "session", 24 * 3_600_000);
    const call = async (method: string, route: string, body?: string, type = "application/json") => {
      const started = performance.now();
      const response = await fetch(`${stack.apiUrl}${route}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": type } : {}) },
        body,
      });
      const answer: any = await response.json();
      if (response.status >= 300) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(answer)}`);
      return { answer, ms: round(performance.now() - started, 0) };
    };

    const csv = csvOf(ROWS);
    const sizeBefore = await databaseBytes(stack.db);
    const began = performance.now();
    const uploaded = await call("POST", "/api/payments/payout/file/", csv, "text/csv");
    console.log(
      `uploaded ${ROWS} rows (${(csv.length / 1024).toFixed(0)} KiB) in ${uploaded.ms} ms: ${uploaded.answer.valid} valid`,
    );
    const id = uploaded.answer.id as string;
    const submitted = await call("POST", `/api/payments/payout/file/${id}/submit/`);
    console.log(`submitted in ${submitted.ms} ms: ${submitted.answer.file_status}`);

    let allMadeMs: number | undefined;
    let progress: Record<string, number> = {};
    for (;;) {
      const { answer } = await call("GET", `/api/payments/payout/file/${id}/?limit=1`);
      progress = answer.progress;
      const elapsed = performance.now() - began;
      if (allMadeMs === undefined && answer.file_status === "processed") allMadeMs = round(elapsed, 0);
      const moving = (progress.Waiting ?? 0) + (progress.Pending ?? 0) + (progress.Processing ?? 0);
      console.log(`${(elapsed / 1000).toFixed(0)} s: ${JSON.stringify(progress)}`);
      if (answer.file_status === "processed" && moving === 0) break;
      if (elapsed > TIMEOUT_MS) throw new Error(`not final within ${TIMEOUT_MS} ms: ${JSON.stringify(progress)}`);
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
    const allFinalMs = round(performance.now() - began, 0);
    const sizeAfter = await databaseBytes(stack.db);
    const result = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, load_average: os.loadavg().map((value) => round(value)) },
      rows: ROWS,
      csv_kib: round(csv.length / 1024, 0),
      upload_ms: uploaded.ms,
      submit_ms: submitted.ms,
      all_rows_made_ms: allMadeMs,
      all_payouts_final_ms: allFinalMs,
      payouts_per_s: round(ROWS / (allFinalMs / 1000), 1),
      progress,
      api_peak_rss_mb: stack.api.peakRssMb(),
      worker_peak_rss_mb: stack.worker.peakRssMb(),
      database_growth_mb: round((sizeAfter - sizeBefore) / 1_048_576, 1),
      temporal: process.env.TEMPORAL_ADDRESS ? "TEMPORAL_ADDRESS" : "dev server",
    };
    console.log(JSON.stringify(result, null, 2));
    const dir = path.join(__dirname, "results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `payout-file-${result.at.slice(0, 10)}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
