import type { Knex } from "knex";

type Executor = Knex | Knex.Transaction;

export interface ProviderFloatRow {
  provider_code_name: string;
  currency: string;
  balance: string | null;
  checked_at: Date | null;
  floor: string | null;
  below_floor_alerted: boolean;
}

/** The one module that writes `provider_floats`. */
const floats = (db: Executor) => db<ProviderFloatRow>("provider_floats");

export function floatsOf(db: Executor, codeName: string): Promise<ProviderFloatRow[]> {
  return floats(db).where({ provider_code_name: codeName }).orderBy("currency");
}

export function findFloat(db: Executor, codeName: string, currency: string): Promise<ProviderFloatRow | undefined> {
  return floats(db).where({ provider_code_name: codeName, currency }).first();
}

/**
 * Records what the provider told, and answers whether staff are to be mailed now: the float is below its floor and
 * no mail went out for this dip. A float at or above the floor re-arms the alert.
 */
export async function recordFloat(
  db: Knex,
  reading: { codeName: string; currency: string; balance: string; at: Date },
): Promise<{ row: ProviderFloatRow; alert: boolean }> {
  return db.transaction(async (trx) => {
    await floats(trx)
      .insert({ provider_code_name: reading.codeName, currency: reading.currency })
      .onConflict(["provider_code_name", "currency"])
      .ignore();
    const before = await floats(trx)
      .where({ provider_code_name: reading.codeName, currency: reading.currency })
      .forUpdate()
      .first();
    const { rows } = await trx.raw<{ rows: Array<{ below: boolean | null }> }>("SELECT ?::numeric < ?::numeric AS below", [
      reading.balance,
      before!.floor,
    ]);
    const below = rows[0]?.below === true;
    const alert = below && !before!.below_floor_alerted;
    const [row] = await floats(trx)
      .where({ provider_code_name: reading.codeName, currency: reading.currency })
      .update({ balance: reading.balance, checked_at: reading.at, below_floor_alerted: below })
      .returning("*");
    return { row: row!, alert };
  });
}

/** Sets (or, with null, removes) the floors of the currencies named; a new floor re-arms its alert. */
export async function setFloors(trx: Knex.Transaction, codeName: string, floors: Record<string, string | null>): Promise<void> {
  for (const [currency, floor] of Object.entries(floors)) {
    await floats(trx)
      .insert({ provider_code_name: codeName, currency, floor, below_floor_alerted: false })
      .onConflict(["provider_code_name", "currency"])
      .merge({ floor, below_floor_alerted: false });
  }
}
