import type { Knex } from "knex";
import { fromSignedMinorUnits, toSignedMinorUnits } from "../../lib/money";

/**
 * Sandbox money apart from live money, and balances kept instead of summed.
 *
 * - A merchant has a `live` and a `sandbox` wallet per currency. Lines of sandbox resources (a
 *   transaction, payout or refund recorded while the account was `sandbox`; a refund follows its
 *   payment) move to the sandbox wallet, so a promoted account's live wallet holds only live money.
 * - A wallet keeps `available` and `pending`, changed by each posting in its database transaction; a
 *   wallet line keeps `balance_after` and `available_after`, the wallet's figures after its entry.
 *
 * The backfill runs outside one big transaction: each batch of a wallet's lines, and each wallet's kept
 * balance, commits on its own, so no wallet is locked for longer than one batch.
 */
export const config = { transaction: false };

const BATCH_LINES = 5000;

export async function up(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw(`
      ALTER TABLE wallets
        ADD COLUMN mode text NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'sandbox')),
        ADD COLUMN available numeric(20,2) NOT NULL DEFAULT 0,
        ADD COLUMN pending numeric(20,2) NOT NULL DEFAULT 0,
        ADD COLUMN version bigint NOT NULL DEFAULT 0`);
    await trx.raw("ALTER TABLE wallets DROP CONSTRAINT wallets_merchant_id_currency_unique");
    await trx.raw(
      "ALTER TABLE wallets ADD CONSTRAINT wallets_merchant_currency_mode_unique UNIQUE (merchant_id, currency, mode)",
    );
    await trx.raw(
      "INSERT INTO wallets (merchant_id, currency, mode) SELECT merchant_id, currency, 'sandbox' FROM wallets WHERE mode = 'live'",
    );
    await trx.raw(`
      ALTER TABLE ledger_entries
        ADD COLUMN balance_after numeric(20,2),
        ADD COLUMN available_after numeric(20,2)`);
    await trx.raw(`
      UPDATE refunds r SET account_type = t.account_type
        FROM transactions t
       WHERE t.reference = r.transaction_reference AND r.account_type <> t.account_type`);
    await trx.raw(`
      UPDATE ledger_entries e SET wallet_id = sandbox.id
        FROM wallets live
        JOIN wallets sandbox ON sandbox.merchant_id = live.merchant_id AND sandbox.currency = live.currency AND sandbox.mode = 'sandbox'
       WHERE e.wallet_id = live.id AND live.mode = 'live'
         AND e.reference IN (
               SELECT reference FROM transactions WHERE account_type = 'sandbox'
               UNION ALL SELECT reference FROM payouts WHERE account_type = 'sandbox'
               UNION ALL SELECT reference FROM refunds WHERE account_type = 'sandbox')`);
    // A statement page, dated or not, is a range scan of this index (newest first by posting time).
    await trx.raw("CREATE INDEX ledger_entries_wallet_id_created_at_id ON ledger_entries (wallet_id, created_at, id)");
  });
  const wallets: { id: string }[] = await knex("wallets").select("id");
  for (const { id } of wallets) await backfillWallet(knex, id);
}

/** Fills the running figures of one wallet's lines, a batch at a time, then its kept balance under its lock. */
export async function backfillWallet(knex: Knex, walletId: string, batchLines = BATCH_LINES): Promise<void> {
  let balance = 0n;
  let available = 0n;
  for (;;) {
    const filled: { amount: string; account: string }[] = await knex.transaction(async (trx) => {
      const { rows } = await trx.raw(
        `WITH batch AS (
           SELECT DISTINCT reference, kind FROM (
             SELECT reference, kind FROM ledger_entries
              WHERE wallet_id = :walletId AND balance_after IS NULL ORDER BY id LIMIT :limit) b),
         lines AS (
           SELECT e.id, e.amount, e.account, MIN(e.id) OVER (PARTITION BY e.reference, e.kind) AS entry_key
             FROM ledger_entries e JOIN batch USING (reference, kind)
            WHERE e.wallet_id = :walletId),
         running AS (
           SELECT id,
                  :balance::numeric + SUM(amount) OVER (ORDER BY entry_key RANGE UNBOUNDED PRECEDING) AS balance_after,
                  :available::numeric + COALESCE(SUM(amount) FILTER (WHERE account = 'merchant_wallet')
                    OVER (ORDER BY entry_key RANGE UNBOUNDED PRECEDING), 0) AS available_after
             FROM lines)
         UPDATE ledger_entries e SET balance_after = r.balance_after, available_after = r.available_after
           FROM running r WHERE e.id = r.id
         RETURNING e.amount::text AS amount, e.account`,
        { walletId, limit: batchLines, balance: fromSignedMinorUnits(balance), available: fromSignedMinorUnits(available) },
      );
      return rows;
    });
    if (filled.length === 0) break;
    for (const line of filled) {
      const minor = toSignedMinorUnits(line.amount);
      balance += minor;
      if (line.account === "merchant_wallet") available += minor;
    }
  }
  await knex.transaction(async (trx) => {
    await trx("wallets").where({ id: walletId }).forUpdate().first("id");
    await trx.raw(
      `UPDATE wallets w SET
         available = COALESCE((SELECT SUM(amount) FROM ledger_entries WHERE wallet_id = w.id AND account = 'merchant_wallet'), 0),
         pending = COALESCE((SELECT SUM(amount) FROM ledger_entries WHERE wallet_id = w.id AND account = 'merchant_pending'), 0),
         version = (SELECT COUNT(DISTINCT (reference, kind)) FROM ledger_entries WHERE wallet_id = w.id)
       WHERE id = ?`,
      [walletId],
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw("DROP INDEX IF EXISTS ledger_entries_wallet_id_created_at_id");
    await trx.raw(`
      UPDATE ledger_entries e SET wallet_id = live.id
        FROM wallets sandbox
        JOIN wallets live ON live.merchant_id = sandbox.merchant_id AND live.currency = sandbox.currency AND live.mode = 'live'
       WHERE e.wallet_id = sandbox.id AND sandbox.mode = 'sandbox'`);
    await trx.raw("ALTER TABLE ledger_entries DROP COLUMN balance_after, DROP COLUMN available_after");
    await trx.raw("DELETE FROM wallets WHERE mode = 'sandbox'");
    await trx.raw("ALTER TABLE wallets DROP CONSTRAINT wallets_merchant_currency_mode_unique");
    await trx.raw("ALTER TABLE wallets ADD CONSTRAINT wallets_merchant_id_currency_unique UNIQUE (merchant_id, currency)");
    await trx.raw("ALTER TABLE wallets DROP COLUMN mode, DROP COLUMN available, DROP COLUMN pending, DROP COLUMN version");
  });
}
