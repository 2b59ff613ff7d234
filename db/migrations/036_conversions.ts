import type { Knex } from "knex";

const KINDS = [
  "payment",
  "payout_hold",
  "payout_release",
  "payout",
  "payout_fee",
  "refund_hold",
  "refund_release",
  "refund",
  "refund_fee",
  "late_success",
  "late_success_refund",
];
const ACCOUNTS = ["provider_clearing", "merchant_wallet", "merchant_pending", "platform_fees", "late_success_suspense"];
const SCOPES = ["read", "collections", "payouts", "refunds"];
const RESOURCES = ["transaction", "payout", "refund", "checkout"];

const inList = (values: string[]) => values.map((value) => `'${value}'`).join(", ");

async function checks(knex: Knex, kinds: string[], accounts: string[], scopes: string[], resources: string[]) {
  await knex.raw("ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check");
  await knex.raw(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (${inList(kinds)}))`);
  await knex.raw("ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check");
  await knex.raw(
    `ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN (${inList(accounts)}))`,
  );
  await knex.raw("ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_scopes_check");
  await knex.raw(
    `ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_scopes_check CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY[${inList(scopes)}]::text[])`,
  );
  await knex.raw("ALTER TABLE movement_events DROP CONSTRAINT movement_events_resource_type_check");
  await knex.raw(
    `ALTER TABLE movement_events ADD CONSTRAINT movement_events_resource_type_check CHECK (resource_type IN (${inList(resources)}))`,
  );
}

/**
 * Conversions between a merchant's wallets in two currencies. A ledger entry may now have lines in several
 * currencies (a conversion's: the two wallets, and the platform's `fx_position` in each currency), so a line is
 * unique per (reference, kind, account, currency). Staff set each pair's mid rate and spread (`fx_rates`, every
 * setting kept: the latest of a pair is its rate); a merchant's quote (`fx_quotes`) holds 60 s and is used by at
 * most one conversion (`used_by`, and `conversions.quote_id` unique).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_reference_kind_account_unique");
  await knex.raw(
    "ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_reference_kind_account_currency_unique UNIQUE (reference, kind, account, currency)",
  );
  await checks(
    knex,
    [...KINDS, "conversion"],
    [...ACCOUNTS, "fx_position"],
    [...SCOPES, "conversions"],
    [...RESOURCES, "conversion"],
  );

  await knex.raw(`
    CREATE TABLE fx_rates (
      id bigserial PRIMARY KEY,
      pair text NOT NULL CHECK (pair ~ '^[A-Z]{3}/[A-Z]{3}$'),
      mid numeric(30,10) NOT NULL CHECK (mid > 0),
      spread_bps integer NOT NULL CHECK (spread_bps >= 0 AND spread_bps < 10000),
      set_by uuid REFERENCES users (id),
      set_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw("CREATE INDEX fx_rates_pair_set_at ON fx_rates (pair, set_at DESC, id DESC)");

  await knex.raw(`
    CREATE TABLE fx_quotes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      merchant_id uuid NOT NULL REFERENCES merchants (id),
      account_type text NOT NULL,
      from_currency text NOT NULL REFERENCES currencies (code),
      to_currency text NOT NULL REFERENCES currencies (code),
      amount numeric(20,2) NOT NULL CHECK (amount > 0),
      receive_amount numeric(20,2) NOT NULL CHECK (receive_amount > 0),
      rate text NOT NULL,
      mid_rate text NOT NULL,
      spread_bps integer NOT NULL,
      fx_rate_id bigint NOT NULL REFERENCES fx_rates (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_by text
    )`);

  await knex.raw(`
    CREATE TABLE conversions (
      reference text PRIMARY KEY,
      merchant_id uuid NOT NULL REFERENCES merchants (id),
      merchant_reference text NOT NULL,
      account_type text NOT NULL,
      quote_id uuid NOT NULL UNIQUE REFERENCES fx_quotes (id),
      from_currency text NOT NULL REFERENCES currencies (code),
      to_currency text NOT NULL REFERENCES currencies (code),
      amount numeric(20,2) NOT NULL,
      receive_amount numeric(20,2) NOT NULL,
      rate text NOT NULL,
      mid_rate text NOT NULL,
      spread_bps integer NOT NULL,
      conversion_status text NOT NULL CHECK (conversion_status IN ('Pending', 'Success')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (merchant_id, merchant_reference)
    )`);
  await knex.raw("CREATE INDEX conversions_merchant_created ON conversions (merchant_id, created_at DESC, reference DESC)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE conversions");
  await knex.raw("DROP TABLE fx_quotes");
  await knex.raw("DROP TABLE fx_rates");
  await knex.raw("DELETE FROM movement_events WHERE resource_type = 'conversion'");
  await knex.raw("UPDATE auth_tokens SET scopes = array_remove(scopes, 'conversions')");
  await knex.raw("DELETE FROM ledger_entries WHERE kind = 'conversion'");
  await checks(knex, KINDS, ACCOUNTS, SCOPES, RESOURCES);
  await knex.raw("ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_reference_kind_account_currency_unique");
  await knex.raw(
    "ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_reference_kind_account_unique UNIQUE (reference, kind, account)",
  );
}
