import type { Knex } from "knex";

/**
 * Some connections take fewer decimals than the currency has (pawaPay's `VODACOM_MPESA_COD` takes whole francs):
 * per provider, `{"<SERVICE>:<CURRENCY>": decimals}` where the protocol says fewer; absent, the currency's own two.
 * Routing leaves such a provider out for an amount with more decimals.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE providers ADD COLUMN amount_decimals jsonb NOT NULL DEFAULT '{}'::jsonb");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE providers DROP COLUMN amount_decimals");
}
