import type { Knex } from "knex";

/**
 * `workflow_started_at` is set by the payment's workflow itself when it first reads its row, so a
 * Pending row without it has not reached a workflow yet: the worker's sweep starts one (or fails it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("transactions", (table) => {
    table.timestamp("workflow_started_at", { useTz: true });
  });
  await knex.raw(
    "CREATE INDEX transactions_awaiting_workflow ON transactions (created_at) WHERE transaction_status = 'Pending' AND workflow_started_at IS NULL",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS transactions_awaiting_workflow");
  await knex.schema.alterTable("transactions", (table) => {
    table.dropColumn("workflow_started_at");
  });
}
