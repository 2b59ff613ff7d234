import { createHash } from "node:crypto";
import type { Knex } from "knex";

interface KnexPostgresClientShape {
  _query(connection: PgConnection, query: CompiledQuery): Promise<unknown>;
}

// knex's own PostgreSQL client, which `client: "pg"` names; it ships without types.
const KnexPostgresClient = require("knex/lib/dialects/postgres") as new (config: Knex.Config) => KnexPostgresClientShape;

/** How many statements one connection keeps prepared; past it, a new statement runs unprepared, as all did before. */
export const MAX_PREPARED_PER_CONNECTION = 500;

/** PostgreSQL refuses a prepared statement whose result columns a migration changed (`SELECT *` after ADD COLUMN). */
const CACHED_PLAN_CHANGED = "0A000";

interface PgConnection {
  getTransactionStatus(): string | null;
}

interface CompiledQuery {
  sql: string;
  bindings?: unknown[];
  options?: Record<string, unknown>;
}

/** A statement as one connection prepared it: its name, and how many times the database refused it before. */
interface Prepared {
  name: string;
  generation: number;
}

/** Per connection: each statement's current preparation (a new one after the database refused the old). */
const preparedByConnection = new WeakMap<PgConnection, Map<string, Prepared>>();

const preparation = (sql: string, generation: number): Prepared => ({
  name: `s${createHash("sha1").update(sql).digest("hex").slice(0, 20)}${generation > 0 ? `_${generation}` : ""}`,
  generation,
});

/**
 * knex's PostgreSQL client with every parameterised statement prepared once per connection (a named statement in
 * pg's terms) instead of parsed and planned on every run: planning was a fifth of the service's time in the database
 * per payment (`npm run bench:cost`, `plan_ms_per_unit`). A statement whose result columns a migration has changed
 * since it was prepared (a process older than the schema) is prepared again under a new name; outside a transaction
 * it is run again at once, inside one the caller's transaction fails once, as on any lost connection.
 */
export class PreparingPostgresClient extends KnexPostgresClient {
  override _query(connection: PgConnection, query: CompiledQuery): Promise<unknown> {
    const run = (on: PgConnection, named: CompiledQuery) => super._query(on, named);
    const prepared = this.preparedFor(connection, query);
    if (!prepared) return run(connection, query);
    const named = (as: Prepared) => ({ ...query, options: { ...query.options, name: as.name } });
    return run(connection, named(prepared)).catch((error: { code?: string }) => {
      if (error?.code !== CACHED_PLAN_CHANGED) throw error;
      const again = preparation(query.sql, prepared.generation + 1);
      preparedByConnection.get(connection)!.set(query.sql, again);
      if (connection.getTransactionStatus() !== "I") throw error;
      return run(connection, named(again));
    });
  }

  private preparedFor(connection: PgConnection, query: CompiledQuery): Prepared | undefined {
    if (!query.bindings || query.bindings.length === 0 || query.options?.name) return undefined;
    let statements = preparedByConnection.get(connection);
    if (!statements) {
      statements = new Map();
      preparedByConnection.set(connection, statements);
    }
    let prepared = statements.get(query.sql);
    if (!prepared) {
      if (statements.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
      prepared = preparation(query.sql, 0);
      statements.set(query.sql, prepared);
    }
    return prepared;
  }
}
