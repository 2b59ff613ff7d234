import type { Knex } from "knex";

/** The statuses as this migration created them; a later change of the domain needs a migration of its own. */
const MOVEMENT_STATUSES = ["Pending", "Processing", "Success", "Failed"] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("providers", (table) => {
    table.text("code_name").primary();
    table.text("name").notNullable();
    table.text("protocol").notNullable().checkIn(["sealed", "signed"]);
    table.integer("priority").notNullable();
    table.boolean("enabled").notNullable().defaultTo(true);
    table.specificType("services", "text[]").notNullable();
    table.specificType("currencies", "text[]").notNullable();
    table.boolean("builtin").notNullable().defaultTo(false).comment("the in-process sandbox provider");
    table.integer("consecutive_failures").notNullable().defaultTo(0);
    table.timestamp("demoted_until", { useTz: true });
    table.timestamp("last_failure_at", { useTz: true });
    table.timestamp("last_success_at", { useTz: true });
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.raw("now()"));
  });

  await knex.schema.createTable("transactions", (table) => {
    table.text("reference").primary();
    table.uuid("merchant_id").notNullable().references("merchants.id");
    table.text("merchant_reference").notNullable();
    table.decimal("amount", 20, 2).notNullable();
    table.decimal("fee", 20, 2);
    table.decimal("net_amount", 20, 2);
    table.text("currency").notNullable().references("currencies.code");
    table.text("service").notNullable().references("services.symbol");
    table.text("customer_number").notNullable();
    table.text("callback_url").notNullable();
    table.text("requested_provider").comment("provider_code_name as the merchant asked, if any");
    table.text("provider_code_name").references("providers.code_name");
    table.text("provider_reference");
    table
      .text("transaction_status")
      .notNullable()
      .defaultTo("Pending")
      .checkIn([...MOVEMENT_STATUSES]);
    table.text("failure_reason");
    table.text("account_type").notNullable().checkIn(["sandbox", "prod"]);
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.raw("now()"));
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.raw("now()"));
    table.timestamp("completed_at", { useTz: true });
    table.unique(["merchant_id", "merchant_reference"]);
    table.index(["merchant_id", "created_at", "reference"]);
    table.index(["transaction_status"]);
  });
  await knex.raw("ALTER TABLE transactions ADD CONSTRAINT transactions_amount_positive CHECK (amount >= 0.01)");

  await knex.schema.createTable("provider_attempts", (table) => {
    table.bigIncrements("id");
    table.text("reference").notNullable().references("transactions.reference").onDelete("CASCADE");
    table.text("provider_code_name").notNullable();
    table.text("operation").notNullable().checkIn(["initiate", "query"]);
    table.text("outcome").notNullable();
    table.integer("http_status");
    table.jsonb("request");
    table.jsonb("response");
    table.text("error");
    table.integer("latency_ms").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.raw("now()"));
    table.index(["reference", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("provider_attempts");
  await knex.schema.dropTableIfExists("transactions");
  await knex.schema.dropTableIfExists("providers");
}
