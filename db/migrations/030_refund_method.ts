import type { Knex } from "knex";

/**
 * How each refund reaches the payer: `reversal` (the network's own refund of the collection) or `disbursement` (the
 * amount paid to the payer's number through the same provider, where the network has no reversal for the case:
 * Airtel's partial refunds). Every refund before this one was a reversal.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "ALTER TABLE refunds ADD COLUMN method text NOT NULL DEFAULT 'reversal' CHECK (method IN ('reversal', 'disbursement'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE refunds DROP COLUMN method");
}
