import type { Knex } from "knex";

const KINDS_WITH_REFUNDS = [
  "payment",
  "payout_hold",
  "payout_release",
  "payout",
  "payout_fee",
  "refund_hold",
  "refund_release",
  "refund",
  "refund_fee",
  "late_success",
  "late_success_refund",
];

const inList = (values: string[]) => values.map((value) => `'${value}'`).join(", ");

/**
 * Refunds of successful transactions, sent to the provider that took the payment. A merchant's refund
 * holds its money in the wallet like a payout; a late success's refund (source `late_success`) is paid
 * from what the provider settled, kept in `late_success_suspense`, never from the merchant's wallet.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("refunds", (table) => {
    table.text("reference").primary();
    table.text("transaction_reference").notNullable().references("transactions.reference");
    table.uuid("merchant_id").notNullable().references("merchants.id");
    table.text("merchant_reference").notNullable();
    table.text("source").notNullable().defaultTo("merchant").checkIn(["merchant", "late_success"]);
    table.text("account_type").notNullable().checkIn(["sandbox", "prod"]);
    table.decimal("amount", 20, 2).notNullable();
    table.decimal("fee", 20, 2).notNullable().defaultTo(0);
    table.text("currency").notNullable().references("currencies.code");
    table.text("callback_url").notNullable();
    table.text("provider_code_name").notNullable();
    table.text("provider_reference");
    table.text("refund_status").notNullable().defaultTo("Pending").checkIn(["Pending", "Processing", "Success", "Failed"]);
    table.text("failure_reason");
    table.timestamp("workflow_started_at", { useTz: true });
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("completed_at", { useTz: true });
    table.unique(["merchant_id", "merchant_reference"]);
    table.index(["transaction_reference"]);
    table.index(["merchant_id", "created_at", "reference"]);
    table.index(["created_at", "reference"]);
  });
  await knex.raw(
    "CREATE INDEX refunds_awaiting_workflow ON refunds (created_at) WHERE refund_status = 'Pending' AND workflow_started_at IS NULL",
  );
  await knex.schema.createTable("refund_events", (table) => {
    table.bigIncrements("id");
    table.text("reference").notNullable().references("refunds.reference");
    table.text("from_status");
    table.text("to_status").notNullable();
    table.jsonb("details").notNullable().defaultTo("{}");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["reference", "id"]);
  });
  await knex.raw("ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check");
  await knex.raw(
    `ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (${inList(KINDS_WITH_REFUNDS)}))`,
  );
  await knex.raw("ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check");
  await knex.raw(
    "ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN ('provider_clearing', 'merchant_wallet', 'merchant_pending', 'platform_fees', 'late_success_suspense'))",
  );
  await knex.raw("ALTER TABLE provider_attempts DROP CONSTRAINT provider_attempts_operation_check");
  await knex.raw(
    "ALTER TABLE provider_attempts ADD CONSTRAINT provider_attempts_operation_check CHECK (operation IN ('initiate', 'query', 'disburse', 'disbursement_query', 'refund', 'refund_query'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("refund_events");
  await knex.schema.dropTableIfExists("refunds");
}
