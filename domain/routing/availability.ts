import type { Knex } from "knex";
import { SERVICE_SYMBOLS } from "../../providers/services";
import type { AccountType } from "../core/account-type";
import { NO_TRAFFIC, type ProviderLastHour, providersLastHour } from "./provider-health-report";
import { listProviders, type ProviderRow, usableBy } from "./providers-store";
import { activeEliminations, type EliminationRow } from "./routing-window-store";

export const OPERATIONS = ["collection", "payout", "refund"] as const;
export type Operation = (typeof OPERATIONS)[number];
export type AvailabilityStatus = "OPERATIONAL" | "DELAYED" | "CLOSED";

/** A provider answering slower than this (p95 over the last hour) counts as slow. */
export const SLOW_P95_MS = 5000;
/** Below this share of accepted initiations over the last hour (with enough of them), a provider counts as failing. */
export const LOW_ACCEPTANCE = 0.5;
export const MIN_INITIATIONS = 10;

export interface ProviderAvailability {
  provider: string;
  /** Why the provider is not fit now; empty when it is. */
  reasons: string[];
}

export interface Availability {
  service: string;
  operation: Operation;
  status: AvailabilityStatus;
  providers: ProviderAvailability[];
}

/** Whether a registered provider can do an operation (every provider collects). */
export type SupportsOperation = (codeName: string, operation: Operation) => boolean;

function reasonsAgainst(
  provider: ProviderRow,
  service: string,
  operation: Operation,
  lastHour: ProviderLastHour,
  eliminations: EliminationRow[],
  now: Date,
): string[] {
  const reasons: string[] = [];
  if (provider.demoted_until && provider.demoted_until > now) {
    reasons.push(`circuit open until ${provider.demoted_until.toISOString()} (failing initiations)`);
  }
  if (operation === "collection") {
    for (const elimination of eliminations) {
      if (elimination.provider_code_name === provider.code_name && elimination.service === service) {
        reasons.push(
          `eliminated in ${elimination.currency} until ${new Date(elimination.eliminated_until).toISOString()} (success rate ${(Number(elimination.rate) * 100).toFixed(0)} %)`,
        );
      }
    }
  }
  const p95 = lastHour.latency_ms.p95;
  if (p95 !== null && p95 > SLOW_P95_MS) reasons.push(`slow: p95 ${p95} ms over the last hour (over ${SLOW_P95_MS} ms)`);
  if (lastHour.initiations >= MIN_INITIATIONS && lastHour.successes / lastHour.initiations < LOW_ACCEPTANCE) {
    reasons.push(`accepted ${lastHour.successes} of ${lastHour.initiations} initiations over the last hour`);
  }
  return reasons;
}

/**
 * Per service and operation, whether the caller's providers can take the work now: CLOSED when none is enabled
 * for it, DELAYED when every one is demoted, eliminated, slow or failing (payouts then wait in the queue),
 * OPERATIONAL otherwise. Read from PostgreSQL, so every instance answers the same.
 */
export async function availability(
  db: Knex,
  accountType: AccountType,
  supports: SupportsOperation,
  now = new Date(),
): Promise<Availability[]> {
  const [providers, lastHour, eliminations] = await Promise.all([
    listProviders(db),
    providersLastHour(db),
    activeEliminations(db, now),
  ]);
  const usable = providers.filter(usableBy(accountType));
  return SERVICE_SYMBOLS.flatMap((service) =>
    OPERATIONS.map((operation) => {
      const serving = usable.filter((provider) => provider.services.includes(service) && supports(provider.code_name, operation));
      const standing = serving.map((provider) => ({
        provider: provider.code_name,
        reasons: reasonsAgainst(provider, service, operation, lastHour.get(provider.code_name) ?? NO_TRAFFIC, eliminations, now),
      }));
      const status: AvailabilityStatus =
        standing.length === 0 ? "CLOSED" : standing.every((provider) => provider.reasons.length > 0) ? "DELAYED" : "OPERATIONAL";
      return { service, operation, status, providers: standing };
    }),
  );
}
