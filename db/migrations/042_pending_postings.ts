import type { Knex } from "knex";

/**
 * Holds become pending postings (domain/ledger/pending.ts): one row per reserve, with the plan its posting follows
 * (`destinations`: each line's entry kind, account and amount), the kind its void books, and whether it is still
 * `pending`, `posted` or `voided`.
 *
 * Every hold booked before this migration gets its row, its plan taken from its payout's or refund's amount and fee
 * and its state from the entries that followed it: a hold still in flight settles through its row like a new one,
 * and a settled one is recorded as what it became. A hold whose amount is not its plan's total stops the migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE pending_postings (
      reference text PRIMARY KEY,
      kind text NOT NULL,
      void_kind text NOT NULL,
      wallet_id uuid NOT NULL REFERENCES wallets (id),
      currency text NOT NULL,
      amount numeric(20,2) NOT NULL CHECK (amount > 0),
      destinations jsonb NOT NULL,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'posted', 'voided')),
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      CHECK ((state = 'pending') = (settled_at IS NULL))
    )`);
  await knex.raw("CREATE INDEX pending_postings_open ON pending_postings (wallet_id) WHERE state = 'pending'");
  await knex.raw(`
    INSERT INTO pending_postings (reference, kind, void_kind, wallet_id, currency, amount, destinations, state, created_at, settled_at)
    SELECT h.reference, h.kind, m.operation || '_release', h.wallet_id, h.currency, h.amount,
           jsonb_build_array(jsonb_build_object('kind', m.operation, 'account', 'provider_clearing', 'amount', m.amount::text))
             || CASE WHEN m.fee <> 0
                  THEN jsonb_build_array(jsonb_build_object('kind', m.operation || '_fee', 'account', 'platform_fees', 'amount', m.fee::text))
                  ELSE '[]'::jsonb END,
           CASE WHEN s.voided_at IS NOT NULL THEN 'voided' WHEN s.posted_at IS NOT NULL THEN 'posted' ELSE 'pending' END,
           h.created_at, COALESCE(s.voided_at, s.posted_at)
      FROM ledger_entries h
      JOIN (SELECT reference, 'payout' AS operation, amount, fee FROM payouts
            UNION ALL SELECT reference, 'refund', amount, fee FROM refunds) m
        ON m.reference = h.reference AND h.kind = m.operation || '_hold'
      LEFT JOIN LATERAL (
        SELECT MIN(created_at) FILTER (WHERE kind = m.operation || '_release') AS voided_at,
               MIN(created_at) FILTER (WHERE kind = m.operation) AS posted_at
          FROM ledger_entries
         WHERE reference = h.reference AND account = 'merchant_pending') s ON true
     WHERE h.account = 'merchant_pending'`);
  const { rows } = await knex.raw(`
    SELECT reference FROM pending_postings p
     WHERE amount <> (SELECT SUM((line->>'amount')::numeric) FROM jsonb_array_elements(p.destinations) line)`);
  if (rows.length > 0) {
    throw new Error(
      `holds whose amount is not their payout's or refund's amount + fee: ${rows.map((row: { reference: string }) => row.reference).join(", ")}`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE pending_postings");
}
