import { createDb, type Db } from "../db/connection";
import type { Config } from "../lib/config";
import { logger } from "../lib/logger";
import { startEmbeddedPostgres } from "./embedded-postgres";

/** For one-shot commands: DATABASE_URL, or the embedded server started for the command's duration. */
export async function openDatabase(config: Config): Promise<{ db: Db; close(): Promise<void> }> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_POSTGRES_PORT, logger);
  const db = createDb(config.DATABASE_URL ?? embedded!.url);
  return {
    db,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
