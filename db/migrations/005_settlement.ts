import type { Knex } from "knex";

export const RAW_CALLBACK_STATUSES = [
  "received",
  "applied",
  "duplicate",
  "contrary_after_terminal",
  "mismatch",
  "unknown_reference",
  "informational",
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("raw_callbacks", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.bigIncrements("seq", { primaryKey: false }).comment("arrival order, for newest-first pagination");
    table.text("provider_code_name").notNullable();
    table.text("event_id").notNullable();
    table.text("reference").notNullable();
    table.text("raw_body").notNullable();
    table.jsonb("headers").notNullable();
    table.jsonb("payload").notNullable();
    table.jsonb("result").comment("the final result it reports, null for informational events");
    table.text("source_address");
    table.timestamp("received_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table
      .text("processing_status")
      .notNullable()
      .defaultTo("received")
      .checkIn([...RAW_CALLBACK_STATUSES]);
    table.text("processing_note");
    table.timestamp("signalled_at", { useTz: true });
    table.integer("signal_attempts").notNullable().defaultTo(0);
    table.timestamp("next_signal_at", { useTz: true });
    table.timestamp("processed_at", { useTz: true });
    table.unique(["provider_code_name", "event_id"]);
    table.index(["seq"]);
    table.index(["reference"]);
  });
  await knex.raw(
    "CREATE INDEX raw_callbacks_unsignalled ON raw_callbacks (received_at) WHERE signalled_at IS NULL AND processing_status = 'received'",
  );

  await knex.schema.createTable("webhook_verification_failures", (table) => {
    table.bigIncrements("id");
    table.text("provider_code_name").notNullable();
    table.text("source_address");
    table.text("reason").notNullable();
    table.text("body_sha256").notNullable();
    table.integer("body_size").notNullable();
    table.timestamp("received_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["received_at"]);
  });

  await knex.schema.createTable("ledger_entries", (table) => {
    table.bigIncrements("id");
    table.text("reference").notNullable().references("transactions.reference");
    table.text("account").notNullable().checkIn(["provider_clearing", "merchant_wallet", "platform_fees"]);
    table.uuid("wallet_id").references("wallets.id");
    table.text("currency").notNullable().references("currencies.code");
    table.decimal("amount", 20, 2).notNullable().comment("signed: the entries of one transaction sum to zero");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(["reference", "account"]);
    table.index(["wallet_id"]);
  });

  await knex.schema.createTable("callback_deliveries", (table) => {
    table.bigIncrements("id");
    table.text("reference").notNullable().references("transactions.reference");
    table.text("webhook_id").notNullable();
    table.text("trigger").notNullable().checkIn(["final_state", "resend"]);
    table.integer("attempt").notNullable();
    table.integer("status_code");
    table.integer("latency_ms").notNullable();
    table.text("error");
    table.timestamp("attempted_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["reference", "attempted_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ["callback_deliveries", "ledger_entries", "webhook_verification_failures", "raw_callbacks"]) {
    await knex.schema.dropTableIfExists(table);
  }
}
