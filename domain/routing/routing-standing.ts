import type { Knex } from "knex";
import { SERVICE_SYMBOLS } from "../../providers/services";
import { listCurrencies } from "../catalogue/catalogue-store";
import { routableCandidates } from "./providers-store";
import { type RoutingSettings, rateOf } from "./routing-decision";
import { activeEliminations, windowCounts } from "./routing-window-store";

export interface ProviderWindow {
  provider: string;
  priority: number;
  outcomes: number;
  samples: number;
  successes: number;
  rate: number | null;
  circuit_open: boolean;
  eliminated_until: Date | null;
}

/** What the learning router sees now, per service and currency: each provider's window, elimination and circuit. */
export async function routingStanding(
  db: Knex,
  settings: RoutingSettings,
): Promise<Array<{ service: string; currency: string; providers: ProviderWindow[] }>> {
  const now = new Date();
  const [eliminations, currencies] = await Promise.all([activeEliminations(db, now), listCurrencies(db)]);
  const pairs = SERVICE_SYMBOLS.flatMap((service) => currencies.map(({ code }) => ({ service, currency: code })));
  const standings = await Promise.all(
    pairs.map(async ({ service, currency }) => {
      const [candidates, counts] = await Promise.all([
        // Every provider of the pair, whatever an amount's decimals would exclude.
        routableCandidates(db, service, currency, 0),
        windowCounts(db, { service, currency, now, ...settings }),
      ]);
      const providers = candidates.map((candidate) => {
        const { outcomes, samples, successes } = counts.get(candidate.code_name) ?? { outcomes: 0, samples: 0, successes: 0 };
        const elimination = eliminations.find(
          (row) => row.provider_code_name === candidate.code_name && row.service === service && row.currency === currency,
        );
        return {
          provider: candidate.code_name,
          priority: candidate.priority,
          outcomes,
          samples,
          successes,
          rate: rateOf({ samples, successes }),
          circuit_open: candidate.circuit_open,
          eliminated_until: elimination?.eliminated_until ?? null,
        };
      });
      return { service, currency, providers };
    }),
  );
  return standings.filter((standing) => standing.providers.length > 0);
}
