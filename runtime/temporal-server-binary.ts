import { execFile } from "node:child_process";
import { accessSync, chmodSync, constants, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, renameSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Report } from "./temporal-cli-build";

const run = promisify(execFile);

/** The server docker-compose.yml pins (temporalio/server:1.30.1). */
export const PINNED_TEMPORAL_SERVER = "v1.30.1";
const MODULE = "go.temporal.io/server";

export interface TemporalServerBinaries {
  server: string;
  sqlTool: string;
  /** `schema/postgresql/v12` of the server's source: `temporal/versioned` and `visibility/versioned`. */
  postgresSchemaDir: string;
}

const cacheDir = path.join(os.homedir(), ".cache", "temporal-server", PINNED_TEMPORAL_SERVER);

function cached(): TemporalServerBinaries {
  return {
    server: path.join(cacheDir, "temporal-server"),
    sqlTool: path.join(cacheDir, "temporal-sql-tool"),
    postgresSchemaDir: path.join(cacheDir, "schema", "postgresql", "v12"),
  };
}

function complete(binaries: TemporalServerBinaries): boolean {
  try {
    accessSync(binaries.server, constants.X_OK);
    accessSync(binaries.sqlTool, constants.X_OK);
    return existsSync(path.join(binaries.postgresSchemaDir, "temporal", "versioned"));
  } catch {
    return false;
  }
}

/** Whether the pinned server is in the cache already (tests that need it can then run without a build). */
export function cachedTemporalServer(): TemporalServerBinaries | undefined {
  const binaries = cached();
  return complete(binaries) ? binaries : undefined;
}

function minutesAndSeconds(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;
}

/** Places `from` at `to` only once complete, so that a concurrent user never runs half a file. */
function install(from: string, to: string): void {
  const partial = `${to}.${process.pid}.partial`;
  copyFileSync(from, partial);
  chmodSync(partial, 0o755);
  renameSync(partial, to);
}

/** The release archive (binaries and, in the same archive, nothing else we need); undefined where unreachable. */
async function downloadRelease(scratch: string, report: Report): Promise<{ server: string; sqlTool: string } | undefined> {
  const arch = process.arch === "arm64" ? "arm64" : "amd64";
  const version = PINNED_TEMPORAL_SERVER.slice(1);
  const url = `https://github.com/temporalio/temporal/releases/download/${PINNED_TEMPORAL_SERVER}/temporal_${version}_linux_${arch}.tar.gz`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    if (!response.ok) return undefined;
    const archive = path.join(scratch, "release.tar.gz");
    await writeFile(archive, Buffer.from(await response.arrayBuffer()));
    await run("tar", ["-xzf", archive, "-C", scratch]);
    const server = path.join(scratch, "temporal-server");
    const sqlTool = path.join(scratch, "temporal-sql-tool");
    return existsSync(server) && existsSync(sqlTool) ? { server, sqlTool } : undefined;
  } catch {
    report(`the release download (${url}) is not reachable from here`);
    return undefined;
  }
}

/**
 * The pinned Temporal server and its SQL tool, obtained on first use as the CLI is (runtime/temporal-cli.ts): the
 * release download where reachable, otherwise a Go build of the module from the Go module proxy (`cmd/server` and
 * `cmd/tools/sql`; about 6 min cold on 2 idle cores). The PostgreSQL schemas always come from the module (the
 * source of the version built). Everything is cached under ~/.cache/temporal-server/<version>/; Go's caches are
 * removed afterwards.
 */
export async function ensureTemporalServer(report: Report): Promise<TemporalServerBinaries> {
  const target = cached();
  if (complete(target)) return target;
  const started = Date.now();
  const scratch = mkdtempSync(path.join(os.tmpdir(), "temporal-server-build-"));
  const goEnv = {
    ...process.env,
    GOPATH: path.join(scratch, "gopath"),
    GOMODCACHE: path.join(scratch, "gopath", "pkg", "mod"),
    GOCACHE: path.join(scratch, "gocache"),
    GOFLAGS: "-mod=mod -modcacherw -buildvcs=false",
  };
  const go = (args: string[], cwd: string) => run("go", args, { cwd, env: goEnv, maxBuffer: 64 * 1024 * 1024 });
  try {
    mkdirSync(cacheDir, { recursive: true });
    report(`no Temporal server ${PINNED_TEMPORAL_SERVER} yet: fetching its module (schemas, and sources if a build is needed)`);
    const { stdout } = await go(["mod", "download", "-json", `${MODULE}@${PINNED_TEMPORAL_SERVER}`], scratch);
    const moduleDir = (JSON.parse(stdout) as { Dir: string }).Dir;
    cpSync(path.join(moduleDir, "schema", "postgresql"), path.join(cacheDir, "schema", "postgresql"), { recursive: true });
    let binaries = await downloadRelease(scratch, report);
    if (!binaries) {
      report(`building the Temporal server ${PINNED_TEMPORAL_SERVER} with Go (once; about 6 min cold on 2 idle cores)`);
      const source = path.join(scratch, "src");
      cpSync(moduleDir, source, { recursive: true });
      await run("chmod", ["-R", "u+w", source]);
      binaries = {
        server: path.join(scratch, "out", "temporal-server"),
        sqlTool: path.join(scratch, "out", "temporal-sql-tool"),
      };
      const ticker = setInterval(
        () => report(`building the Temporal server: ${minutesAndSeconds(Date.now() - started)} elapsed`),
        30_000,
      );
      try {
        await go(["build", "-o", binaries.server, "./cmd/server"], source);
        report(`built temporal-server after ${minutesAndSeconds(Date.now() - started)}; now temporal-sql-tool`);
        await go(["build", "-o", binaries.sqlTool, "./cmd/tools/sql"], source);
      } finally {
        clearInterval(ticker);
      }
    }
    install(binaries.sqlTool, target.sqlTool);
    install(binaries.server, target.server);
    report(`Temporal server ${PINNED_TEMPORAL_SERVER} ready in ${minutesAndSeconds(Date.now() - started)}: ${cacheDir}`);
    return target;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`no Temporal server ${PINNED_TEMPORAL_SERVER} cached and no Go to fetch or build it: install Go`);
    }
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
