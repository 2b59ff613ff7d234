import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bundleWorkflowCode, DefaultLogger } from "@temporalio/worker";
import knex from "knex";
import { createDb } from "../../db/connection";
import { migrateLatest } from "../../db/migrate";
import { logger } from "../../lib/logger";
import { startEmbeddedPostgres } from "../../runtime/embedded-postgres";
import { ensureTemporalCli } from "../../runtime/temporal-cli";
import { freePort, startTemporalDevServer } from "../../runtime/temporal-dev-server";
import { teardownHandles } from "./handles";
import { withDatabase } from "./urls";

/**
 * Once per `jest` run: a PostgreSQL (DATABASE_URL, else an embedded one), a migrated template database
 * every test file copies, and a Temporal dev server (TEMPORAL_ADDRESS, else one started here).
 * What it starts is described to the test files through TEST_* environment variables.
 */
const quietBundlerLogger = new DefaultLogger("WARN");

export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = "test";
  process.env.TEST_RUN_ID = String(process.pid);
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = path.join(os.tmpdir(), `payments-test-${process.pid}`);
    const embedded = await startEmbeddedPostgres(dataDir, await freePort(), logger);
    teardownHandles.push(() => embedded.stop());
    adminUrl = embedded.url;
  }
  const template = `payments_template_${process.pid}`;
  const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`DROP DATABASE IF EXISTS ${template}`);
  await admin.raw(`CREATE DATABASE ${template}`);
  await admin.destroy();
  const templateDb = createDb(withDatabase(adminUrl, template), { min: 0, max: 1 });
  await migrateLatest(templateDb);
  await templateDb.destroy();
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  process.env.TEST_TEMPLATE_DATABASE = template;

  const bundle = await bundleWorkflowCode({
    workflowsPath: path.resolve(__dirname, "../../workflows/index.ts"),
    logger: quietBundlerLogger,
  });
  const bundlePath = path.join(os.tmpdir(), `payments-workflows-${process.pid}.js`);
  writeFileSync(bundlePath, bundle.code);
  process.env.TEST_WORKFLOW_BUNDLE = bundlePath;

  if (!process.env.TEMPORAL_ADDRESS) {
    const server = await startTemporalDevServer(
      {
        cliPath: await ensureTemporalCli(process.env.TEMPORAL_CLI_PATH, (line) => process.stderr.write(`${line}\n`)),
        namespace: "default",
        headless: true,
      },
      logger,
    );
    teardownHandles.push(() => server.stop());
    process.env.TEST_TEMPORAL_ADDRESS = server.address;
  } else {
    process.env.TEST_TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
  }
}
