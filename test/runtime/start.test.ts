import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../runtime/temporal-dev-server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { eventually } from "../support/eventually";

const ROOT = path.resolve(__dirname, "../..");
// Each case starts `node --import tsx runtime/start.ts`, which compiles the service first: tens of seconds on a busy machine.
const STARTING_MS = 120_000;
jest.setTimeout(STARTING_MS + 30_000);

function run(mode: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "runtime/start.ts", mode], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe("process start-up", () => {
  it("exits non-zero with one clear line on bad configuration", async () => {
    const process = run("all", { PORT: "eighty" });
    expect(await process.exited).toBe(1);
    expect(process.stderr().trim().split("\n")).toEqual([expect.stringMatching(/^invalid configuration: PORT: /)]);
  });

  it("refuses a worker apart without PUBLIC_BASE_URL (providers would call back the worker's own address)", async () => {
    const process = run("worker", {
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/nothing",
      TEMPORAL_ADDRESS: "127.0.0.1:1",
      PUBLIC_BASE_URL: "",
    });
    expect(await process.exited).toBe(1);
    expect(process.stderr().trim().split("\n")).toEqual([
      expect.stringMatching(/^invalid configuration: start:worker needs PUBLIC_BASE_URL /),
    ]);
  });

  it("names the bad field of an invalid providers file", async () => {
    const process = run("all", { PROVIDERS_FILE: "/nonexistent/providers.json" });
    expect(await process.exited).toBe(1);
    expect(process.stderr()).toMatch(/^PROVIDERS_FILE \/nonexistent\/providers.json: /);
  });

  describe("with a database and Temporal", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.drop());

    it("runs the API apart, answers health and readiness, and stops cleanly on SIGTERM", async () => {
      const port = await freePort();
      const api = run("api", {
        DATABASE_URL: database.url,
        TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
        PORT: String(port),
        BOOTSTRAP_STAFF_EMAIL: "ops@example.com",
        BOOTSTRAP_STAFF_PASSWORD: "Ops-password-2026",
      });
      try {
        const ready = await eventually(async () => {
          const response = await fetch(`http://127.0.0.1:${port}/readyz`);
          return response.status === 200 ? response.json() : undefined;
        }, STARTING_MS);
        expect(ready).toEqual({ status: "ready", checks: { database: true, temporal: true } });
        expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
        expect(await database.db("users").where({ email: "ops@example.com", is_staff: true })).toHaveLength(1);
        api.child.kill("SIGTERM");
        expect(await api.exited).toBe(0);
      } finally {
        if (api.child.exitCode === null) api.child.kill("SIGKILL"); // a failed case leaves no service behind
      }
    });

    it("refuses to start when the embedded Temporal port is another server's, naming EMBEDDED_TEMPORAL_PORT", async () => {
      const othersPort = process.env.TEST_TEMPORAL_ADDRESS!.split(":")[1]!;
      const start = run("all", {
        DATABASE_URL: database.url,
        TEMPORAL_ADDRESS: "",
        PORT: String(await freePort()),
        EMBEDDED_TEMPORAL_PORT: othersPort,
        TEMPORAL_UI_PORT: String(await freePort()),
      });
      expect(await start.exited).toBe(1);
      expect(start.stderr().trim().split("\n")).toEqual([
        `EMBEDDED_TEMPORAL_PORT=${othersPort}: 127.0.0.1:${othersPort} is already in use (another instance, or a server of your own); stop it or set EMBEDDED_TEMPORAL_PORT to a free port`,
      ]);
    });

    it("stops a worker with one line naming the missing namespace and its command when TEMPORAL_AUTO_SETUP is off", async () => {
      const namespace = `absent-${Date.now()}`;
      const worker = run("worker", {
        DATABASE_URL: database.url,
        TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
        TEMPORAL_NAMESPACE: namespace,
        TEMPORAL_AUTO_SETUP: "false",
        PUBLIC_BASE_URL: "http://127.0.0.1:8000",
      });
      expect(await worker.exited).toBe(1);
      expect(worker.stderr().trim().split("\n")).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Temporal at \\S+ lacks namespace ${namespace} and search attributes .*run: temporal operator namespace create `,
          ),
        ),
      ]);
    });

    it.each(["PORT", "EMBEDDED_POSTGRES_PORT", "TEMPORAL_UI_PORT"])("refuses to start when %s is taken", async (variable) => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
      const port = (taken.address() as net.AddressInfo).port;
      try {
        const start = run("all", {
          DATABASE_URL: "",
          TEMPORAL_ADDRESS: "",
          PORT: String(await freePort()),
          EMBEDDED_POSTGRES_PORT: String(await freePort()),
          EMBEDDED_TEMPORAL_PORT: String(await freePort()),
          TEMPORAL_UI_PORT: String(await freePort()),
          [variable]: String(port),
        });
        expect(await start.exited).toBe(1);
        expect(start.stderr().trim().split("\n")).toEqual([expect.stringMatching(new RegExp(`^${variable}=${port}: .* in use`))]);
      } finally {
        taken.close();
      }
    });

    it("fails the start-up with one line when the Temporal dev server dies while starting", async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "dying-temporal-"));
      const cli = path.join(dir, "temporal");
      writeFileSync(cli, "#!/bin/sh\necho 'failed to start frontend: address already in use' >&2\nexit 3\n");
      chmodSync(cli, 0o755);
      try {
        const start = run("all", {
          DATABASE_URL: database.url,
          TEMPORAL_ADDRESS: "",
          TEMPORAL_CLI_PATH: cli,
          PORT: String(await freePort()),
          EMBEDDED_TEMPORAL_PORT: String(await freePort()),
          TEMPORAL_UI_PORT: String(await freePort()),
        });
        expect(await start.exited).toBe(1);
        expect(start.stderr().trim().split("\n")).toEqual([
          `start-up failed: temporal dev server (${cli}) exited with code 3: failed to start frontend: address already in use`,
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it("ends a Temporal CLI build and exits 0 on SIGTERM during start-up", async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "cli-build-"));
      const fakeGoBin = path.join(dir, "bin");
      mkdirSync(fakeGoBin);
      const goPidFile = path.join(dir, "go.pid");
      writeFileSync(path.join(fakeGoBin, "go"), `#!/bin/sh\necho $$ > ${goPidFile}\nexec sleep 600\n`);
      chmodSync(path.join(fakeGoBin, "go"), 0o755);
      try {
        const start = run("all", {
          HOME: dir, // no cached CLI
          PATH: `${fakeGoBin}:${process.env.PATH}`,
          HTTPS_PROXY: "http://127.0.0.1:9", // the SDK's download fails at once, with or without internet
          DATABASE_URL: database.url,
          TEMPORAL_ADDRESS: "",
          TEMPORAL_CLI_PATH: "",
          PORT: String(await freePort()),
          EMBEDDED_TEMPORAL_PORT: String(await freePort()),
          TEMPORAL_UI_PORT: String(await freePort()),
        });
        const goPid = await eventually(async () => Number(readFileSync(goPidFile, "utf8")) || undefined, STARTING_MS);
        start.child.kill("SIGTERM");
        expect(await start.exited).toBe(0);
        // Signalled as start-up ends; gone a moment later (a fresh-clone run once looked in between).
        const gone = async () => {
          try {
            process.kill(goPid, 0);
            return undefined;
          } catch (error) {
            return (error as NodeJS.ErrnoException).code;
          }
        };
        expect(await eventually(gone, 5_000)).toBe("ESRCH");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it("fails the start-up with one line when the embedded PostgreSQL cannot start", async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "broken-postgres-"));
      mkdirSync(path.join(dataDir, "postgres"));
      writeFileSync(path.join(dataDir, "postgres", "PG_VERSION"), "not a cluster\n");
      try {
        const start = run("all", {
          DATABASE_URL: "",
          DATA_DIR: dataDir,
          TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
          PORT: String(await freePort()),
          EMBEDDED_POSTGRES_PORT: String(await freePort()),
        });
        expect(await start.exited).toBe(1);
        expect(start.stderr().trim().split("\n")).toEqual([
          expect.stringMatching(/^start-up failed: embedded PostgreSQL \(.*\) could not start: .+/),
        ]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it("refuses to run the worker apart without explicit infrastructure", async () => {
      const worker = run("worker", { DATABASE_URL: "", TEMPORAL_ADDRESS: "" });
      expect(await worker.exited).toBe(1);
      expect(worker.stderr()).toMatch(/start:worker needs DATABASE_URL and TEMPORAL_ADDRESS/);
    });
  });
});
