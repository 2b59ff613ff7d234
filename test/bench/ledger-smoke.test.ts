import { runBenchScript } from "../support/bench-run";

const percentiles = { p50: expect.any(Number), p99: expect.any(Number) };
const payouts = (created: number) => ({ created, errors: 0, per_s: expect.any(Number), creation_ms: percentiles });

/** A tiny `npm run bench:ledger`: two rungs of history, then the hot merchant and the export. It never judges a speed. */
describe("npm run bench:ledger (smoke)", () => {
  it("seeds each rung through the ledger's writer, measures the merchant's money through the API and writes the ratios as JSON", async () => {
    const result = await runBenchScript("bench/ledger.ts", {
      BENCH_LEDGER_LADDER: "20,60",
      BENCH_LEDGER_READS: "3",
      BENCH_LEDGER_PAYOUTS: "2",
      BENCH_LEDGER_CLIENTS: "2",
      BENCH_LEDGER_CLIENT_PAYOUTS: "4",
      BENCH_LEDGER_MIX_PAYOUTS: "4",
      DATABASE_URL: process.env.TEST_ADMIN_DATABASE_URL!,
      TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
    });
    expect(result.rungs.map((rung: { collections: number }) => rung.collections)).toEqual([20, 60]);
    // Each payout leaves four wallet lines once settled: the hold's two, the payout and its fee.
    expect(result.rungs.map((rung: { wallet_lines: number }) => rung.wallet_lines)).toEqual([20, 60 + 6 * 4]);
    for (const rung of result.rungs) {
      expect(rung).toMatchObject({
        wallet_read_ms: percentiles,
        statement_first_page: { ms: percentiles, lines: 20 },
        statement_deep_page: { ms: percentiles },
        statement_dated_page: { ms: percentiles },
        payout_creation: payouts(2),
        payouts_at_clients: { clients: 2, ...payouts(4) },
        server_errors: 0,
        left_in_flight: 0,
        seeding: { per_s: expect.any(Number) },
      });
    }
    // The deep page starts halfway through the wallet's lines, oldest first.
    expect(result.rungs.map((rung: any) => rung.statement_deep_page.lines)).toEqual([10, 20]);
    expect(result.rungs.map((rung: any) => rung.seeding.added)).toEqual([20, 40]);
    // The dated page ends just after the middle line's time; how many lines precede it depends on when payouts settled.
    for (const rung of result.rungs) expect(rung.statement_dated_page.lines).toBeGreaterThan(0);
    const mix = result.hot_merchant;
    expect(mix.payouts).toMatchObject({ clients: 2, ...payouts(4) });
    expect(mix.collections).toMatchObject({ errors: 0, settled_in_the_end: mix.collections.created });
    expect(mix.collections.created).toBeGreaterThan(0);
    expect(mix).toMatchObject({ server_errors: 0, left_in_flight: 0 });
    expect(mix.log_lines).toEqual({ api: { deadlock: 0, error: 0 }, worker: { deadlock: 0, error: 0 } });
    expect(result.csv_export.lines).toBe(result.csv_export.wallet_lines);
    // Each rung's payouts (six), then the mix's four, beside the collections.
    expect(result.csv_export.wallet_lines).toBe(60 + 2 * 6 * 4 + mix.collections.created + 4 * 4);
    expect(result.csv_export.api_rss_mb).toEqual({
      peak_before: expect.any(Number),
      at_start: expect.any(Number),
      highest_sampled_during: expect.any(Number),
      peak_after: expect.any(Number),
    });
    expect(result.ratios).toMatchObject({
      of: "60 / 20 collections",
      wallet_read_ms: percentiles,
      statement_first_page: { ms: percentiles },
      statement_deep_page: { ms: percentiles },
      statement_dated_page: { ms: percentiles },
      payout_creation: { per_s: expect.any(Number), creation_ms: percentiles },
      payouts_at_clients: { per_s: expect.any(Number), creation_ms: percentiles },
    });
    expect(result.server_errors).toBe(0);
  }, 400_000);
});
