import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import knex from "knex";
import { createDb } from "../db/connection";
import { migrateLatest } from "../db/migrate";
import { loadConfig } from "../lib/config";
import { logger } from "../lib/logger";
import { startEmbeddedPostgres } from "../runtime/embedded-postgres";
import { composeService } from "../runtime/service";
import { findTemporalCli } from "../runtime/temporal-cli";
import { freePort, startTemporalDevServer } from "../runtime/temporal-dev-server";
import { startSimulator } from "../simulator";

/** The whole service in one process against a fresh database, a Temporal dev server and the simulator. */
export async function startBenchStack() {
  const stops: Array<() => Promise<unknown>> = [];
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
  const temporalServer = await startTemporalDevServer(
    { cliPath: findTemporalCli(process.env.TEMPORAL_CLI_PATH), namespace: "default", headless: true },
    logger,
  );
  stops.push(temporalServer.stop);
  const simulator = await startSimulator({ delayMs: 200, webhookRetryMs: 200 });
  stops.push(simulator.close);
  const providersFile = path.join(os.tmpdir(), `providers-bench-${process.pid}.json`);
  writeFileSync(providersFile, JSON.stringify(simulator.providersFile()));

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    TEMPORAL_ADDRESS: temporalServer.address,
    PUBLIC_BASE_URL: baseUrl,
    PROVIDERS_FILE: providersFile,
    CALLBACK_ALLOW_PRIVATE: "true",
    LOG_LEVEL: "silent",
  });
  const db = createDb(url.toString(), { min: 0, max: 20 });
  stops.push(() => db.destroy());
  await migrateLatest(db);
  const service = await composeService(config, db, logger);
  stops.push(() => service.close());
  await service.startWorker();
  server.on("request", service.app.callback());
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    baseUrl,
    db,
    close: async () => {
      server.closeAllConnections();
      for (const stop of stops.reverse()) await stop();
    },
  };
}
