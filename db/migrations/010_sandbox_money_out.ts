import type { Knex } from "knex";

/** The built-in sandbox's payouts and refunds (providers.md A.4 to B.6), beside its payments. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("sandbox_money_out", (table) => {
    table.text("operation").notNullable().checkIn(["disbursement", "refund"]);
    table.text("external_id").notNullable();
    table.text("provider_id").notNullable().unique();
    table.text("collection_external_id");
    table.text("collection_provider_id");
    table.bigInteger("amount").notNullable();
    table.text("currency").notNullable();
    table.text("phone").notNullable();
    table.text("operator").notNullable();
    table.text("callback_url").notNullable();
    table.text("outcome").notNullable().checkIn(["succeeded", "failed", "never"]);
    table.timestamp("due_at", { useTz: true }).notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(["operation", "external_id"]);
    table.index(["collection_external_id"]);
    table.index(["due_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("sandbox_money_out");
}
