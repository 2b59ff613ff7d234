import type { Knex } from "knex";

/**
 * Who a payout was meant for: the name the merchant expected (`expected_recipient_name`), and whether the network
 * told the number's holder and it matched (`recipient_name_checked`; false when no name was asked or none could be told).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE payouts ADD COLUMN expected_recipient_name text");
  await knex.raw("ALTER TABLE payouts ADD COLUMN recipient_name_checked boolean NOT NULL DEFAULT false");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE payouts DROP COLUMN recipient_name_checked");
  await knex.raw("ALTER TABLE payouts DROP COLUMN expected_recipient_name");
}
