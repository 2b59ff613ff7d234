import type { Knex } from "knex";

/** State of the built-in sandbox provider, which plays protocol B's provider side inside the service. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("builtin_secrets", (table) => {
    table.text("name").primary();
    table.text("value").notNullable();
  });
  await knex.schema.createTable("sandbox_payments", (table) => {
    table.text("payment_id").primary();
    table.text("external_id").notNullable().unique();
    table.bigInteger("amount").notNullable();
    table.text("currency").notNullable();
    table.text("phone").notNullable();
    table.text("operator").notNullable();
    table.text("callback_url").notNullable();
    table.text("outcome").notNullable().checkIn(["succeeded", "failed", "never"]);
    table.text("failure_code");
    table.timestamp("due_at", { useTz: true }).notNullable();
    table.timestamp("webhook_sent_at", { useTz: true });
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("sandbox_payments");
  await knex.schema.dropTableIfExists("builtin_secrets");
}
