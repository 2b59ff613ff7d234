import type { Knex } from "knex";

/**
 * Webhook endpoints (several per merchant, each with its event types and its own sealed secrets) and the outbox
 * that feeds them from `movement_events`: `event_fanout_watermark` is the last event fanned out, in the order
 * (written_by, id), moved in the database transaction that writes the events' `endpoint_deliveries` (so each is
 * fanned out exactly once); each delivery keeps its attempts with the endpoint's answer.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("webhook_endpoints", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.uuid("merchant_id").notNullable().references("merchants.id").onDelete("CASCADE");
    table.text("url").notNullable();
    table.text("description");
    table.specificType("event_types", "text[]").notNullable().comment("event types, or {*} for every one");
    table.boolean("enabled").notNullable().defaultTo(true);
    table.text("disabled_reason");
    table.timestamp("failing_since", { useTz: true }).comment("first failed attempt since the last 2xx; null while healthy");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["merchant_id", "created_at"]);
  });
  await knex.schema.createTable("webhook_endpoint_secrets", (table) => {
    table.bigIncrements("id");
    table.uuid("endpoint_id").notNullable().references("webhook_endpoints.id").onDelete("CASCADE");
    table.text("secret").notNullable().comment("sealed base64 of the signing key bytes");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("expires_at", { useTz: true }).comment("set when rotated out; signing stops after it");
    table.index(["endpoint_id"]);
  });
  await knex.schema.createTable("endpoint_deliveries", (table) => {
    table.bigIncrements("id");
    table.bigInteger("event_id").notNullable().references("movement_events.id").onDelete("CASCADE");
    table.uuid("endpoint_id").notNullable().references("webhook_endpoints.id").onDelete("CASCADE");
    table.text("status").notNullable().defaultTo("pending").checkIn(["pending", "delivered", "failed"]);
    table.integer("attempts").notNullable().defaultTo(0);
    table.timestamp("next_attempt_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table
      .timestamp("round_started_at", { useTz: true })
      .notNullable()
      .defaultTo(knex.fn.now())
      .comment("retries end 26 h after it");
    table.timestamp("delivered_at", { useTz: true }).comment("the first 2xx; kept through redeliveries");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(["event_id", "endpoint_id"]);
    table.index(["endpoint_id", "event_id"]);
  });
  await knex.raw("CREATE INDEX endpoint_deliveries_due ON endpoint_deliveries (next_attempt_at) WHERE status = 'pending'");
  await knex.schema.createTable("endpoint_delivery_attempts", (table) => {
    table.bigIncrements("id");
    table.bigInteger("delivery_id").notNullable().references("endpoint_deliveries.id").onDelete("CASCADE");
    table.text("endpoint_url").notNullable().comment("the URL as it was when attempted");
    table.integer("attempt").notNullable();
    table.integer("status_code");
    table.integer("latency_ms").notNullable();
    table.text("response_excerpt").comment("the first kilobyte of the answer");
    table.text("error");
    table.timestamp("attempted_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["delivery_id", "id"]);
  });
  await knex.schema.createTable("event_fanout_watermark", (table) => {
    table.boolean("singleton").primary().defaultTo(true).checkIn(["true"]);
    table.specificType("written_by", "xid8").notNullable();
    table.bigInteger("event_id").notNullable().comment("every event up to (written_by, event_id) has been fanned out");
  });
  // Events older than the endpoints themselves are not fanned out.
  await knex.raw(`
    INSERT INTO event_fanout_watermark (written_by, event_id)
    SELECT coalesce(max(written_by), '0'::xid8), coalesce(max(id), 0) FROM movement_events`);
  await knex.raw(
    "CREATE INDEX callback_deliveries_webhook_id ON callback_deliveries (webhook_id) WHERE status_code BETWEEN 200 AND 299",
  );
  // The events API pages a merchant's events by id, newest first.
  await knex.raw("CREATE INDEX movement_events_merchant_id_id ON movement_events (merchant_id, id)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX movement_events_merchant_id_id");
  await knex.raw("DROP INDEX callback_deliveries_webhook_id");
  for (const table of [
    "event_fanout_watermark",
    "endpoint_delivery_attempts",
    "endpoint_deliveries",
    "webhook_endpoint_secrets",
    "webhook_endpoints",
  ])
    await knex.schema.dropTable(table);
}
