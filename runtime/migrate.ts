import { createDb } from "../db/connection";
import { migrationSource } from "../db/migrations";
import { ConfigError, loadConfig } from "../lib/config";
import { logger } from "../lib/logger";
import { startEmbeddedPostgres } from "./embedded-postgres";

/** `npm run migrate`: brings the schema up to date, against DATABASE_URL or the embedded server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_POSTGRES_PORT, logger);
  const db = createDb(config.DATABASE_URL ?? embedded!.url);
  try {
    const [batch, names] = await db.migrate.latest({ migrationSource });
    console.log(names.length ? `migrated (batch ${batch}): ${names.join(", ")}` : "schema already up to date");
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `migration failed: ${error.message}`);
  process.exit(1);
});
