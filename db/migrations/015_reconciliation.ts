import type { Knex } from "knex";

export const RECONCILIATION_EXCEPTION_KINDS = [
  "missing_here",
  "missing_at_provider",
  "status_differs",
  "amount_differs",
  "reference_differs",
  "late_success",
] as const;

/**
 * Reconciliation against the providers' statements: one run per provider and UTC day (rerun in place),
 * and its exceptions, unique per provider, day, reference and kind, so a rerun records nothing twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("reconciliation_runs", (table) => {
    table.text("provider_code_name").notNullable();
    table.date("day").notNullable();
    table.text("status").notNullable().checkIn(["provisional", "final"]).comment("final once the provider's day has closed");
    table.integer("lines").notNullable();
    table.integer("matched").notNullable();
    table.integer("exceptions").notNullable();
    table.timestamp("reconciled_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(["provider_code_name", "day"]);
  });
  await knex.schema.createTable("reconciliation_exceptions", (table) => {
    table.bigIncrements("id");
    table.text("provider_code_name").notNullable();
    table.date("day").notNullable();
    table.text("operation").notNullable().checkIn(["collection", "disbursement", "refund"]);
    table.text("reference").notNullable();
    table
      .text("kind")
      .notNullable()
      .checkIn([...RECONCILIATION_EXCEPTION_KINDS]);
    table.jsonb("ours").comment("our record's differing fields; null when we have none");
    table.jsonb("theirs").comment("the statement line's differing fields; null when it has none");
    table.text("resolution").notNullable().defaultTo("open").checkIn(["open", "explained", "refunded", "held"]);
    table.text("note");
    table.text("refund_reference");
    table.uuid("resolved_by").references("users.id");
    table.timestamp("resolved_at", { useTz: true });
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(["provider_code_name", "day", "reference", "kind"]);
    table.index(["resolution", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("reconciliation_exceptions");
  await knex.schema.dropTableIfExists("reconciliation_runs");
}
