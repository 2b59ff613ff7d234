import type { Knex } from "knex";

/**
 * Routing that learns: every payment's outcome per provider (the success-rate window every instance
 * reads), the providers eliminated for a low rate, staff's pin and split rules, and each routing
 * decision with its reason.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("routing_outcomes", (table) => {
    table.bigIncrements("id");
    table.text("reference").notNullable();
    table.text("provider_code_name").notNullable();
    table.text("service").notNullable();
    table.text("currency").notNullable();
    table.boolean("succeeded").notNullable();
    table.timestamp("recorded_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(["reference", "provider_code_name"]);
    table.index(["service", "currency", "provider_code_name", "recorded_at"]);
  });
  await knex.schema.createTable("routing_eliminations", (table) => {
    table.text("provider_code_name").notNullable();
    table.text("service").notNullable();
    table.text("currency").notNullable();
    table.timestamp("eliminated_at", { useTz: true }).notNullable();
    table.timestamp("eliminated_until", { useTz: true }).notNullable();
    table.decimal("rate", 6, 4).notNullable();
    table.integer("samples").notNullable();
    table.primary(["provider_code_name", "service", "currency"]);
  });
  await knex.schema.createTable("routing_rules", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.uuid("merchant_id").nullable();
    table.text("service").nullable();
    table.text("kind").notNullable();
    table.jsonb("allocations").notNullable();
    table.text("note").nullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw("ALTER TABLE routing_rules ADD CONSTRAINT routing_rules_kind CHECK (kind IN ('pin', 'split'))");
  await knex.raw(
    "ALTER TABLE routing_rules ADD CONSTRAINT routing_rules_scoped CHECK (merchant_id IS NOT NULL OR service IS NOT NULL)",
  );
  await knex.raw(
    "CREATE UNIQUE INDEX routing_rules_one_per_scope ON routing_rules (coalesce(merchant_id::text, ''), coalesce(service, ''))",
  );
  await knex.schema.createTable("routing_decisions", (table) => {
    table.text("reference").primary();
    table.text("reason").notNullable();
    table.uuid("rule_id").nullable();
    table.jsonb("candidates").notNullable();
    table.specificType("route", "text[]").notNullable();
    table.timestamp("decided_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("routing_decisions");
  await knex.schema.dropTableIfExists("routing_rules");
  await knex.schema.dropTableIfExists("routing_eliminations");
  await knex.schema.dropTableIfExists("routing_outcomes");
}
