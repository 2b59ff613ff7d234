import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { seededRandom } from "../../domain/routing/beta-sample";
import { routePayment } from "../../domain/routing/route-payment";
import { type CandidateStanding, decideRoute, type RoutingSettings } from "../../domain/routing/routing-decision";

export interface CostFigures {
  decisions_per_s: number;
  p50_us: number;
  p99_us: number;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;

function figures(samplesNs: bigint[]): CostFigures {
  const us = samplesNs.map((ns) => Number(ns) / 1000).sort((a, b) => a - b);
  const total = us.reduce((sum, value) => sum + value, 0);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    decisions_per_s: Math.round((us.length / total) * 1e6),
    p50_us: round(percentile(us, 0.5)),
    p99_us: round(percentile(us, 0.99)),
  };
}

/** Times `decide` `count` times for each strategy, alternating so the machine's load falls on both alike. */
async function timeBoth(
  count: number,
  decide: (strategy: RoutingSettings["strategy"]) => unknown,
): Promise<Record<RoutingSettings["strategy"], CostFigures>> {
  const samples = { priority: [] as bigint[], success_rate: [] as bigint[] };
  for (let index = 0; index < count; index++) {
    for (const strategy of ["priority", "success_rate"] as const) {
      const started = process.hrtime.bigint();
      await decide(strategy);
      samples[strategy].push(process.hrtime.bigint() - started);
    }
  }
  return { priority: figures(samples.priority), success_rate: figures(samples.success_rate) };
}

/**
 * What a decision costs, success-rate against priority in the same run: the decision itself in process
 * (decideRoute over three providers), and the whole routing step with its PostgreSQL reads and its record.
 */
export async function decisionCost(db: Knex, settings: RoutingSettings, inProcess: number, withDatabase: number) {
  const random = seededRandom(11);
  const candidates: CandidateStanding[] = [
    { provider: "alpha", priority: 1, circuitOpen: false, eliminated: false, outcomes: 180, samples: 180, successes: 140 },
    { provider: "beta", priority: 2, circuitOpen: false, eliminated: false, outcomes: 150, samples: 150, successes: 135 },
    { provider: "gamma", priority: 3, circuitOpen: false, eliminated: false, outcomes: 40, samples: 40, successes: 30 },
  ];
  const pure = await timeBoth(inProcess, (strategy) => decideRoute(candidates, undefined, { ...settings, strategy }, random));
  const merchantId = randomUUID();
  let sequence = 0;
  const full = await timeBoth(withDatabase, (strategy) =>
    routePayment(
      db,
      { ...settings, strategy },
      {
        reference: `RC${String(sequence++).padStart(8, "0")}`,
        merchant_id: merchantId,
        account_type: "prod",
        requested_provider: null,
        service: "MPESA",
        amount: "10.00",
        currency: "USD",
      },
      { now: new Date(), random },
    ),
  );
  const ratio = (side: Record<string, CostFigures>) =>
    Math.round((side.success_rate!.decisions_per_s / side.priority!.decisions_per_s) * 100) / 100;
  return {
    in_process: { ...pure, ratio_decisions_per_s: ratio(pure) },
    with_postgresql: { ...full, ratio_decisions_per_s: ratio(full) },
  };
}
