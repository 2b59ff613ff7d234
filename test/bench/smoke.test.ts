import { runBenchScript } from "../support/bench-run";

/** A tiny `npm run bench`: it runs both sides and writes its JSON. It never judges a speed. */
describe("npm run bench (smoke)", () => {
  it("measures the service's payments and payouts and the ceiling in one run and writes the ratios as JSON", async () => {
    const result = await runBenchScript("bench/run.ts", {
      BENCH_PAYMENTS: "4",
      BENCH_CONCURRENCY: "2",
      DATABASE_URL: process.env.TEST_ADMIN_DATABASE_URL!,
      TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
    });
    for (const side of [result.service, result.payouts, result.ceiling]) {
      expect(side).toMatchObject({ created: 4, completed: 4, errors: 0 });
      expect(side.create_ms).toEqual({ p50: expect.any(Number), p95: expect.any(Number), p99: expect.any(Number) });
    }
    expect(result.service.peak_rss_mb).toEqual({ api: expect.any(Number), worker: expect.any(Number) });
    expect(result.ceiling.peak_rss_mb).toEqual({ worker: expect.any(Number) });
    expect(Object.keys(result.ratios).sort()).toEqual(
      ["completed_per_s", "create_ms", "create_to_complete_ms", "created_per_s", "payouts", "peak_rss"].sort(),
    );
    expect(Object.keys(result.ratios.payouts).sort()).toEqual(
      ["completed_per_s", "create_ms", "create_to_complete_ms", "created_per_s"].sort(),
    );
  }, 400_000);
});
