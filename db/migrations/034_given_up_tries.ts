import type { Knex } from "knex";

/**
 * A checkout's try the customer gave up (no prompt came, or another number): `checkout_given_up_at`. It goes on to
 * the end its provider says, but no longer holds the checkout: the one-try-in-flight index counts only tries not
 * given up, so the customer's next try starts at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE transactions ADD COLUMN checkout_given_up_at timestamptz");
  await knex.raw("DROP INDEX transactions_one_try_in_flight");
  await knex.raw(
    "CREATE UNIQUE INDEX transactions_one_try_in_flight ON transactions (checkout_id) WHERE checkout_id IS NOT NULL AND transaction_status IN ('Pending', 'Processing') AND checkout_given_up_at IS NULL",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX transactions_one_try_in_flight");
  await knex.raw(
    "CREATE UNIQUE INDEX transactions_one_try_in_flight ON transactions (checkout_id) WHERE checkout_id IS NOT NULL AND transaction_status IN ('Pending', 'Processing')",
  );
  await knex.raw("ALTER TABLE transactions DROP COLUMN checkout_given_up_at");
}
