import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { seededRandom } from "../../domain/routing/beta-sample";
import { routePayment } from "../../domain/routing/route-payment";
import { decideRoute, type RoutingSettings } from "../../domain/routing/routing-decision";
import { recordRoutingOutcome } from "../../domain/routing/routing-window-store";
import { type BenchService, bestProvider, providersOn, type RoutingScenario } from "./scenario";
import { customerNumber, type SimulatedBenchProviders } from "./simulated-providers";

const DAY_MS = 86_400_000;
const BUCKETS = 24;
/** The recovered provider counts as noticed once it is the first choice of this share of the last RECENT M-Pesa payments. */
const RECENT = 20;
const NOTICED_SHARE = 0.5;

export type Policy = "priority" | "success_rate" | "oracle";
const POLICIES: Policy[] = ["priority", "success_rate", "oracle"];
/** Each router pays the customer under its own reference at its own choice; the learning router's is the decision's. */
const REFERENCE_SUFFIX: Record<Policy, string> = { priority: "P", success_rate: "", oracle: "O" };

export interface DayFigures {
  payments: number;
  success_rate: Record<Policy, number>;
  /** (success_rate − priority) / (oracle − priority): the share of the gap the learning router recovers. */
  gap_recovered: number;
  /** Per hour of the day: each policy's success rate, and the regret (oracle − success_rate). */
  hours: Array<{ hour: number; payments: number; priority: number; success_rate: number; oracle: number; regret: number }>;
  /** Cumulative regret (oracle's successes − ours) at the end of each hour. */
  cumulative_regret: number[];
  degradation: RoutingScenario["degradation"] & {
    /** Payments on its service after the degradation began until the provider was first choice of under 20 % of the last RECENT. */
    noticed_after_payments: number | null;
    /** Payments on its service after the recovery until it was first choice of half the last RECENT again. */
    recovery_noticed_after_payments: number | null;
  };
  /** Decisions in which at least one provider was eliminated for a rate below the floor. */
  decisions_with_eliminated: number;
  /** What the simulated providers held and settled, and the webhooks they sent. */
  simulator: Awaited<ReturnType<SimulatedBenchProviders["traffic"]>>;
}

/**
 * Plays the scenario's day of `payments` through the real routing path (routePayment over PostgreSQL, outcomes
 * recorded as the service records them) on the benchmark's own clock, beside a priority router and an oracle. Each
 * pays at the provider it picks, played by the simulator over HTTP; the three face the same customers (one draw per
 * payment, carried by the customer's number, decides success at whichever provider each picks).
 */
export async function playDay(
  db: Knex,
  settings: RoutingSettings,
  scenario: RoutingScenario,
  providers: SimulatedBenchProviders,
  payments: number,
  seed: number,
): Promise<DayFigures> {
  const { degradation } = scenario;
  const customers = seededRandom(seed);
  const dice = seededRandom(seed + 1);
  const merchantId = randomUUID();
  const dayStart = Date.UTC(2026, 10, 23);
  const successes: Record<Policy, number> = { priority: 0, success_rate: 0, oracle: 0 };
  const hours = Array.from({ length: BUCKETS }, () => ({ payments: 0, priority: 0, success_rate: 0, oracle: 0 }));
  const recentDegradedFirst: boolean[] = [];
  let noticedAfter: number | null = null;
  let recoveredAfter: number | null = null;
  let sinceDegradation = 0;
  let sinceRecovery = 0;

  for (let index = 0; index < payments; index++) {
    const dayFraction = index / payments;
    providers.clock.dayFraction = dayFraction;
    const now = new Date(dayStart + dayFraction * DAY_MS);
    const service: BenchService = scenario.services[index % scenario.services.length]!;
    const reference = `RB${String(index).padStart(8, "0")}`;
    const chosen: Record<Policy, string> = {
      priority: priorityChoice(settings, scenario, service),
      success_rate: (
        await routePayment(
          db,
          settings,
          {
            reference,
            merchant_id: merchantId,
            account_type: "prod",
            requested_provider: null,
            service,
            currency: "USD",
            amount: "10.00",
          },
          { now, random: dice },
        )
      )[0]!,
      oracle: bestProvider(scenario, service, dayFraction),
    };
    const customer = customerNumber(service, index, customers());
    const succeeded = await Promise.all(
      POLICIES.map((policy) => providers.pay(chosen[policy], service, `${reference}${REFERENCE_SUFFIX[policy]}`, customer)),
    );
    const bucket = hours[Math.floor(dayFraction * BUCKETS)]!;
    bucket.payments++;
    POLICIES.forEach((policy, position) => {
      if (!succeeded[position]) return;
      successes[policy]++;
      bucket[policy]++;
    });
    await recordRoutingOutcome(db, {
      reference,
      provider: chosen.success_rate,
      service,
      currency: "USD",
      succeeded: succeeded[POLICIES.indexOf("success_rate")]!,
      at: now,
    });
    if (service === degradation.service) {
      recentDegradedFirst.push(chosen.success_rate === degradation.provider);
      if (recentDegradedFirst.length > RECENT) recentDegradedFirst.shift();
      const degradedShare = recentDegradedFirst.filter(Boolean).length / recentDegradedFirst.length;
      if (dayFraction >= degradation.from && dayFraction < degradation.to) {
        sinceDegradation++;
        if (noticedAfter === null && recentDegradedFirst.length === RECENT && degradedShare < 0.2)
          noticedAfter = sinceDegradation;
      } else if (dayFraction >= degradation.to) {
        sinceRecovery++;
        if (recoveredAfter === null && degradedShare >= NOTICED_SHARE) recoveredAfter = sinceRecovery;
      }
    }
  }

  const rates = Object.fromEntries(POLICIES.map((policy) => [policy, round(successes[policy] / payments)])) as Record<
    Policy,
    number
  >;
  let cumulative = 0;
  const cumulativeRegret: number[] = [];
  for (const bucket of hours) {
    cumulative += bucket.oracle - bucket.success_rate;
    cumulativeRegret.push(cumulative);
  }
  const withEliminated = await db("routing_decisions")
    .whereRaw(`candidates @> '[{"eliminated": true}]'`)
    .count<{ count: string }>("* as count")
    .first();
  return {
    payments,
    success_rate: rates,
    gap_recovered: round((successes.success_rate - successes.priority) / Math.max(1, successes.oracle - successes.priority)),
    hours: hours.map((bucket, hour) => {
      const rate = (count: number) => (bucket.payments ? round(count / bucket.payments) : 0);
      return {
        hour,
        payments: bucket.payments,
        priority: rate(bucket.priority),
        success_rate: rate(bucket.success_rate),
        oracle: rate(bucket.oracle),
        regret: round(rate(bucket.oracle) - rate(bucket.success_rate)),
      };
    }),
    cumulative_regret: cumulativeRegret,
    degradation: { ...degradation, noticed_after_payments: noticedAfter, recovery_noticed_after_payments: recoveredAfter },
    decisions_with_eliminated: Number(withEliminated?.count ?? 0),
    simulator: await providers.traffic(),
  };
}

/** The priority router's first choice among the providers serving `service`: the same decision code with the window ignored. */
function priorityChoice(settings: RoutingSettings, scenario: RoutingScenario, service: BenchService): string {
  const candidates = providersOn(scenario, service).map((provider) => ({
    provider: provider.codeName,
    priority: provider.priority,
    circuitOpen: false,
    eliminated: false,
    outcomes: 0,
    samples: 0,
    successes: 0,
  }));
  return decideRoute(candidates, undefined, { ...settings, strategy: "priority" }, Math.random).route[0]!;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
