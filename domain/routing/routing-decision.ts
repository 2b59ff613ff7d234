import { type Random, sampleBeta } from "./beta-sample";

/** How the learning router is tuned (the ROUTING_* settings). */
export interface RoutingSettings {
  strategy: "success_rate" | "priority";
  windowMinutes: number;
  windowSize: number;
  /** An outcome's weight halves every half-life: a provider's old record fades, so it is explored again. */
  halfLifeMinutes: number;
  /** Less weight of outcomes than this in a provider's window: its rate is not trusted, nor eliminated on. */
  minSamples: number;
  /** A rate below this, over at least minSamples outcomes, eliminates the provider for a while. */
  floor: number;
  eliminationMinutes: number;
  /** How long (routing clock) a process keeps the window it read for a service and currency; none: read every time. */
  windowCacheMs?: number;
}

/** One provider that could take the payment, as routing sees it now. */
export interface CandidateStanding {
  provider: string;
  /** Lower goes first when the data is thin. */
  priority: number;
  circuitOpen: boolean;
  eliminated: boolean;
  /** Outcomes in the provider's window (since its last elimination ended), and their age-weighted sums. */
  outcomes: number;
  samples: number;
  successes: number;
}

/** Staff's rule for a service or a merchant: pin one provider first, or split the first choice by weight. */
export interface RoutingRule {
  id: string;
  kind: "pin" | "split";
  allocations: Array<{ provider: string; weight: number }>;
}

export const DECISION_REASONS = ["sandbox", "requested", "pin", "split", "priority", "success_rate"] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

export interface CandidateView {
  provider: string;
  outcomes: number;
  samples: number;
  successes: number;
  rate: number | null;
  /** The Thompson draw that ordered it (success_rate only). */
  score: number | null;
  eliminated: boolean;
  circuit_open: boolean;
}

export interface RoutingDecision {
  reason: DecisionReason;
  ruleId: string | null;
  /** The providers to try, in order; only a definitive refusal moves a payment to the next. */
  route: string[];
  candidates: CandidateView[];
  /** Providers this decision found below the floor: to be eliminated from now on. */
  newlyEliminated: Array<{ provider: string; rate: number; samples: number }>;
}

/** A provider's age-weighted success rate; null before any outcome. */
export const rateOf = (window: { samples: number; successes: number }) =>
  window.samples > 0 ? window.successes / window.samples : null;

const byPriority = (a: CandidateStanding, b: CandidateStanding) =>
  a.priority - b.priority || a.provider.localeCompare(b.provider);

/**
 * Orders the candidates. Healthy providers first: by Thompson sampling on Beta(1 + successes, 1 + failures)
 * once any of them has enough outcomes, by priority while the data is thin. Then providers eliminated for a
 * low rate, then those whose circuit is open, each by priority. A staff rule then puts its provider first.
 */
export function decideRoute(
  candidates: CandidateStanding[],
  rule: RoutingRule | undefined,
  settings: RoutingSettings,
  random: Random,
): RoutingDecision {
  const newlyEliminated: RoutingDecision["newlyEliminated"] = [];
  const standings = candidates.map((candidate) => {
    const rate = rateOf(candidate);
    const belowFloor =
      settings.strategy === "success_rate" &&
      !candidate.eliminated &&
      rate !== null &&
      candidate.samples >= settings.minSamples &&
      rate < settings.floor;
    if (belowFloor) newlyEliminated.push({ provider: candidate.provider, rate, samples: candidate.outcomes });
    return { ...candidate, eliminated: candidate.eliminated || belowFloor, rate, score: null as number | null };
  });
  const healthy = standings.filter((candidate) => !candidate.circuitOpen && !candidate.eliminated);
  const learned = settings.strategy === "success_rate" && healthy.some((candidate) => candidate.samples >= settings.minSamples);
  if (learned) {
    for (const candidate of healthy) {
      candidate.score = sampleBeta(1 + candidate.successes, 1 + candidate.samples - candidate.successes, random);
    }
    healthy.sort((a, b) => b.score! - a.score! || byPriority(a, b));
  } else healthy.sort(byPriority);
  const eliminated = standings.filter((candidate) => !candidate.circuitOpen && candidate.eliminated).sort(byPriority);
  const circuitOpen = standings.filter((candidate) => candidate.circuitOpen).sort(byPriority);
  let route = [...healthy, ...eliminated, ...circuitOpen].map((candidate) => candidate.provider);
  let reason: DecisionReason = learned ? "success_rate" : "priority";

  const first = rule && ruleChoice(rule, route, random);
  if (first) {
    route = [first, ...route.filter((provider) => provider !== first)];
    reason = rule.kind;
  }
  return {
    reason,
    ruleId: first ? rule.id : null,
    route,
    candidates: standings.map((candidate) => ({
      provider: candidate.provider,
      outcomes: candidate.outcomes,
      samples: round(candidate.samples),
      successes: round(candidate.successes),
      rate: candidate.rate === null ? null : round(candidate.rate),
      score: candidate.score === null ? null : round(candidate.score),
      eliminated: candidate.eliminated,
      circuit_open: candidate.circuitOpen,
    })),
    newlyEliminated,
  };
}

/** The provider the rule puts first, among those that can take the payment; none when the rule names none of them. */
function ruleChoice(rule: RoutingRule, route: string[], random: Random): string | undefined {
  const usable = rule.allocations.filter((allocation) => route.includes(allocation.provider));
  const total = usable.reduce((sum, allocation) => sum + allocation.weight, 0);
  if (total <= 0) return undefined;
  let draw = random() * total;
  for (const allocation of usable) {
    draw -= allocation.weight;
    if (draw < 0) return allocation.provider;
  }
  return usable.at(-1)!.provider;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
