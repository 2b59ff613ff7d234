import knex, { type Knex } from "knex";
import pg from "pg";

// NUMERIC stays a string end to end: money is never a float.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);

export type Db = Knex;

export function createDb(databaseUrl: string, pool: Knex.PoolConfig = { min: 0, max: 10 }): Db {
  const db = knex({ client: "pg", connection: databaseUrl, pool, asyncStackTraces: false });
  return db;
}
