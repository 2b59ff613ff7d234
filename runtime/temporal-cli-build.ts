import { spawn } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, renameSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const MODULE = "github.com/temporalio/cli/cmd/temporal";
/** Packages a cold `go install -v` of the pinned CLI compiles (`go list -deps`, standard library included); for the estimate only. */
const EXPECTED_PACKAGES = 1298;
const PROGRESS_EVERY_MS = 5_000;

export type Report = (line: string) => void;

function minutesAndSeconds(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s`;
}

/**
 * Builds the pinned Temporal CLI with `go install` into `target`. Go's module and build caches live in a
 * throw-away directory, removed afterwards (they would otherwise keep about 3 GB for a single binary).
 * The binary appears at `target` only once complete, so a concurrent start-up never runs half a file.
 */
export async function buildTemporalCliWithGo(
  version: string,
  target: string,
  report: Report,
  abort?: AbortSignal,
): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "temporal-cli-build-"));
  const started = Date.now();
  let modulesDownloaded = 0;
  let packagesCompiled = 0;
  let compileStarted: number | undefined;
  const progress = () => {
    const elapsed = Date.now() - started;
    if (compileStarted === undefined || packagesCompiled === 0) {
      return `${minutesAndSeconds(elapsed)} elapsed, downloading modules (${modulesDownloaded} so far); a cold build takes 3-4 min on 2 idle cores, more on a busy machine`;
    }
    const rate = (Date.now() - compileStarted) / packagesCompiled;
    const left = Math.max(0, EXPECTED_PACKAGES - packagesCompiled) * rate;
    return `${minutesAndSeconds(elapsed)} elapsed, compiled ${packagesCompiled}/~${EXPECTED_PACKAGES} packages, about ${minutesAndSeconds(left)} left`;
  };
  report(`building the Temporal CLI ${version} with Go (once; cached at ${target})`);
  const ticker = setInterval(() => report(`building the Temporal CLI: ${progress()}`), PROGRESS_EVERY_MS);
  try {
    const bin = path.join(scratch, "bin");
    const child = spawn("go", ["install", "-v", `${MODULE}@${version}`], {
      env: {
        ...process.env,
        GOBIN: bin,
        GOPATH: path.join(scratch, "gopath"),
        GOMODCACHE: path.join(scratch, "gopath", "pkg", "mod"),
        GOCACHE: path.join(scratch, "gocache"),
        // -modcacherw: the module cache is otherwise read-only and could not be removed afterwards.
        GOFLAGS: "-mod=mod -modcacherw",
      },
      stdio: ["ignore", "ignore", "pipe"],
      signal: abort,
    });
    const lastLines: string[] = [];
    createInterface({ input: child.stderr }).on("line", (line) => {
      if (line.startsWith("go: downloading ")) modulesDownloaded += 1;
      else if (!line.startsWith("go: ")) {
        compileStarted ??= Date.now();
        packagesCompiled += 1;
      }
      lastLines.push(line);
      if (lastLines.length > 5) lastLines.shift();
    });
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", resolve);
    });
    if (exitCode !== 0) throw new Error(`go install ${MODULE}@${version} failed (exit ${exitCode}): ${lastLines.join(" | ")}`);
    mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    copyFileSync(path.join(bin, "temporal"), partial);
    chmodSync(partial, 0o755);
    renameSync(partial, target);
    report(`built the Temporal CLI ${version} in ${minutesAndSeconds(Date.now() - started)}: ${target}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && (error as NodeJS.ErrnoException).syscall === "spawn go") {
      throw new Error(
        "no Temporal CLI and no Go to build it: install Go, or set TEMPORAL_CLI_PATH (or TEMPORAL_ADDRESS for a server of your own)",
      );
    }
    throw error;
  } finally {
    clearInterval(ticker);
    report(`removing the build's Go caches (${scratch})`);
    await rm(scratch, { recursive: true, force: true });
  }
}
