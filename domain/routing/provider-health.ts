import type { Db } from "../../db/connection";
import { scrapedGauge } from "../../lib/metrics";
import { SANDBOX_PROVIDER } from "../../providers/sandbox";
import type { TransactionRow } from "../transactions/row";

/** Consecutive ambiguous initiations (5xx, timeouts) after which a provider is demoted. */
export const CIRCUIT_FAILURE_THRESHOLD = 3;
export const CIRCUIT_COOL_DOWN_SECONDS = 60;

const circuitOpen = scrapedGauge("provider_circuit_open", "1 while a provider is demoted by the circuit breaker", ["provider"]);

/** Exports each provider's circuit state, read from the providers table at scrape time. */
export function exportProviderCircuits(db: Db | undefined): void {
  circuitOpen.setSource(
    db &&
      (async () => {
        const rows: Array<{ code_name: string; open: boolean }> = await db("providers").select(
          "code_name",
          db.raw("coalesce(demoted_until > now(), false) AS open"),
        );
        return rows.map((row) => ({ labels: { provider: row.code_name }, value: row.open ? 1 : 0 }));
      }),
  );
}

/**
 * The circuit breaker lives in the providers table so every API and worker instance sees it:
 * a provider failing initiations is tried after the healthy ones until its cool-down ends.
 */
export async function recordProviderFailure(db: Db, codeName: string): Promise<void> {
  await db("providers")
    .where({ code_name: codeName })
    .update({
      consecutive_failures: db.raw("consecutive_failures + 1"),
      last_failure_at: db.fn.now(),
      demoted_until: db.raw(
        `CASE WHEN consecutive_failures + 1 >= ? THEN now() + make_interval(secs => ?) ELSE demoted_until END`,
        [CIRCUIT_FAILURE_THRESHOLD, CIRCUIT_COOL_DOWN_SECONDS],
      ),
    });
}

/**
 * Closes the circuit. A healthy provider's row is left alone (last_success_at is kept within 10 s):
 * writing it on every success made concurrent payments queue on that one row's lock.
 */
export async function recordProviderSuccess(db: Db, codeName: string): Promise<void> {
  await db("providers")
    .where({ code_name: codeName })
    .where((stale) =>
      stale
        .where("consecutive_failures", ">", 0)
        .orWhereNotNull("demoted_until")
        .orWhereNull("last_success_at")
        .orWhere("last_success_at", "<", db.raw("now() - interval '10 seconds'")),
    )
    .update({ consecutive_failures: 0, demoted_until: null, last_success_at: db.fn.now() });
}

/** Enabled providers supporting the service and currency: healthy ones first, then by priority. */
export async function routableProviders(db: Db, service: string, currency: string): Promise<string[]> {
  const rows: Array<{ code_name: string }> = await db("providers")
    .select("code_name")
    .where({ enabled: true, builtin: false })
    .whereRaw("? = ANY(services)", [service])
    .whereRaw("? = ANY(currencies)", [currency])
    .orderByRaw("(demoted_until IS NOT NULL AND demoted_until > now()) ASC, priority ASC, code_name ASC");
  return rows.map((row) => row.code_name);
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
