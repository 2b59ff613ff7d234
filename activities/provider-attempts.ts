import type { Db } from "../db/connection";
import { insertProviderAttempt } from "../domain/routing/provider-attempts-store";
import { counter, histogram } from "../lib/metrics";
import type { ProviderExchange } from "../providers/types";

const providerLatency = histogram(
  "provider_request_duration_seconds",
  "Provider calls (initiations, disbursements, status queries)",
  ["provider", "operation", "outcome"],
);
const providerErrors = counter("provider_request_errors_total", "Provider exchanges that failed (timeout, 5xx, bad answer)", [
  "provider",
  "operation",
  "outcome",
]);

/** Records one exchange with a provider (`provider_attempts`) and its latency and errors (metrics). */
export async function recordAttempt(
  db: Db,
  reference: string,
  provider: string,
  operation: string,
  outcome: string,
  exchange: ProviderExchange,
) {
  providerLatency.observe({ provider, operation, outcome }, exchange.latencyMs / 1000);
  if (exchange.error) providerErrors.inc({ provider, operation, outcome });
  await insertProviderAttempt(db, {
    reference,
    provider_code_name: provider,
    operation,
    outcome,
    http_status: exchange.httpStatus,
    request: exchange.request,
    response: exchange.response,
    error: exchange.error,
    latency_ms: exchange.latencyMs,
  });
}
