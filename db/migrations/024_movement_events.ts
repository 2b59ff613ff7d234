import type { Knex } from "knex";

const KINDS = [
  { resource: "transaction", table: "transactions", events: "transaction_events" },
  { resource: "payout", table: "payouts", events: "payout_events" },
  { resource: "refund", table: "refunds", events: "refund_events" },
] as const;

/**
 * One events table for every kind's state changes (a transaction, a payout, a refund; a checkout next), in place of
 * one table per kind: each row names its resource and merchant, so the events API reads one table, and carries the
 * resource's row as the change left it (`data`; numbers as text, as the API shows money). Rows moved from the old
 * tables keep their order and times; their `data` is null (the row as it was then is not known). `written_by`: the
 * transaction that wrote the event (xid8), so a reader can tell which events can no longer be joined by an earlier one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION movement_snapshot(source jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
      SELECT coalesce(jsonb_object_agg(key, CASE WHEN jsonb_typeof(value) = 'number' THEN to_jsonb(value #>> '{}') ELSE value END), '{}')
      FROM jsonb_each(source) $$`);
  await knex.schema.createTable("movement_events", (table) => {
    table.bigIncrements("id");
    table.text("resource_type").notNullable();
    table.text("reference").notNullable();
    table.uuid("merchant_id").notNullable().references("merchants.id").onDelete("CASCADE");
    table.text("from_status").comment("null for the creation of the resource");
    table.text("to_status").notNullable();
    table.jsonb("details").notNullable().defaultTo("{}").comment("the columns written with the change");
    table.jsonb("data").comment("the resource's row after the change, numbers as text");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["resource_type", "reference", "id"]);
    table.index(["merchant_id", "created_at", "id"]);
  });
  // The transaction that wrote the event: an outbox reads events in the order their transactions are known finished.
  await knex.raw("ALTER TABLE movement_events ADD COLUMN written_by xid8 NOT NULL DEFAULT pg_current_xact_id()");
  await knex.raw("CREATE INDEX movement_events_written_by_id ON movement_events (written_by, id)");
  await knex.raw(
    "ALTER TABLE movement_events ADD CONSTRAINT movement_events_resource_type_check CHECK (resource_type IN ('transaction', 'payout', 'refund', 'checkout'))",
  );
  const moved = KINDS.map(
    ({ resource, table, events }) => `
      SELECT '${resource}' AS resource_type, e.reference, r.merchant_id, e.from_status, e.to_status, e.details, e.created_at, e.id
      FROM ${events} e JOIN ${table} r ON r.reference = e.reference`,
  ).join(" UNION ALL ");
  await knex.raw(`
    INSERT INTO movement_events (resource_type, reference, merchant_id, from_status, to_status, details, created_at)
    SELECT resource_type, reference, merchant_id, from_status, to_status, details, created_at
    FROM (${moved}) old ORDER BY created_at, id`);
  for (const { events } of KINDS) await knex.schema.dropTable(events);
}

export async function down(knex: Knex): Promise<void> {
  for (const { resource, table, events } of KINDS) {
    await knex.schema.createTable(events, (columns) => {
      columns.bigIncrements("id");
      columns.text("reference").notNullable().references(`${table}.reference`).onDelete("CASCADE");
      columns.text("from_status");
      columns.text("to_status").notNullable();
      columns.jsonb("details").notNullable().defaultTo("{}");
      columns.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
      columns.index(["reference", "id"]);
    });
    await knex.raw(
      `INSERT INTO ${events} (reference, from_status, to_status, details, created_at)
       SELECT reference, from_status, to_status, details, created_at FROM movement_events WHERE resource_type = ? ORDER BY id`,
      [resource],
    );
  }
  await knex.schema.dropTable("movement_events");
  await knex.raw("DROP FUNCTION movement_snapshot(jsonb)");
}
