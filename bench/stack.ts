import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import knex from "knex";
import { createDb, type Db } from "../db/connection";
import { type Config, loadConfig } from "../lib/config";
import { logger } from "../lib/logger";
import { newSecretsKey } from "../lib/secrets-key";
import { startEmbeddedPostgres } from "../runtime/embedded-postgres";
import { freePort } from "../runtime/temporal-dev-server";
import { startSimulator } from "../simulator";
import { type BenchProcess, startProcess } from "./processes";

export interface BenchStack {
  apiUrl: string;
  /** What the API and worker processes were configured with. */
  config: Config;
  db: Db;
  api: BenchProcess;
  worker: BenchProcess;
  close(): Promise<void>;
}

/**
 * A fresh database, the simulator, and the service on the given Temporal server as `npm run start:api`
 * and `npm run start:worker` would run it: two processes, measured apart.
 */
export async function startBenchStack(temporalAddress: string): Promise<BenchStack> {
  const stops: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    let adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) {
      const embedded = await startEmbeddedPostgres(
        path.join(os.tmpdir(), `payments-bench-${process.pid}`),
        await freePort(),
        logger,
      );
      stops.push(embedded.stop);
      adminUrl = embedded.url;
    }
    const database = `payments_bench_${randomBytes(4).toString("hex")}`;
    const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    stops.push(async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.destroy();
    });
    const simulator = await startSimulator({ delayMs: 200, webhookRetryMs: 200 });
    stops.push(simulator.close);
    const providersFile = path.join(os.tmpdir(), `providers-bench-${process.pid}.json`);
    writeFileSync(providersFile, JSON.stringify(simulator.providersFile()));

    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: url.toString(),
      TEMPORAL_ADDRESS: temporalAddress,
      TEMPORAL_TASK_QUEUE: `bench-${randomBytes(4).toString("hex")}`,
      PORT: String(port),
      PUBLIC_BASE_URL: apiUrl,
      PROVIDERS_FILE: providersFile,
      CALLBACK_ALLOW_PRIVATE: "true",
      LOG_LEVEL: "info",
      SECRETS_KEY: newSecretsKey(),
    };
    const api = await startProcess("runtime/start.ts", ["api"], env, /"API listening"/);
    stops.push(api.stop);
    const worker = await startProcess("runtime/start.ts", ["worker"], env, /"worker running"/);
    stops.push(worker.stop);
    const db = createDb(url.toString(), { min: 0, max: 2 });
    stops.push(() => db.destroy());
    return { apiUrl, config: loadConfig(env), db, api, worker, close };
  } catch (error) {
    await close();
    throw error;
  }
}
