import { lintMetrics } from "../support/prometheus-lint";

/** The linter the /metrics test relies on reports what `promtool check metrics` reports. */
describe("lintMetrics", () => {
  it("passes a well-named exposition", () => {
    const text = [
      "# HELP payments_created_total Payments created.",
      "# TYPE payments_created_total counter",
      'payments_created_total{status="Processing"} 3',
      "# HELP request_duration_seconds Latency.",
      "# TYPE request_duration_seconds histogram",
      'request_duration_seconds_bucket{le="0.5"} 1',
      "request_duration_seconds_sum 0.2",
      "request_duration_seconds_count 1",
      "",
    ].join("\n");
    expect(lintMetrics(text)).toEqual([]);
  });

  it("reports what promtool reports", () => {
    const text = [
      "# HELP nodejs_active_handles_total Handles.",
      "# TYPE nodejs_active_handles_total gauge",
      "nodejs_active_handles_total 4",
      "# TYPE jobs_done counter",
      'jobs_done{queueName="a"} 1',
      "# HELP request_latency_milliseconds Latency.",
      "# TYPE request_latency_milliseconds gauge",
      'request_latency_milliseconds{le="1"} 2',
      "# HELP cache_size_mb Size.",
      "# TYPE cache_size_mb gauge",
      "cache_size_mb 1",
      "# HELP queue_depth_gauge Depth.",
      "# TYPE queue_depth_gauge gauge",
      "queue_depth_gauge 1",
    ].join("\n");
    expect(lintMetrics(text).sort()).toEqual(
      [
        'nodejs_active_handles_total non-counter metrics should not have "_total" suffix',
        "jobs_done no help text",
        'jobs_done counter metrics should have "_total" suffix',
        "jobs_done label names should be written in 'snake_case' not 'camelCase'",
        'request_latency_milliseconds use base unit "seconds" instead of "milliseconds"',
        'request_latency_milliseconds non-histogram metrics should not have "le" label',
        "cache_size_mb metric names should not contain abbreviated units",
        "queue_depth_gauge metric name should not include type 'gauge'",
      ].sort(),
    );
  });
});
