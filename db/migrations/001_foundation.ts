import type { Knex } from "knex";

const timestamps = (knex: Knex, table: Knex.CreateTableBuilder) => {
  table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("users", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.text("email").notNullable();
    table.text("password_hash").notNullable();
    table.text("first_name").notNullable().defaultTo("");
    table.text("last_name").notNullable().defaultTo("");
    table.text("phone");
    table.text("type").notNullable().defaultTo("merchant").checkIn(["merchant", "staff"]);
    table.text("account_type").notNullable().defaultTo("sandbox").checkIn(["sandbox", "prod"]);
    table.boolean("is_staff").notNullable().defaultTo(false);
    table.boolean("is_active").notNullable().defaultTo(true);
    table.boolean("profile_completed").notNullable().defaultTo(false);
    table.boolean("has_wallet").notNullable().defaultTo(false);
    table.timestamp("email_verified_at", { useTz: true });
    timestamps(knex, table);
  });
  await knex.raw("CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))");

  await knex.schema.createTable("auth_tokens", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("kind").notNullable().checkIn(["session", "api"]);
    table.text("token_key").notNullable().unique();
    table.text("token_hash").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.raw("now()"));
    table.timestamp("expires_at", { useTz: true }).notNullable();
    table.timestamp("last_used_at", { useTz: true });
    table.timestamp("revoked_at", { useTz: true });
    table.index(["user_id", "kind"]);
  });

  await knex.schema.createTable("one_time_codes", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("purpose").notNullable().checkIn(["verify_email", "password_reset"]);
    table.text("code_hash").notNullable();
    table.integer("failed_attempts").notNullable().defaultTo(0);
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.raw("now()"));
    table.timestamp("expires_at", { useTz: true }).notNullable();
    table.timestamp("consumed_at", { useTz: true });
    table.index(["user_id", "purpose", "created_at"]);
  });

  await knex.schema.createTable("currencies", (table) => {
    table.text("code").primary();
    table.text("name").notNullable();
    table.smallint("decimals").notNullable();
  });
  await knex("currencies").insert([
    { code: "CDF", name: "Congolese franc", decimals: 2 },
    { code: "USD", name: "US dollar", decimals: 2 },
  ]);

  await knex.schema.createTable("services", (table) => {
    table.text("symbol").primary();
    table.text("name").notNullable();
  });
  await knex("services").insert([
    { symbol: "MPESA", name: "Vodacom M-Pesa" },
    { symbol: "ORANGE", name: "Orange Money" },
    { symbol: "AIRTEL", name: "Airtel Money" },
    { symbol: "AFRICELL", name: "Africell Money" },
  ]);

  await knex.schema.createTable("merchants", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.uuid("user_id").notNullable().unique().references("users.id").onDelete("RESTRICT");
    table.text("name").notNullable();
    table.text("email").notNullable();
    table.text("phone").notNullable();
    table.specificType("country", "char(2)").notNullable();
    timestamps(knex, table);
  });

  await knex.schema.createTable("merchant_callback_secrets", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.uuid("merchant_id").notNullable().references("merchants.id").onDelete("CASCADE");
    table.text("secret").notNullable().comment("base64 of the signing key bytes");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.raw("now()"));
    table.timestamp("expires_at", { useTz: true }).comment("set when rotated out; signing stops after it");
    table.index(["merchant_id"]);
  });

  await knex.schema.createTable("wallets", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.uuid("merchant_id").notNullable().references("merchants.id").onDelete("CASCADE");
    table.text("currency").notNullable().references("currencies.code");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.raw("now()"));
    table.unique(["merchant_id", "currency"]);
  });

  await knex.schema.createTable("service_accounts", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.uuid("merchant_id").notNullable().references("merchants.id").onDelete("CASCADE");
    table.text("service").notNullable().references("services.symbol");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.raw("now()"));
    table.unique(["merchant_id", "service"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    "service_accounts",
    "wallets",
    "merchant_callback_secrets",
    "merchants",
    "services",
    "currencies",
    "one_time_codes",
    "auth_tokens",
    "users",
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
