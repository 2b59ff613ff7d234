import type { Knex } from "knex";

/**
 * Payout files: a merchant's CSV of payouts, kept as uploaded (`payout_files`) with one row per line
 * (`payout_file_rows`). A draft moves nothing; a submitted file's valid rows become payouts in the background
 * (`processing`, claimed with a lease so that a crashed worker's file is taken up again), each row at most once:
 * its payout's `merchant_reference` is unique among the merchant's payouts. `attempt` counts the retries of a
 * row's failed payout (`-r1`, `-r2`, ... on its merchant_reference).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE payout_files (
      id text PRIMARY KEY,
      merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
      created_by uuid NOT NULL REFERENCES users (id),
      account_type text NOT NULL,
      callback_url text,
      file_status text NOT NULL DEFAULT 'draft'
        CHECK (file_status IN ('draft', 'awaiting_approval', 'processing', 'processed')),
      rows integer NOT NULL,
      valid integer NOT NULL,
      invalid integer NOT NULL,
      totals jsonb NOT NULL,
      errors jsonb NOT NULL,
      submitted_by uuid REFERENCES users (id),
      submitted_at timestamptz,
      approved_by uuid REFERENCES users (id),
      approved_at timestamptz,
      lease_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw("CREATE INDEX payout_files_merchant ON payout_files (merchant_id, created_at DESC, id DESC)");
  await knex.raw("CREATE INDEX payout_files_processing ON payout_files (lease_until) WHERE file_status = 'processing'");
  await knex.raw(`
    CREATE TABLE payout_file_rows (
      file_id text NOT NULL REFERENCES payout_files (id) ON DELETE CASCADE,
      row_number integer NOT NULL,
      recipient_number text NOT NULL,
      amount text NOT NULL,
      currency text NOT NULL,
      service text,
      merchant_reference text NOT NULL,
      expected_recipient_name text,
      description text,
      valid boolean NOT NULL,
      attempt integer NOT NULL DEFAULT 0,
      payout_reference text REFERENCES payouts (reference),
      refusal_code text,
      refusal_message text,
      PRIMARY KEY (file_id, row_number)
    )`);
  // The rows still to be made into payouts, for the background loop.
  await knex.raw(
    "CREATE INDEX payout_file_rows_to_make ON payout_file_rows (file_id, row_number) WHERE valid AND payout_reference IS NULL AND refusal_code IS NULL",
  );
  await knex.raw("CREATE INDEX payout_file_rows_payout ON payout_file_rows (payout_reference)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE payout_file_rows");
  await knex.raw("DROP TABLE payout_files");
}
