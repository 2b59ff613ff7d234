import type { Knex } from "knex";

/**
 * Hosted checkout (issue 29): a checkout is what a customer pays on our page (`/pay/<reference>`), each Pay one
 * transaction of the merchant carrying `checkout_id`; a payment link (`/l/<id>`) opens checkouts. At most one try of a
 * checkout is in flight (a partial unique index), and at most one counts (`transaction_reference`, set by the move to
 * `paid` in the settlement's database transaction). `notified_at`: when the checkout's notification was started.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("payment_links", (table) => {
    table.text("id").primary();
    table.uuid("merchant_id").notNullable().references("merchants.id");
    table.text("account_type").notNullable().checkIn(["sandbox", "prod"]);
    table.text("name").notNullable();
    table.text("currency").notNullable();
    table.decimal("amount", 20, 2).comment("null: the customer types it");
    table.text("description");
    table.text("callback_url").comment("null: the merchant is not notified");
    table.boolean("active").notNullable().defaultTo(true);
    table.integer("checkouts_opened").notNullable().defaultTo(0);
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["merchant_id", "id"]);
  });
  await knex.schema.createTable("checkouts", (table) => {
    table.text("reference").primary();
    table.uuid("merchant_id").notNullable().references("merchants.id");
    table.text("account_type").notNullable().checkIn(["sandbox", "prod"]);
    table.text("merchant_reference").notNullable();
    table.decimal("amount", 20, 2).notNullable();
    table.text("currency").notNullable();
    table.text("description");
    table.text("return_url");
    table.text("customer_number");
    table.text("callback_url").comment("null: the merchant is not notified (it follows its checkouts in the console)");
    table.text("checkout_status").notNullable().defaultTo("open").checkIn(["open", "paid", "expired", "cancelled"]);
    table.timestamp("expires_at", { useTz: true }).notNullable();
    table.text("transaction_reference").references("transactions.reference");
    table.text("payment_link_id").references("payment_links.id");
    table.timestamp("notified_at", { useTz: true });
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("completed_at", { useTz: true });
    table.unique(["merchant_id", "merchant_reference"]);
    table.index(["merchant_id", "reference"]);
    table.index(["payment_link_id"]);
  });
  await knex.raw("CREATE INDEX checkouts_open_by_expiry ON checkouts (expires_at) WHERE checkout_status = 'open'");
  await knex.raw(
    "CREATE INDEX checkouts_awaiting_notification ON checkouts (updated_at) WHERE notified_at IS NULL AND checkout_status IN ('paid', 'expired')",
  );
  await knex.raw("ALTER TABLE transactions ADD COLUMN checkout_id text REFERENCES checkouts(reference)");
  // A checkout's tries, and their refunds, have no address when their checkout has none (an API creation needs one).
  await knex.raw("ALTER TABLE transactions ALTER COLUMN callback_url DROP NOT NULL");
  await knex.raw("ALTER TABLE refunds ALTER COLUMN callback_url DROP NOT NULL");
  await knex.raw("CREATE INDEX transactions_checkout ON transactions (checkout_id, created_at) WHERE checkout_id IS NOT NULL");
  // The tries whose success did not count (the settlement wrote them no fee and no net: a counted one always has a
  // net), for the sweep that refunds them: a handful, however many checkouts there have been.
  await knex.raw(
    "CREATE INDEX transactions_uncounted_tries ON transactions (completed_at) WHERE checkout_id IS NOT NULL AND transaction_status = 'Success' AND fee = 0 AND net_amount = 0",
  );
  // One try in flight per checkout, whoever races: a second concurrent Pay fails its insert.
  await knex.raw(
    "CREATE UNIQUE INDEX transactions_one_try_in_flight ON transactions (checkout_id) WHERE checkout_id IS NOT NULL AND transaction_status IN ('Pending', 'Processing')",
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ["refunds", "transactions"]) {
    await knex(table).whereNull("callback_url").update({ callback_url: "" });
    await knex.raw("ALTER TABLE ?? ALTER COLUMN callback_url SET NOT NULL", [table]);
  }
  await knex.raw("ALTER TABLE transactions DROP COLUMN checkout_id");
  await knex.schema.dropTable("checkouts");
  await knex.schema.dropTable("payment_links");
}
