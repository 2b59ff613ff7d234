import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { Connection } from "@temporalio/client";
import knex from "knex";
import type { Logger } from "../lib/logger";
import { freePort } from "./temporal-dev-server";
import type { TemporalServerBinaries } from "./temporal-server-binary";

const run = promisify(execFile);

/** The dynamic config docker-compose.yml mounts: tests run the server as compose configures it. */
export const COMPOSE_DYNAMIC_CONFIG = path.resolve(__dirname, "..", "deploy", "temporal", "dynamicconfig", "payments.yaml");

export interface TemporalServerOptions {
  binaries: TemporalServerBinaries;
  /** A PostgreSQL server's admin URL: the server's two databases are made there (and dropped by `drop`). */
  adminDatabaseUrl: string;
}

export interface TemporalServerHandle {
  address: string;
  /** The names of its persistence and visibility databases. */
  databases: { persistence: string; visibility: string };
  /** Settles when the current process exits without having been asked to stop. */
  exitedUnexpectedly(): Promise<Error>;
  /** The current process's id (measurements). */
  pid(): number | undefined;
  /** SIGKILL, as a crash would end it. */
  kill(): Promise<void>;
  /** Starts it again on the same ports and databases. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and drops its databases. */
  drop(): Promise<void>;
}

/** Creates `name` and brings it to the schema of the server's version with temporal-sql-tool, as deploy/temporal/setup-schema.sh does. */
async function setUpDatabase(binaries: TemporalServerBinaries, admin: URL, name: string, schema: string): Promise<void> {
  const connection = [
    "--plugin",
    "postgres12",
    "--ep",
    admin.hostname,
    "-p",
    admin.port || "5432",
    "-u",
    decodeURIComponent(admin.username || "postgres"),
    ...(admin.password ? ["--pw", decodeURIComponent(admin.password)] : []),
    "--db",
    name,
  ];
  await run(binaries.sqlTool, [...connection, "create-database"]);
  await run(binaries.sqlTool, [...connection, "setup-schema", "-v", "0.0"]);
  await run(binaries.sqlTool, [...connection, "update-schema", "-d", path.join(binaries.postgresSchemaDir, schema, "versioned")]);
}

/** Temporal stores membership ports as a PostgreSQL smallint: a port below 32768, free now. */
async function freeSmallPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * The server only warns about an unknown dynamic config key and runs on without it: compose's file is checked
 * here by the pinned server itself, so that a key it does not know fails the run that uses it.
 */
async function assertDynamicConfigValid(binaries: TemporalServerBinaries): Promise<void> {
  const { stdout } = await run(binaries.server, ["validate-dynamic-config", COMPOSE_DYNAMIC_CONFIG]).catch((error) => ({
    stdout: String(error.stdout ?? error.message),
  }));
  const problems = stdout
    .split("\n")
    .filter((line) => /^\s+(error|warning):/.test(line))
    .map((line) => line.trim());
  if (problems.length > 0) throw new Error(`${COMPOSE_DYNAMIC_CONFIG}: ${problems.join("; ")}`);
}

async function waitUntilServing(address: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      try {
        await connection.workflowService.getSystemInfo({});
        // The system namespace exists once the server's own start-up is through.
        await connection.workflowService.describeNamespace({ namespace: "temporal-system" });
        return;
      } finally {
        await connection.close();
      }
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`Temporal server did not become ready at ${address}: ${String(lastError)}`);
}

/**
 * A Temporal server (the pinned release) on PostgreSQL, configured as compose's `temporal` service is: the
 * server's embedded config template driven by the same environment variables (DB=postgres12, pools, dynamic
 * config file), on free loopback ports. Its two databases are new ones on `adminDatabaseUrl`.
 */
export async function startTemporalServer(options: TemporalServerOptions, logger: Logger): Promise<TemporalServerHandle> {
  await assertDynamicConfigValid(options.binaries);
  const admin = new URL(options.adminDatabaseUrl);
  const suffix = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const databases = { persistence: `temporal_${suffix}`, visibility: `temporal_visibility_${suffix}` };
  await setUpDatabase(options.binaries, admin, databases.persistence, "temporal");
  await setUpDatabase(options.binaries, admin, databases.visibility, "visibility");

  const ports: Record<string, string> = {};
  for (const name of [
    "FRONTEND_GRPC_PORT",
    "FRONTEND_HTTP_PORT",
    "FRONTEND_MEMBERSHIP_PORT",
    "INTERNAL_FRONTEND_HTTP_PORT",
    "HISTORY_GRPC_PORT",
    "HISTORY_MEMBERSHIP_PORT",
    "MATCHING_GRPC_PORT",
    "MATCHING_MEMBERSHIP_PORT",
    "WORKER_GRPC_PORT",
    "WORKER_MEMBERSHIP_PORT",
  ]) {
    ports[name] = String(name.endsWith("_MEMBERSHIP_PORT") ? await freeSmallPort() : await freePort());
  }
  const address = `127.0.0.1:${ports.FRONTEND_GRPC_PORT}`;
  const env = {
    PATH: process.env.PATH,
    ...ports,
    DB: "postgres12",
    POSTGRES_SEEDS: admin.hostname,
    DB_PORT: admin.port || "5432",
    POSTGRES_USER: decodeURIComponent(admin.username || "postgres"),
    POSTGRES_PWD: decodeURIComponent(admin.password),
    DBNAME: databases.persistence,
    VISIBILITY_DBNAME: databases.visibility,
    SQL_MAX_CONNS: "10",
    SQL_MAX_IDLE_CONNS: "10",
    SQL_VIS_MAX_CONNS: "5",
    SQL_VIS_MAX_IDLE_CONNS: "5",
    BIND_ON_IP: "127.0.0.1",
    NUM_HISTORY_SHARDS: "4",
    LOG_LEVEL: "error",
    DYNAMIC_CONFIG_FILE_PATH: COMPOSE_DYNAMIC_CONFIG,
  };

  let child: ChildProcess;
  let stopping = false;
  let exited: Promise<Error>;
  const spawnServer = async () => {
    stopping = false;
    child = spawn(options.binaries.server, ["start"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const lastLines: string[] = [];
    const keep = (chunk: Buffer) => {
      const text = chunk.toString().trim();
      lastLines.push(...text.split("\n").filter(Boolean));
      lastLines.splice(0, Math.max(0, lastLines.length - 3));
      logger.debug({ component: "temporal-server" }, text);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const current = child;
    exited = new Promise<Error>((resolve) => {
      current.once("close", (code, signal) => {
        if (!stopping) resolve(new Error(`Temporal server exited with ${signal ?? `code ${code}`}: ${lastLines.join(" | ")}`));
      });
    });
    await Promise.race([waitUntilServing(address, current, 120_000), exited.then((error) => Promise.reject(error))]);
  };
  const end = async (signal: NodeJS.Signals) => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await gone;
    clearTimeout(forced);
  };
  const dropDatabases = async () => {
    const db = knex({ client: "pg", connection: options.adminDatabaseUrl, pool: { min: 0, max: 1 } });
    try {
      for (const name of Object.values(databases)) await db.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await db.destroy();
    }
  };
  try {
    await spawnServer();
  } catch (error) {
    await end("SIGKILL");
    await dropDatabases();
    throw error;
  }
  return {
    address,
    databases,
    exitedUnexpectedly: () => exited,
    pid: () => child.pid,
    kill: () => end("SIGKILL"),
    restart: spawnServer,
    stop: () => end("SIGTERM"),
    drop: async () => {
      await end("SIGTERM");
      await dropDatabases();
    },
  };
}
