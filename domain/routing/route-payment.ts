import type { Knex } from "knex";
import type { Config } from "../../lib/config";
import { counter } from "../../lib/metrics";
import { decimalsUsed } from "../../lib/money";
import { SANDBOX_PROVIDER } from "../../providers/sandbox-name";
import type { Random } from "./beta-sample";
import { routableCandidates } from "./providers-store";
import { decideRoute, type RoutingDecision, type RoutingSettings } from "./routing-decision";
import { insertRoutingDecision } from "./routing-decisions-store";
import { ruleFor } from "./routing-rules-store";
import { forgetRoutingWindow, readRoutingWindow } from "./routing-window-cache";
import { eliminate, type WindowCounts } from "./routing-window-store";

const decisionsMade = counter("routing_decisions_total", "Payments routed, by the reason of the decision", ["reason"]);
const providersEliminated = counter("routing_eliminations_total", "Providers eliminated for a success rate below ROUTING_FLOOR", [
  "provider",
  "service",
  "currency",
]);

export function routingSettings(config: Config): RoutingSettings {
  return {
    strategy: config.ROUTING_STRATEGY,
    windowMinutes: config.ROUTING_WINDOW_MINUTES,
    windowSize: config.ROUTING_WINDOW_SIZE,
    halfLifeMinutes: config.ROUTING_HALF_LIFE_MINUTES,
    minSamples: config.ROUTING_MIN_SAMPLES,
    floor: config.ROUTING_FLOOR,
    eliminationMinutes: config.ROUTING_ELIMINATION_MINUTES,
    windowCacheMs: config.ROUTING_WINDOW_CACHE_MS,
  };
}

/** What routing needs to know of a payment. */
export interface PaymentToRoute {
  reference: string;
  merchant_id: string;
  account_type: "sandbox" | "prod";
  requested_provider: string | null;
  service: string;
  currency: string;
  /** A provider that takes fewer decimals than it uses is no candidate (pawaPay's whole francs on M-Pesa). */
  amount: string;
}

/** The clock and the dice: the system's in production, the benchmark's own when it plays a day. */
export interface RoutingChance {
  now: Date;
  random: Random;
}

const systemChance = (): RoutingChance => ({ now: new Date(), random: Math.random });

/**
 * Routes a payment: the providers to try, in order. The sandbox for sandbox accounts, the provider the
 * merchant asked for, or the learning router over the enabled providers (decideRoute). The decision and
 * its reason are recorded for the payment's story; providers it found below the floor are eliminated. A
 * payment already routed keeps its recorded route, so its story tells the route it took.
 */
export async function routePayment(
  db: Knex,
  settings: RoutingSettings,
  payment: PaymentToRoute,
  chance: RoutingChance = systemChance(),
): Promise<string[]> {
  const decision = await decide(db, settings, payment, chance);
  const [route] = await Promise.all([
    insertRoutingDecision(db, payment.reference, decision),
    ...decision.newlyEliminated.map(async (found) => {
      const at = chance.now;
      const until = new Date(at.getTime() + settings.eliminationMinutes * 60_000);
      const { service, currency } = payment;
      if (await eliminate(db, { ...found, service, currency, at, until })) {
        providersEliminated.inc({ provider: found.provider, service, currency });
      }
      forgetRoutingWindow(db, service, currency);
    }),
  ]);
  decisionsMade.inc({ reason: decision.reason });
  return route;
}

async function decide(
  db: Knex,
  settings: RoutingSettings,
  payment: PaymentToRoute,
  chance: RoutingChance,
): Promise<RoutingDecision> {
  const fixed = (reason: "sandbox" | "requested", provider: string): RoutingDecision => ({
    reason,
    ruleId: null,
    route: [provider],
    candidates: [],
    newlyEliminated: [],
  });
  if (payment.account_type === "sandbox") return fixed("sandbox", SANDBOX_PROVIDER);
  if (payment.requested_provider) return fixed("requested", payment.requested_provider);
  const { service, currency } = payment;
  // Side by side: the candidates and the merchant's rule, and the window (every provider of the service and
  // currency, candidates or not), which this process reads at most once per windowCacheMs.
  const [providers, rule, { counts, eliminated }] = await Promise.all([
    routableCandidates(db, service, currency, decimalsUsed(payment.amount)),
    ruleFor(db, payment.merchant_id, service),
    settings.strategy === "success_rate"
      ? readRoutingWindow(db, { service, currency, now: chance.now, ...settings }, settings.windowCacheMs ?? 0)
      : { counts: new Map<string, WindowCounts>(), eliminated: new Set<string>() },
  ]);
  const candidates = providers.map((provider) => ({
    provider: provider.code_name,
    priority: provider.priority,
    circuitOpen: provider.circuit_open,
    eliminated: eliminated.has(provider.code_name),
    outcomes: counts.get(provider.code_name)?.outcomes ?? 0,
    samples: counts.get(provider.code_name)?.samples ?? 0,
    successes: counts.get(provider.code_name)?.successes ?? 0,
  }));
  return decideRoute(candidates, rule, settings, chance.random);
}
