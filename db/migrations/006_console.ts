import type { Knex } from "knex";

/** What the operations console reads: each transaction's state history and every staff action. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("transaction_events", (table) => {
    table.bigIncrements("id");
    table.text("reference").notNullable().references("transactions.reference").onDelete("CASCADE");
    table.text("from_status").comment("null for the creation of the transaction");
    table.text("to_status").notNullable();
    table.jsonb("details").notNullable().defaultTo("{}").comment("the columns written with the change");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["reference", "id"]);
  });

  await knex.schema.createTable("staff_audit_log", (table) => {
    table.bigIncrements("id");
    table.uuid("actor_id").notNullable().references("users.id");
    table.text("action").notNullable();
    table.text("target_type").notNullable();
    table.text("target_id").notNullable();
    table.jsonb("before");
    table.jsonb("after");
    table.text("reason");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["target_type", "target_id"]);
    table.index(["actor_id"]);
  });

  await knex.schema.alterTable("providers", (table) => {
    table
      .text("managed_by")
      .notNullable()
      .defaultTo("file")
      .checkIn(["file", "staff"])
      .comment("staff: priority and enabled were set in the console and survive a restart");
  });

  // The console searches across merchants by these; the merchant's own list has its own index.
  await knex.schema.alterTable("transactions", (table) => {
    table.index(["created_at", "reference"]);
    table.index(["customer_number"]);
    table.index(["merchant_reference"]);
  });
  await knex.raw("CREATE INDEX provider_attempts_created_at ON provider_attempts (created_at)");
  await knex.raw("CREATE INDEX raw_callbacks_processing_status_seq ON raw_callbacks (processing_status, seq)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS raw_callbacks_processing_status_seq");
  await knex.raw("DROP INDEX IF EXISTS provider_attempts_created_at");
  await knex.schema.alterTable("transactions", (table) => {
    table.dropIndex(["created_at", "reference"]);
    table.dropIndex(["customer_number"]);
    table.dropIndex(["merchant_reference"]);
  });
  await knex.schema.alterTable("providers", (table) => table.dropColumn("managed_by"));
  await knex.schema.dropTableIfExists("staff_audit_log");
  await knex.schema.dropTableIfExists("transaction_events");
}
