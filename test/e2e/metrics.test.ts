import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { startMetricsServer } from "../../lib/metrics";
import { freePort } from "../../runtime/temporal-dev-server";
import { eventually } from "../support/eventually";
import { usePaymentWorld } from "../support/payment-world";
import { lintMetrics } from "../support/prometheus-lint";
import { startTestApi } from "../support/test-api";

const world = usePaymentWorld();

/** The value of one series in Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? "").split(",");
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

const scrape = async () => {
  const response = await world.api.http.get<string>("/metrics");
  expect(response.status).toBe(200);
  return response.body;
};

describe("GET /metrics", () => {
  it("moves the payment, provider, webhook, notification and HTTP series through one sandbox payment", async () => {
    const before = await scrape();
    const created = await world.createPayment();
    expect(created.status).toBe(201);
    await eventually(async () => (world.receiver.forReference(created.body.reference).length > 0 ? true : undefined));
    const after = await eventually(async () => {
      const text = await scrape();
      return sample(text, "merchant_notification_lag_seconds_count") > sample(before, "merchant_notification_lag_seconds_count")
        ? text
        : undefined;
    });

    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    const payment = { provider: "sandbox", service: "MPESA" };
    expect(moved("payments_created_total", { status: "Processing", ...payment })).toBe(1);
    expect(moved("payments_settled_total", { status: "Success", ...payment })).toBe(1);
    expect(
      moved("provider_request_duration_seconds_count", { provider: "sandbox", operation: "initiate", outcome: "accepted" }),
    ).toBe(1);
    expect(moved("webhook_verifications_total", { provider: "sandbox", result: "verified" })).toBe(1);
    expect(moved("merchant_notification_attempts_total", { trigger: "final_state", outcome: "delivered" })).toBe(1);
    expect(moved("merchant_notification_lag_seconds_count")).toBe(1);
    expect(moved("routing_decisions_total", { reason: "sandbox" })).toBe(1);
    expect(
      moved("http_request_duration_seconds_count", { method: "POST", route: "/api/payments/transaction/", status: "201" }),
    ).toBe(1);
    expect(after).toMatch(/^provider_circuit_open\{provider="sandbox"\} 0$/m);
    expect(after).toMatch(/^webhook_reconciler_backlog 0$/m);
    expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it("labels HTTP series by route template, never by the raw path", async () => {
    await world.api.http.get("/api/payments/transaction/TXNOSUCHREFERENCE/", { token: world.merchant.token });
    const text = await scrape();
    expect(text).toContain('route="/api/payments/transaction/:reference/",status="404"');
    expect(text).not.toContain("TXNOSUCHREFERENCE");
  });

  it("passes the checks of `promtool check metrics`", async () => {
    const text = await scrape();
    expect(text).toMatch(/^# TYPE nodejs_active_handles gauge$/m);
    expect(lintMetrics(text)).toEqual([]);
  });

  it("has every series the Grafana dashboard queries", async () => {
    const exported = new Set([...(await scrape()).matchAll(/^# HELP (\S+)/gm)].map((match) => match[1]!));
    const dashboard = readFileSync(path.resolve(__dirname, "../../ops/grafana/payments.json"), "utf8");
    const queried = new Set(
      [...dashboard.matchAll(/\b((?:payments|provider|webhook|merchant_notification|http)_[a-z_]+)/g)].map((match) =>
        match[1]!.replace(/_(bucket|count|sum)$/, ""),
      ),
    );
    expect(queried.size).toBeGreaterThan(5);
    expect([...queried].filter((name) => !exported.has(name))).toEqual([]);
  });

  it("is served only on METRICS_PORT when that is set", async () => {
    const apart = await startTestApi({ env: { METRICS_PORT: "9" }, database: world.api.database });
    try {
      expect((await apart.http.get("/metrics")).status).toBe(404);
    } finally {
      await apart.close();
    }
    const listener = await startMetricsServer(0, "127.0.0.1");
    try {
      const address = listener.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^payments_created_total/m);
      expect((await fetch(`http://127.0.0.1:${address.port}/other`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});

describe("a worker process apart", () => {
  it("serves its own /metrics on METRICS_PORT and the Temporal SDK's on TEMPORAL_METRICS_PORT", async () => {
    const [metricsPort, temporalMetricsPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ["--import", "tsx", "runtime/start.ts", "worker"], {
      cwd: path.resolve(__dirname, "../.."),
      env: {
        ...process.env,
        LOG_LEVEL: "silent",
        DATABASE_URL: world.api.database.url,
        TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
        TEMPORAL_TASK_QUEUE: `metrics-${randomBytes(4).toString("hex")}`,
        PUBLIC_BASE_URL: world.api.baseUrl,
        METRICS_PORT: String(metricsPort),
        TEMPORAL_METRICS_PORT: String(temporalMetricsPort),
        SECRETS_KEY: world.api.config.SECRETS_KEY!,
      },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      const own = await eventually(async () => {
        if (child.exitCode !== null) throw new Error(`the worker exited: ${stderr}`);
        const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        return /^provider_circuit_open\{provider="sandbox"\} 0$/m.test(text) ? text : undefined;
      }, 90_000);
      expect(own).toMatch(/^webhook_reconciler_backlog 0$/m);
      const sdk = await eventually(async () => {
        const text = await (await fetch(`http://127.0.0.1:${temporalMetricsPort}/metrics`)).text();
        return /temporal_worker_task_slots_available/.test(text) ? text : undefined;
      }, 30_000);
      expect(sdk).toMatch(/temporal_/);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  }, 150_000);
});
