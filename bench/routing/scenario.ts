import type { SimulatedProtocolName } from "../../simulator/protocols";

/**
 * The days the routing benchmark plays: providers whose true success rates differ by service, one of which degrades
 * for a stretch of the day on one service, then recovers.
 */
export const SERVICES = ["MPESA", "ORANGE", "AIRTEL"] as const;
export type BenchService = (typeof SERVICES)[number];

export interface ScenarioProvider {
  codeName: string;
  priority: number;
  /** The protocol the simulator plays it in, through the service's real client. */
  protocol: SimulatedProtocolName;
  services: readonly BenchService[];
  /** Its true success rate per service it serves, outside the degradation. */
  steady: Partial<Record<BenchService, number>>;
}

export interface RoutingScenario {
  name: string;
  providers: readonly ScenarioProvider[];
  /** The services the day's payments are on, in turn. */
  services: readonly BenchService[];
  /** `provider` on `service` falls to `rate` over this part of the day (fractions of the day), then recovers. */
  degradation: { provider: string; service: BenchService; from: number; to: number; rate: number };
}

/** Three providers on the service's own two protocols; beta, the best on M-Pesa, degrades there. */
export const OWN_PROTOCOLS: RoutingScenario = {
  name: "own protocols",
  providers: [
    { codeName: "alpha", priority: 1, protocol: "signed", services: SERVICES, steady: { MPESA: 0.8, ORANGE: 0.62, AIRTEL: 0.7 } },
    {
      codeName: "beta",
      priority: 2,
      protocol: "sealed",
      services: SERVICES,
      steady: { MPESA: 0.92, ORANGE: 0.86, AIRTEL: 0.55 },
    },
    { codeName: "gamma", priority: 3, protocol: "signed", services: SERVICES, steady: { MPESA: 0.7, ORANGE: 0.75, AIRTEL: 0.9 } },
  ],
  services: SERVICES,
  degradation: { provider: "beta", service: "MPESA", from: 0.35, to: 0.6, rate: 0.3 },
};

/**
 * Airtel Money reached directly (the `airtel` protocol, first by priority and better while healthy) and through the
 * aggregator (`pawapay`): the direct connection degrades for a stretch of the day, and the learning router must move
 * Airtel's payments to pawaPay, then back once the direct connection recovers.
 */
export const DIRECT_AND_AGGREGATOR: RoutingScenario = {
  name: "direct network and aggregator",
  providers: [
    { codeName: "airtel", priority: 1, protocol: "airtel", services: ["AIRTEL"], steady: { AIRTEL: 0.9 } },
    { codeName: "pawapay", priority: 2, protocol: "pawapay", services: ["MPESA", "ORANGE", "AIRTEL"], steady: { AIRTEL: 0.82 } },
  ],
  services: ["AIRTEL"],
  degradation: { provider: "airtel", service: "AIRTEL", from: 0.35, to: 0.6, rate: 0.3 },
};

const servesOn = (provider: ScenarioProvider, service: BenchService) => provider.services.includes(service);

/** The providers of the scenario that serve `service`, by priority. */
export const providersOn = (scenario: RoutingScenario, service: BenchService) =>
  scenario.providers.filter((provider) => servesOn(provider, service)).sort((a, b) => a.priority - b.priority);

/** The probability that a payment at `provider` on `service` succeeds at `dayFraction` (0 to 1) of the day. */
export function trueRate(scenario: RoutingScenario, provider: string, service: BenchService, dayFraction: number): number {
  const { degradation } = scenario;
  const degraded =
    provider === degradation.provider &&
    service === degradation.service &&
    dayFraction >= degradation.from &&
    dayFraction < degradation.to;
  if (degraded) return degradation.rate;
  return scenario.providers.find((candidate) => candidate.codeName === provider)?.steady[service] ?? 0;
}

/** What an oracle knowing the true rates would pick. */
export function bestProvider(scenario: RoutingScenario, service: BenchService, dayFraction: number): string {
  return providersOn(scenario, service)
    .map((provider) => provider.codeName)
    .reduce((best, candidate) =>
      trueRate(scenario, candidate, service, dayFraction) > trueRate(scenario, best, service, dayFraction) ? candidate : best,
    );
}
