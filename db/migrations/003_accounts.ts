import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (table) => {
    table.text("signup_key_hash").comment("sha256 of the temp_key answered at sign-up");
  });
  // Counters of rate-limiter-flexible's PostgreSQL store, shared by every API instance.
  await knex.schema.createTable("rate_limits", (table) => {
    table.string("key", 255).primary();
    table.integer("points").notNullable().defaultTo(0);
    table.bigInteger("expire");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("rate_limits");
  await knex.schema.alterTable("users", (table) => table.dropColumn("signup_key_hash"));
}
