import type { Knex } from "knex";
import { RateUnavailableError, ValidationError } from "../../lib/errors";
import { recordStaffAction } from "../accounts/staff-audit";

/** One setting of a pair's rate: every setting is kept, the latest of a pair is its rate. */
export interface FxRateRow {
  id: string;
  pair: string;
  mid: string;
  spread_bps: number;
  set_by: string | null;
  set_by_email: string | null;
  set_at: Date;
}

const RATE_COLUMNS = (db: Knex) => [
  "fx_rates.id",
  "fx_rates.pair",
  db.raw("trim_scale(fx_rates.mid)::text AS mid"),
  "fx_rates.spread_bps",
  "fx_rates.set_by",
  "users.email as set_by_email",
  "fx_rates.set_at",
];

/** Each pair's current rate (its latest setting), by pair. */
export async function currentRates(db: Knex): Promise<FxRateRow[]> {
  return db("fx_rates")
    .leftJoin("users", "users.id", "fx_rates.set_by")
    .distinctOn("fx_rates.pair")
    .select(RATE_COLUMNS(db))
    .orderBy([
      { column: "fx_rates.pair" },
      { column: "fx_rates.set_at", order: "desc" },
      { column: "fx_rates.id", order: "desc" },
    ]);
}

/** Staff set a pair's mid and spread, audited in the same database transaction; answers the new setting. */
export async function setFxRate(
  db: Knex,
  actorId: string,
  setting: { pair: string; mid: string; spread_bps: number },
): Promise<FxRateRow> {
  const [first, second] = setting.pair.split("/") as [string, string];
  const known = await db("currencies").whereIn("code", [first, second]).pluck("code");
  for (const code of [first, second]) {
    if (!known.includes(code)) throw new ValidationError({ pair: `${code} is not a currency the service knows.` });
  }
  // One naming per pair: both directions come from its one mid.
  if (
    await db("fx_rates")
      .where({ pair: `${second}/${first}` })
      .first("id")
  ) {
    throw new ValidationError({ pair: `This pair's rate is set as ${second}/${first}: set it that way.` });
  }
  return db.transaction(async (trx) => {
    const before = (await currentRates(trx)).find((rate) => rate.pair === setting.pair);
    const [inserted] = await trx("fx_rates")
      .insert({ pair: setting.pair, mid: setting.mid, spread_bps: setting.spread_bps, set_by: actorId })
      .returning("id");
    await recordStaffAction(trx, {
      actorId,
      action: "fx_rate.set",
      targetType: "fx_rate",
      targetId: setting.pair,
      before: before ? { mid: before.mid, spread_bps: before.spread_bps } : null,
      after: { mid: setting.mid, spread_bps: setting.spread_bps },
    });
    const rows = await trx("fx_rates")
      .leftJoin("users", "users.id", "fx_rates.set_by")
      .where("fx_rates.id", inserted.id)
      .select(RATE_COLUMNS(trx));
    return rows[0] as FxRateRow;
  });
}

/** The rate a quote from `from` to `to` uses, and whether it sells the pair's first currency. */
export interface PairRate {
  id: string;
  pair: string;
  mid: string;
  spreadBps: number;
  sellingFirst: boolean;
}

/**
 * The current rate between two currencies, whichever way staff named the pair; `503 rate_unavailable` when there
 * is none, or when it was set more than `maxAgeHours` ago (read against the database's clock).
 */
export async function rateBetween(db: Knex, from: string, to: string, maxAgeHours: number): Promise<PairRate> {
  const row = await db("fx_rates")
    .whereIn("pair", [`${from}/${to}`, `${to}/${from}`])
    .orderBy([
      { column: "set_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .first(
      "id",
      "pair",
      db.raw("trim_scale(mid)::text AS mid"),
      "spread_bps",
      db.raw("set_at > now() - make_interval(secs => ?) AS fresh", [maxAgeHours * 3600]),
    );
  if (!row?.fresh) throw new RateUnavailableError(`${from}/${to}`);
  return {
    id: String(row.id),
    pair: row.pair,
    mid: row.mid,
    spreadBps: row.spread_bps,
    sellingFirst: row.pair === `${from}/${to}`,
  };
}
