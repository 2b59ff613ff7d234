import type { Knex } from "knex";

/**
 * The one module that writes `routing_outcomes` and `routing_eliminations`: how each provider's payments
 * ended, per service and currency, the window every API instance learns from.
 */

export interface RoutingOutcome {
  reference: string;
  provider: string;
  service: string;
  currency: string;
  succeeded: boolean;
  /** Defaults to now; the routing benchmark plays a day on its own clock. */
  at?: Date;
}

/**
 * A provider's recent record, each outcome weighted by its age (halved every half-life): `samples` and
 * `successes` are those weighted sums, `outcomes` the plain count.
 */
export interface WindowCounts {
  outcomes: number;
  samples: number;
  successes: number;
}

/** Records how a payment ended at a provider, once: a repeat (a retried activity, a second path) is ignored. */
export async function recordRoutingOutcome(db: Knex | Knex.Transaction, outcome: RoutingOutcome): Promise<void> {
  await db("routing_outcomes")
    .insert({
      reference: outcome.reference,
      provider_code_name: outcome.provider,
      service: outcome.service,
      currency: outcome.currency,
      succeeded: outcome.succeeded,
      ...(outcome.at ? { recorded_at: outcome.at } : {}),
    })
    .onConflict(["reference", "provider_code_name"])
    .ignore();
}

export interface WindowQuery {
  service: string;
  currency: string;
  now: Date;
  windowMinutes: number;
  windowSize: number;
  halfLifeMinutes: number;
}

/**
 * Per provider of the service and currency, its last `windowSize` outcomes within `windowMinutes` before `now`, counting only those
 * after its last elimination ended (an eliminated provider comes back with a clean slate, to be explored),
 * each weighted by age so a provider's old record fades and it is tried again.
 */
export async function windowCounts(db: Knex, query: WindowQuery): Promise<Map<string, WindowCounts>> {
  const since = new Date(query.now.getTime() - query.windowMinutes * 60_000);
  const { rows } = await db.raw(
    `SELECT provider_code_name, count(*)::int AS outcomes, sum(weight)::float8 AS samples,
            coalesce(sum(weight) FILTER (WHERE succeeded), 0)::float8 AS successes
       FROM (SELECT o.provider_code_name, o.succeeded,
                    power(0.5, extract(epoch FROM (?::timestamptz - o.recorded_at)) / ?) AS weight,
                    row_number() OVER (PARTITION BY o.provider_code_name ORDER BY o.recorded_at DESC, o.id DESC) AS recency
               FROM routing_outcomes o
               LEFT JOIN routing_eliminations e
                 ON e.provider_code_name = o.provider_code_name AND e.service = o.service AND e.currency = o.currency
              WHERE o.service = ? AND o.currency = ?
                AND o.recorded_at > ? AND o.recorded_at <= ?
                AND (e.eliminated_until IS NULL OR o.recorded_at > e.eliminated_until)) recent
      WHERE recency <= ?
      GROUP BY provider_code_name`,
    [query.now, query.halfLifeMinutes * 60, query.service, query.currency, since, query.now, query.windowSize],
  );
  return new Map(
    rows.map((row: { provider_code_name: string } & WindowCounts) => [
      row.provider_code_name,
      { outcomes: row.outcomes, samples: row.samples, successes: row.successes },
    ]),
  );
}

/** The providers eliminated at `now` for the service and currency. */
export async function eliminatedProviders(db: Knex, service: string, currency: string, now: Date): Promise<Set<string>> {
  const providers: string[] = await db("routing_eliminations")
    .where({ service, currency })
    .where("eliminated_until", ">", now)
    .pluck("provider_code_name");
  return new Set(providers);
}

export interface Elimination {
  provider: string;
  service: string;
  currency: string;
  rate: number;
  samples: number;
  at: Date;
  until: Date;
}

/** Eliminates a provider until `until`; answers false when another instance already did (it stays as that one wrote it). */
export async function eliminate(db: Knex, elimination: Elimination): Promise<boolean> {
  const { rowCount } = await db.raw(
    `INSERT INTO routing_eliminations (provider_code_name, service, currency, eliminated_at, eliminated_until, rate, samples)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (provider_code_name, service, currency) DO UPDATE
       SET eliminated_at = excluded.eliminated_at, eliminated_until = excluded.eliminated_until,
           rate = excluded.rate, samples = excluded.samples
       WHERE routing_eliminations.eliminated_until <= excluded.eliminated_at`,
    [
      elimination.provider,
      elimination.service,
      elimination.currency,
      elimination.at,
      elimination.until,
      elimination.rate.toFixed(4),
      elimination.samples,
    ],
  );
  return rowCount === 1;
}

export interface EliminationRow {
  provider_code_name: string;
  service: string;
  currency: string;
  eliminated_at: Date;
  eliminated_until: Date;
  rate: string;
  samples: number;
}

/** Eliminations still running at `now`, for availability, metrics and the console. */
export async function activeEliminations(db: Knex, now = new Date()): Promise<EliminationRow[]> {
  return db<EliminationRow>("routing_eliminations").where("eliminated_until", ">", now).orderBy("provider_code_name");
}

/** Outcomes older than the window are never read again. */
export async function pruneRoutingOutcomes(db: Knex, olderThan: Date): Promise<number> {
  return db("routing_outcomes").where("recorded_at", "<", olderThan).delete();
}
