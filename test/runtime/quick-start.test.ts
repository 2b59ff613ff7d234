import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../runtime/temporal-dev-server";
import { eventually } from "../support/eventually";

/**
 * `npm start` as a user runs it (npm at the top of the process tree, embedded PostgreSQL and Temporal dev server
 * on free ports, state in a temporary DATA_DIR), the README's walkthrough block run as written against it, then
 * SIGTERM to npm, as systemd or a container runtime sends it.
 */
const ROOT = path.resolve(__dirname, "../..");
const START_UP_MS = 240_000;

function walkthroughFromReadme(): string {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const block = /```sh\n(B=\$\{B:-[\s\S]*?)```/.exec(readme);
  if (!block) throw new Error("README.md has no shell block starting with the base URL variable B");
  return block[1]!;
}

/** Every process below `root`, from /proc. */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(root);
  return found;
}

function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

function collectOutput(child: ChildProcess): () => string {
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return () => output;
}

describe("npm start, the README's quick start and SIGTERM", () => {
  let dataDir: string;
  let baseUrl: string;
  let npm: ChildProcess;
  let npmExit: Promise<number | null>;
  let serviceOutput: () => string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "quick-start-"));
    chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
    // npm start's own build step first, so the free ports below are taken a moment after they are chosen, not after a
    // build of a minute or more during which another test's server may be given one (a run failed on EADDRINUSE).
    // npm start still runs it, and finds nothing to build.
    expect(spawnSync("node", ["scripts/build-if-stale.cjs"], { cwd: ROOT, stdio: "inherit" }).status).toBe(0);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    npm = spawn("npm", ["start"], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        EMBEDDED_POSTGRES_PORT: String(await freePort()),
        EMBEDDED_TEMPORAL_PORT: String(await freePort()),
        TEMPORAL_UI_PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        TEMPORAL_ADDRESS: "",
        CALLBACK_ALLOW_PRIVATE: "true",
        BCRYPT_COST: "4",
        LOG_LEVEL: "warn",
      },
    });
    serviceOutput = collectOutput(npm);
    npmExit = new Promise((resolve) => npm.once("exit", (code) => resolve(code)));
    await eventually(
      async () => {
        if (npm.exitCode !== null) throw new Error(`npm start exited ${npm.exitCode}: ${serviceOutput()}`);
        return (await fetch(`${baseUrl}/readyz`)).status === 200 ? true : undefined;
      },
      START_UP_MS,
      500,
    );
  }, START_UP_MS + 10_000);

  afterAll(async () => {
    if (npm.exitCode === null) {
      for (const pid of [...descendants(npm.pid!), npm.pid!]) process.kill(pid, "SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs the README's walkthrough as written, up to a Success read back and the merchant notified", async () => {
    const hookPort = await freePort();
    const walkthrough = spawn("bash", ["-e", "-c", walkthroughFromReadme()], {
      cwd: ROOT,
      env: { ...process.env, B: baseUrl, DATA_DIR: dataDir, HOOK_PORT: String(hookPort) },
      detached: true,
    });
    const output = collectOutput(walkthrough);
    const code = await new Promise<number | null>((resolve) => {
      const limit = setTimeout(() => process.kill(-walkthrough.pid!, "SIGKILL"), 60_000);
      walkthrough.once("exit", (exitCode) => {
        clearTimeout(limit);
        resolve(exitCode);
      });
    });
    expect({ code, output: output() }).toEqual({ code: 0, output: expect.any(String) });

    const answers = output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    const readBack = answers.find((answer) => answer.transaction_status && "fee" in answer);
    expect(readBack).toMatchObject({ merchant_reference: "order-1", transaction_status: "Success", amount: "1500.00" });
    const notification = answers.find((answer) => answer.transaction_status && !("fee" in answer));
    expect(notification).toEqual({
      reference: readBack.reference,
      merchant_reference: "order-1",
      transaction_status: "Success",
      amount: "1500.00",
      currency: "CDF",
      customer_number: "+243812345600",
      provider_reference: expect.any(String),
    });
  }, 90_000);

  it("stops everything it started and exits 0 when npm gets SIGTERM", async () => {
    const started = descendants(npm.pid!);
    expect(started.length).toBeGreaterThanOrEqual(3); // node, PostgreSQL and its workers, Temporal
    const sentAt = Date.now();
    npm.kill("SIGTERM");
    expect(await npmExit).toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(30_000);
    expect(started.filter(alive)).toEqual([]);
  }, 40_000);
});
