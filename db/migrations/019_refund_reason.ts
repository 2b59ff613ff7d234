import type { Knex } from "knex";

/** Why a refund was asked: the merchant's words, or the service's for a late success. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE refunds ADD COLUMN reason text NULL CHECK (char_length(reason) <= 500)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE refunds DROP COLUMN reason");
}
