import type { Knex } from "knex";

/**
 * The one state-machine store convention of every kind of money movement (and of a checkout): a kind's row lives in
 * its own table, and every change of its state, creation included, is one `movement_events` row written by the same
 * statement as the change, carrying the row as the change left it. Nothing else writes `movement_events`.
 */

type Executor = Knex | Knex.Transaction;

/** Where a kind keeps its rows: the table, its key is `reference`, its state column, and its `merchant_id`. */
export interface MovementTable {
  /** Its `movement_events.resource_type`: the name its resource declares (domain/events/resources.ts lists them). */
  resource: string;
  table: string;
  statusColumn: string;
}

/** One row of `movement_events`: a state change, or the creation (from null). */
export interface MovementEventRow<Status extends string = string, Resource extends string = string> {
  id: string;
  resource_type: Resource;
  reference: string;
  merchant_id: string;
  from_status: Status | null;
  to_status: Status;
  /** The columns written with the change (provider, failure reason, fee). */
  details: Record<string, unknown>;
  /** The resource's row as the change left it (numbers as text); null for changes older than this table. */
  data: Record<string, unknown> | null;
  created_at: Date;
}

/** The `movement_events` rows of the rows of the CTE `source`, each moved from its `from` column (or null). */
function insertEvents(db: Executor, table: MovementTable, source: string, from: string | null, details: Record<string, unknown>) {
  const columns = ["resource_type", "reference", "merchant_id", "from_status", "to_status", "details", "data"];
  const fromColumn = from === null ? db.raw("null") : db.ref(`${source}.${from}`);
  const snapshot = from === null ? `to_jsonb(${source}.*)` : `to_jsonb(${source}.*) - '${from}'`;
  return db
    .into(db.raw(`movement_events (${columns.map(() => "??").join(", ")})`, columns))
    .insert(
      db
        .select(
          db.raw("?", [table.resource]),
          `${source}.reference`,
          `${source}.merchant_id`,
          fromColumn,
          db.ref(`${source}.${table.statusColumn}`),
          db.raw("?::jsonb", [JSON.stringify(details)]),
          db.raw(`movement_snapshot(${snapshot})`),
        )
        .from(source),
    );
}

/** Locks a row of `table` for the rest of the caller's database transaction; undefined when there is none. */
export async function lockMovement<Row>(
  trx: Knex.Transaction,
  table: MovementTable,
  reference: string,
): Promise<Row | undefined> {
  return trx(table.table).where({ reference }).forUpdate().first();
}

/** Inserts a new row of `table` and its creation event, in one statement; answers the row as written. */
export async function insertWithEvent<Row>(db: Executor, table: MovementTable, row: Record<string, unknown>): Promise<Row> {
  const [inserted] = await db
    .with("inserted", db(table.table).insert(row).returning("*"))
    .with("event", insertEvents(db, table, "inserted", null, {}))
    .select("*")
    .from("inserted");
  return inserted as Row;
}

/**
 * Writes `assignments` and the state `to` if the row's state is one of `from`, with its event, in one statement (one
 * round trip, atomic without a database transaction); answers the row as written with the state it replaced, or
 * undefined when the guard refused. The locking read gives the state this UPDATE actually replaced, even when it
 * waited on a racer.
 */
export async function moveIfStatusIn<Row, Status extends string>(
  db: Executor,
  table: MovementTable,
  reference: string,
  from: readonly Status[],
  to: Status,
  assignments: Record<string, unknown>,
  details: Record<string, unknown>,
): Promise<{ row: Row; previous: Status } | undefined> {
  const status = table.statusColumn;
  const previous = db(table.table).select("reference", status).where({ reference }).forUpdate();
  const updated = db(table.table)
    .update({ ...assignments, [status]: to })
    .updateFrom("previous")
    .where(`${table.table}.reference`, db.ref("previous.reference"))
    .whereIn(`previous.${status}`, [...from])
    .returning([`${table.table}.*`, `previous.${status} as previous_status`]);
  const [written] = await db
    .with("previous", previous)
    .with("updated", updated)
    .with("event", insertEvents(db, table, "updated", "previous_status", details))
    .select("*")
    .from("updated");
  if (!written) return undefined;
  const { previous_status, ...row } = written;
  return { row: row as Row, previous: previous_status as Status };
}

/** A resource's events, oldest first. */
export async function eventsOf<Status extends string>(
  db: Executor,
  resource: string,
  reference: string,
): Promise<MovementEventRow<Status>[]> {
  return db<MovementEventRow<Status>>("movement_events").where({ resource_type: resource, reference }).orderBy("id", "asc");
}
