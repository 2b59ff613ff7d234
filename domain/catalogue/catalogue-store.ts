import type { Knex } from "knex";

/** The `currencies` and `services` tables: reference data, written only by the migrations. */

export interface CurrencyRow {
  code: string;
  name: string;
  decimals: number;
}

export interface ServiceRow {
  symbol: string;
  name: string;
}

type Executor = Knex | Knex.Transaction;

export async function listCurrencies(db: Executor): Promise<CurrencyRow[]> {
  return db<CurrencyRow>("currencies").select("code", "name", "decimals").orderBy("code");
}

export async function listServices(db: Executor): Promise<ServiceRow[]> {
  return db<ServiceRow>("services").select("symbol", "name").orderBy("symbol");
}

export async function findCurrency(db: Executor, code: string): Promise<CurrencyRow | undefined> {
  return db<CurrencyRow>("currencies").where({ code }).first();
}

/** A service by its symbol or its name, case-insensitive. */
export async function findService(db: Executor, symbolOrName: string): Promise<ServiceRow | undefined> {
  return db<ServiceRow>("services")
    .whereRaw("upper(symbol) = upper(?) OR upper(name) = upper(?)", [symbolOrName, symbolOrName])
    .first();
}
