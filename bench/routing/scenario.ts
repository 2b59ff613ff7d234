/**
 * The day the routing benchmark plays: three providers whose true success rates differ by service, and
 * one that degrades for a stretch of the day on M-Pesa, then recovers.
 */

export const PROVIDERS = [
  { codeName: "alpha", priority: 1 },
  { codeName: "beta", priority: 2 },
  { codeName: "gamma", priority: 3 },
] as const;
export type BenchProvider = (typeof PROVIDERS)[number]["codeName"];

export const SERVICES = ["MPESA", "ORANGE", "AIRTEL"] as const;
export type BenchService = (typeof SERVICES)[number];

const STEADY: Record<BenchProvider, Record<BenchService, number>> = {
  alpha: { MPESA: 0.8, ORANGE: 0.62, AIRTEL: 0.7 },
  beta: { MPESA: 0.92, ORANGE: 0.86, AIRTEL: 0.55 },
  gamma: { MPESA: 0.7, ORANGE: 0.75, AIRTEL: 0.9 },
};

/** beta on M-Pesa falls to DEGRADED_RATE over this part of the day (fractions of the day), then recovers. */
export const DEGRADATION = { provider: "beta", service: "MPESA", from: 0.35, to: 0.6, rate: 0.3 } as const;

/** The probability that a payment at `provider` on `service` succeeds at `dayFraction` (0 to 1) of the day. */
export function trueRate(provider: BenchProvider, service: BenchService, dayFraction: number): number {
  const degraded =
    provider === DEGRADATION.provider &&
    service === DEGRADATION.service &&
    dayFraction >= DEGRADATION.from &&
    dayFraction < DEGRADATION.to;
  return degraded ? DEGRADATION.rate : STEADY[provider][service];
}

/** What an oracle knowing the true rates would pick. */
export function bestProvider(service: BenchService, dayFraction: number): BenchProvider {
  return PROVIDERS.map((provider) => provider.codeName).reduce((best, candidate) =>
    trueRate(candidate, service, dayFraction) > trueRate(best, service, dayFraction) ? candidate : best,
  );
}
