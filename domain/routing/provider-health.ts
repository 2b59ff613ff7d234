import type { Db } from "../../db/connection";
import { scrapedGauge } from "../../lib/metrics";
import { SANDBOX_PROVIDER } from "../../providers/sandbox";
import type { TransactionRow } from "../transactions/row";
import { circuitStates, routableProviders } from "./providers-store";

const circuitOpen = scrapedGauge("provider_circuit_open", "1 while a provider is demoted by the circuit breaker", ["provider"]);

/** Exports each provider's circuit state, read from the providers table at scrape time. */
export function exportProviderCircuits(db: Db | undefined): void {
  circuitOpen.setSource(
    db &&
      (async () => (await circuitStates(db)).map((row) => ({ labels: { provider: row.code_name }, value: row.open ? 1 : 0 }))),
  );
}

/** The providers to try, in order: the sandbox for sandbox accounts, the requested one, or routing. */
export async function routeCandidates(
  db: Db,
  transaction: Pick<TransactionRow, "account_type" | "requested_provider" | "service" | "currency">,
): Promise<string[]> {
  if (transaction.account_type === "sandbox") return [SANDBOX_PROVIDER];
  if (transaction.requested_provider) return [transaction.requested_provider];
  return routableProviders(db, transaction.service, transaction.currency);
}
