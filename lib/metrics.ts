import { createServer, type Server } from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's one Prometheus registry. Metrics are defined next to the code that records them;
 * this module knows nothing of what they mean.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });
// prom-client adds the sum of each by-type gauge as a gauge named `_total`, a suffix Prometheus keeps for
// counters (`promtool check metrics` refuses them); `sum(nodejs_active_handles)` gives the same number.
for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) {
  metricsRegistry.removeSingleMetric(name);
}

/** Latency buckets in seconds, from a database round trip to a provider timeout. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function counter<Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) {
  return new Counter<Label>({ name, help, labelNames, registers: [metricsRegistry] });
}

export function histogram<Label extends string>(
  name: string,
  help: string,
  labelNames: readonly Label[] = [],
  buckets: number[] = LATENCY_BUCKETS,
) {
  return new Histogram<Label>({ name, help, labelNames, buckets, registers: [metricsRegistry] });
}

type GaugeSample<Label extends string> = { labels: Partial<Record<Label, string>>; value: number };
type GaugeSource<Label extends string> = () => Promise<Array<GaugeSample<Label>>>;

/**
 * A gauge computed at scrape time (e.g. from PostgreSQL). The source is set by whoever owns the
 * data in this process; until then the gauge has no samples. A failing source leaves it empty.
 */
export function scrapedGauge<Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) {
  let source: GaugeSource<Label> | undefined;
  const gauge = new Gauge<Label>({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      const samples = await source?.().catch(() => []);
      for (const sample of samples ?? []) this.set(sample.labels, sample.value);
    },
  });
  return {
    gauge,
    setSource(next: GaugeSource<Label> | undefined) {
      source = next;
    },
  };
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;

export function renderMetrics(): Promise<string> {
  return metricsRegistry.metrics();
}

/** A listener serving only `GET /metrics`, for METRICS_PORT. */
export async function startMetricsServer(port: number, host: string): Promise<{ server: Server; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    renderMetrics().then(
      (text) => response.writeHead(200, { "content-type": METRICS_CONTENT_TYPE }).end(text),
      () => response.writeHead(500, { "content-type": "text/plain" }).end("metrics failed\n"),
    );
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
  return { server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
