import type { Knex } from "knex";

/**
 * A stored provider webhook keeps the operation its protocol named (collection, disbursement, refund), so
 * its result is dispatched by what the verified webhook said rather than by the result's shape. Rows
 * stored before: a refund's result has no customer number; a payout's reference is a payout's.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "ALTER TABLE raw_callbacks ADD COLUMN operation text CHECK (operation IN ('collection', 'disbursement', 'refund'))",
  );
  await knex.raw(`
    UPDATE raw_callbacks SET operation = CASE
      WHEN result IS NOT NULL AND result -> 'customerNumber' IS NULL THEN 'refund'
      WHEN EXISTS (SELECT 1 FROM payouts p WHERE p.reference = raw_callbacks.reference) THEN 'disbursement'
      ELSE 'collection' END`);
  await knex.raw("ALTER TABLE raw_callbacks ALTER COLUMN operation SET NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE raw_callbacks DROP COLUMN operation");
}
