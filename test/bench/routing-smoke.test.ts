import { customerNumber } from "../../bench/routing/simulated-providers";
import { serviceOfDrcNumber } from "../../providers/services";
import { runBenchScript } from "../support/bench-run";

/** A short `npm run bench:routing`: it plays its day and writes the figures as JSON. It never judges a rate. */
describe("npm run bench:routing (smoke)", () => {
  it("plays a short day under the three policies and writes the rates, the regret and the decision cost", async () => {
    const result = await runBenchScript("bench/routing.ts", {
      ROUTING_BENCH_PAYMENTS: "240",
      DATABASE_URL: process.env.TEST_ADMIN_DATABASE_URL!,
    });
    expect(result.payments).toBe(240);
    for (const policy of ["priority", "success_rate", "oracle"]) expect(result.success_rate[policy]).toEqual(expect.any(Number));
    expect(result.gap_recovered).toEqual(expect.any(Number));
    expect(result.hours).toHaveLength(24);
    expect(result.hours[0]).toEqual({
      hour: 0,
      payments: 10,
      priority: expect.any(Number),
      success_rate: expect.any(Number),
      oracle: expect.any(Number),
      regret: expect.any(Number),
    });
    expect(result.cumulative_regret).toHaveLength(24);
    expect(result.degradation).toMatchObject({ provider: "beta", service: "MPESA" });
    for (const side of [result.decision_cost.in_process, result.decision_cost.with_postgresql]) {
      for (const strategy of ["priority", "success_rate"]) {
        expect(side[strategy]).toEqual({
          decisions_per_s: expect.any(Number),
          p50_us: expect.any(Number),
          p99_us: expect.any(Number),
        });
      }
      expect(side.ratio_decisions_per_s).toEqual(expect.any(Number));
    }
    // Every router paid every customer through the simulator, over both protocols: what the simulated providers
    // hold and settled is what the figures count.
    const providers = Object.values(result.simulator.providers) as Array<{
      protocol: string;
      collections: number;
      settled: number;
    }>;
    expect(new Set(providers.map((provider) => provider.protocol))).toEqual(new Set(["signed", "sealed"]));
    expect(providers.reduce((sum, provider) => sum + provider.collections, 0)).toBe(3 * 240);
    expect(result.simulator.webhooks_received).toBe(3 * 240);
    const successes = ["priority", "success_rate", "oracle"].reduce(
      (sum, policy) => sum + Math.round(result.success_rate[policy] * 240),
      0,
    );
    expect(providers.reduce((sum, provider) => sum + provider.settled, 0)).toBe(successes);
    // The second day: Airtel's payments between the direct connection and pawaPay, the direct one degrading.
    const networks = result.direct_and_aggregator;
    expect(networks.payments).toBe(240);
    expect(networks.degradation).toMatchObject({ provider: "airtel", service: "AIRTEL" });
    expect(networks.simulator.providers).toEqual({
      airtel: { protocol: "airtel", collections: expect.any(Number), settled: expect.any(Number) },
      pawapay: { protocol: "pawapay", collections: expect.any(Number), settled: expect.any(Number) },
    });
    const networkProviders = Object.values(networks.simulator.providers) as Array<{ collections: number }>;
    expect(networkProviders.reduce((sum, provider) => sum + provider.collections, 0)).toBe(3 * 240);
    // The service's own routing settings, as the day ran them.
    expect(result.settings).toMatchObject({ strategy: "success_rate", halfLifeMinutes: expect.any(Number) });
  }, 300_000);

  it("gives each customer a number of the day's network whose last digits carry its draw", () => {
    for (const service of ["MPESA", "ORANGE", "AIRTEL"] as const) {
      const number = customerNumber(service, 1234, 0.56789);
      expect(number).toMatch(/^\+243\d{9}$/);
      expect(serviceOfDrcNumber(number)).toBe(service);
      expect(number.slice(-4)).toBe("5678");
    }
    expect(customerNumber("MPESA", 7, 0).slice(-7)).toBe("0070000");
  });
});
