import knex, { type Knex } from "knex";
import pg from "pg";
import { PreparingPostgresClient } from "./prepared-statements";

// NUMERIC stays a string end to end: money is never a float.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);

export type Db = Knex;

export function createDb(databaseUrl: string, pool: Knex.PoolConfig = { min: 0, max: 10 }): Db {
  const db = knex({
    client: PreparingPostgresClient as unknown as typeof Knex.Client,
    connection: databaseUrl,
    pool,
    asyncStackTraces: false,
  });
  return db;
}
