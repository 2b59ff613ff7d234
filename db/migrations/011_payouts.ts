import type { Knex } from "knex";

export const PAYOUT_STATUSES = ["Pending", "Processing", "Success", "Failed"] as const;

/**
 * Payouts, and the ledger made to carry more than payments: an entry is (reference, kind), its lines
 * one per account, summing to zero. A merchant's wallet has two accounts: `merchant_wallet` (what is
 * available) and `merchant_pending` (held for money out in flight). The tables that named only
 * transactions (ledger, provider calls, merchant notifications) now take a payout's reference too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("payouts", (table) => {
    table.text("reference").primary();
    table.uuid("merchant_id").notNullable().references("merchants.id");
    table.text("merchant_reference").notNullable();
    table.text("account_type").notNullable().checkIn(["sandbox", "prod"]);
    table.decimal("amount", 20, 2).notNullable();
    table.decimal("fee", 20, 2).notNullable();
    table.text("currency").notNullable().references("currencies.code");
    table.text("service").notNullable().references("services.symbol");
    table.text("recipient_number").notNullable();
    table.text("callback_url").notNullable();
    table.text("requested_provider");
    table.text("provider_code_name");
    table.text("provider_reference");
    table
      .text("payout_status")
      .notNullable()
      .defaultTo("Pending")
      .checkIn([...PAYOUT_STATUSES]);
    table.text("failure_reason");
    table.timestamp("workflow_started_at", { useTz: true }).comment("first read by its workflow (see the orphan sweep)");
    table.timestamp("queued_since", { useTz: true }).comment("set while the payout waits for a provider to recover");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("completed_at", { useTz: true });
    table.unique(["merchant_id", "merchant_reference"]);
    table.index(["merchant_id", "created_at", "reference"]);
    table.index(["created_at", "reference"]);
  });
  await knex.raw(
    "CREATE INDEX payouts_awaiting_workflow ON payouts (created_at) WHERE payout_status = 'Pending' AND workflow_started_at IS NULL",
  );
  await knex.raw("CREATE INDEX payouts_queued ON payouts (queued_since) WHERE queued_since IS NOT NULL");

  await knex.schema.createTable("payout_events", (table) => {
    table.bigIncrements("id");
    table.text("reference").notNullable().references("payouts.reference");
    table.text("from_status").comment("null for the creation of the payout");
    table.text("to_status").notNullable();
    table.jsonb("details").notNullable().defaultTo("{}");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["reference", "id"]);
  });

  await knex.schema.alterTable("ledger_entries", (table) => {
    table.dropForeign(["reference"]);
    table.dropUnique(["reference", "account"]);
    table.text("kind").notNullable().defaultTo("payment");
    table.unique(["reference", "kind", "account"]);
  });
  await knex.raw("ALTER TABLE ledger_entries DROP CONSTRAINT IF EXISTS ledger_entries_account_check");
  await knex.raw(
    "ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN ('provider_clearing', 'merchant_wallet', 'merchant_pending', 'platform_fees'))",
  );
  await knex.raw(
    "ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('payment', 'payout_hold', 'payout_release', 'payout', 'payout_fee'))",
  );
  await knex.raw("CREATE INDEX ledger_entries_wallet_id_id ON ledger_entries (wallet_id, id)");

  await knex.schema.alterTable("provider_attempts", (table) => table.dropForeign(["reference"]));
  await knex.raw("ALTER TABLE provider_attempts DROP CONSTRAINT IF EXISTS provider_attempts_operation_check");
  await knex.raw(
    "ALTER TABLE provider_attempts ADD CONSTRAINT provider_attempts_operation_check CHECK (operation IN ('initiate', 'query', 'disburse', 'disbursement_query'))",
  );
  await knex.schema.alterTable("callback_deliveries", (table) => table.dropForeign(["reference"]));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS ledger_entries_wallet_id_id");
  await knex.raw("DELETE FROM ledger_entries WHERE kind <> 'payment'");
  await knex.raw("ALTER TABLE ledger_entries DROP CONSTRAINT IF EXISTS ledger_entries_kind_check");
  await knex.schema.alterTable("ledger_entries", (table) => {
    table.dropUnique(["reference", "kind", "account"]);
    table.dropColumn("kind");
    table.unique(["reference", "account"]);
  });
  await knex.schema.dropTableIfExists("payout_events");
  await knex.schema.dropTableIfExists("payouts");
}
