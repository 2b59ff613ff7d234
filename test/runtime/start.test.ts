import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../runtime/temporal-dev-server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { eventually } from "../support/eventually";

const ROOT = path.resolve(__dirname, "../..");

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
      const ready = await eventually(async () => {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        return response.status === 200 ? response.json() : undefined;
      }, 30_000);
      expect(ready).toEqual({ status: "ready", checks: { database: true, temporal: true } });
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect(await database.db("users").where({ email: "ops@example.com", is_staff: true })).toHaveLength(1);
      api.child.kill("SIGTERM");
      expect(await api.exited).toBe(0);
    });

    it("refuses to run the worker apart without explicit infrastructure", async () => {
      const worker = run("worker", { DATABASE_URL: "", TEMPORAL_ADDRESS: "" });
      expect(await worker.exited).toBe(1);
      expect(worker.stderr()).toMatch(/start:worker needs DATABASE_URL and TEMPORAL_ADDRESS/);
    });
  });
});
