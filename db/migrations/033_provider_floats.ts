import type { Knex } from "knex";

/**
 * Each provider's float per currency, as its protocol last told it (`balance`, `checked_at`), the floor staff set under
 * which they are mailed, and whether that mail went out for the current dip (`below_floor_alerted`, re-armed above it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE provider_floats (
      provider_code_name text NOT NULL,
      currency text NOT NULL,
      balance numeric(20,2),
      checked_at timestamptz,
      floor numeric(20,2) CHECK (floor >= 0),
      below_floor_alerted boolean NOT NULL DEFAULT false,
      PRIMARY KEY (provider_code_name, currency)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE provider_floats");
}
