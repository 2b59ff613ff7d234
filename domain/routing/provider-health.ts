import type { Db } from "../../db/connection";
import { scrapedGauge } from "../../lib/metrics";
import { circuitStates } from "./providers-store";
import { activeEliminations } from "./routing-window-store";

const circuitOpen = scrapedGauge("provider_circuit_open", "1 while a provider is demoted by the circuit breaker", ["provider"]);
const eliminated = scrapedGauge(
  "routing_provider_eliminated",
  "1 while a provider is eliminated for a success rate below ROUTING_FLOOR on a service and currency",
  ["provider", "service", "currency"],
);

/** Exports each provider's circuit state and its running eliminations, read from PostgreSQL at scrape time. */
export function exportRoutingHealth(db: Db | undefined): void {
  circuitOpen.setSource(
    db &&
      (async () => (await circuitStates(db)).map((row) => ({ labels: { provider: row.code_name }, value: row.open ? 1 : 0 }))),
  );
  eliminated.setSource(
    db &&
      (async () =>
        (await activeEliminations(db)).map((row) => ({
          labels: { provider: row.provider_code_name, service: row.service, currency: row.currency },
          value: 1,
        }))),
  );
}
