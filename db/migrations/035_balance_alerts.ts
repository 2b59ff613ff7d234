import type { Knex } from "knex";

/**
 * A merchant's balance alert per wallet: below `threshold` of available money its owner is mailed once
 * (`alerted`), re-armed when the available money is back at or above it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE balance_alerts (
      wallet_id uuid PRIMARY KEY REFERENCES wallets (id) ON DELETE CASCADE,
      threshold numeric(20,2) NOT NULL CHECK (threshold >= 0),
      alerted boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE balance_alerts");
}
