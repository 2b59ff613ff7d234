import type { Knex } from "knex";

interface LatencyPercentiles {
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

export interface ProviderLastHour {
  initiations: number;
  successes: number;
  latency_ms: LatencyPercentiles;
}

/**
 * Per provider, over its attempts of the last hour: initiations, those the provider accepted, and
 * latency percentiles (every attempt, initiations and status queries), computed in PostgreSQL.
 */
export async function providersLastHour(db: Knex): Promise<Map<string, ProviderLastHour>> {
  const percentile = (fraction: number) =>
    db.raw(`round(percentile_cont(${fraction}) WITHIN GROUP (ORDER BY latency_ms))::int AS p${Math.round(fraction * 100)}`);
  const rows = await db("provider_attempts")
    .select(
      "provider_code_name",
      db.raw("(count(*) FILTER (WHERE operation = 'initiate'))::int AS initiations"),
      db.raw("(count(*) FILTER (WHERE operation = 'initiate' AND outcome = 'accepted'))::int AS successes"),
      percentile(0.5),
      percentile(0.95),
      percentile(0.99),
    )
    .where("created_at", ">", db.raw("now() - interval '1 hour'"))
    .groupBy("provider_code_name");
  return new Map(
    rows.map((row: { provider_code_name: string; initiations: number; successes: number } & LatencyPercentiles) => [
      row.provider_code_name,
      { initiations: row.initiations, successes: row.successes, latency_ms: { p50: row.p50, p95: row.p95, p99: row.p99 } },
    ]),
  );
}

export const NO_TRAFFIC: ProviderLastHour = { initiations: 0, successes: 0, latency_ms: { p50: null, p95: null, p99: null } };
