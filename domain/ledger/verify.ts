import type { Knex } from "knex";

/** How many differences of each kind a report lists (it counts them all). */
const SHOWN = 20;

export interface LedgerVerification {
  ok: boolean;
  wallets: number;
  lines: number;
  /** Entries whose lines in one currency do not sum to zero (an entry balances in each of its currencies). */
  unbalancedEntries: { count: number; shown: Array<{ reference: string; kind: string; currency: string; sum: string }> };
  /** Wallets whose kept available or pending differs from the sum of their lines. */
  keptBalances: {
    count: number;
    shown: Array<{
      wallet_id: string;
      kept_available: string;
      lines_available: string;
      kept_pending: string;
      lines_pending: string;
    }>;
  };
  /** Wallet lines whose stored balance or available after their entry differs from the recomputed one. */
  runningBalances: {
    count: number;
    shown: Array<{
      id: string;
      wallet_id: string;
      stored_balance: string | null;
      balance: string;
      stored_available: string | null;
      available: string;
    }>;
  };
  /** Wallet lines of a resource whose mode (live, sandbox) is not the wallet's. */
  modes: { count: number; shown: Array<{ reference: string; account_type: string; wallet_mode: string }> };
  /** Wallets with available or pending money below zero. */
  belowZero: { count: number; shown: Array<{ wallet_id: string; available: string; pending: string }> };
  /** Wallets whose held money is not the sum of their open pending postings. */
  heldMoney: { count: number; shown: Array<{ wallet_id: string; pending: string; open_pending_postings: string }> };
  /**
   * Pending postings whose entries are not their state's: an open one with a post or void booked, a posted one
   * without its post or with a void, a voided one without its void or with a post (both booked is always one of these).
   */
  pendingPostings: {
    count: number;
    shown: Array<{ reference: string; state: string; reserved: boolean; posted: boolean; voided: boolean }>;
  };
}

async function listed<Row>(db: Knex, sql: string): Promise<{ count: number; shown: Row[] }> {
  const { rows } = await db.raw(`WITH found AS (${sql}) SELECT found.*, COUNT(*) OVER () AS total FROM found LIMIT ${SHOWN}`);
  const count = rows.length > 0 ? Number(rows[0].total) : 0;
  return { count, shown: rows.map(({ total: _total, ...row }: Row & { total: string }) => row) };
}

/**
 * Held money against the open pending postings, and each pending posting's entries against its state: nothing to
 * check on a schema before migration 042 (verify runs mid-migration too), whose holds were not pending postings.
 */
async function checkPendingPostings(db: Knex): Promise<Pick<LedgerVerification, "heldMoney" | "pendingPostings">> {
  const { rows } = await db.raw("SELECT to_regclass('pending_postings') IS NOT NULL AS present");
  if (!rows[0].present) return { heldMoney: { count: 0, shown: [] }, pendingPostings: { count: 0, shown: [] } };
  const heldMoney = await listed<LedgerVerification["heldMoney"]["shown"][number]>(
    db,
    `SELECT w.id AS wallet_id, w.pending::text, COALESCE(p.open, 0)::numeric(20,2)::text AS open_pending_postings
       FROM wallets w
       LEFT JOIN (SELECT wallet_id, SUM(amount) AS open FROM pending_postings WHERE state = 'pending' GROUP BY wallet_id) p
         ON p.wallet_id = w.id
      WHERE w.pending <> COALESCE(p.open, 0)`,
  );
  const pendingPostings = await listed<LedgerVerification["pendingPostings"]["shown"][number]>(
    db,
    `SELECT * FROM (
       SELECT p.reference, p.state,
              EXISTS (SELECT 1 FROM ledger_entries e WHERE e.reference = p.reference AND e.kind = p.kind) AS reserved,
              EXISTS (SELECT 1 FROM ledger_entries e WHERE e.reference = p.reference
                         AND e.kind IN (SELECT d->>'kind' FROM jsonb_array_elements(p.destinations) d)) AS posted,
              EXISTS (SELECT 1 FROM ledger_entries e WHERE e.reference = p.reference AND e.kind = p.void_kind) AS voided
         FROM pending_postings p) checked
      WHERE NOT reserved OR posted <> (state = 'posted') OR voided <> (state = 'voided')`,
  );
  return { heldMoney, pendingPostings };
}

/**
 * Recomputes the books from their lines and reports every difference: entries that do not balance (in each
 * currency), kept
 * wallet balances, the balances stored on each wallet line, lines in a wallet of the wrong mode, and
 * wallets below zero; and that held money is the open pending postings', each of which booked what its state says
 * (reserved, then posted or voided, never both). Reads everything once; meant for an operator's check and the chaos
 * run, not a request.
 */
export async function verifyLedger(db: Knex): Promise<LedgerVerification> {
  const unbalancedEntries = await listed<LedgerVerification["unbalancedEntries"]["shown"][number]>(
    db,
    `SELECT reference, kind, currency, SUM(amount)::text AS sum FROM ledger_entries
      GROUP BY reference, kind, currency HAVING SUM(amount) <> 0`,
  );
  const keptBalances = await listed<LedgerVerification["keptBalances"]["shown"][number]>(
    db,
    `SELECT w.id AS wallet_id, w.available::text AS kept_available, COALESCE(s.available, 0)::numeric(20,2)::text AS lines_available,
            w.pending::text AS kept_pending, COALESCE(s.pending, 0)::numeric(20,2)::text AS lines_pending
       FROM wallets w
       LEFT JOIN (SELECT wallet_id,
                         SUM(amount) FILTER (WHERE account = 'merchant_wallet') AS available,
                         SUM(amount) FILTER (WHERE account = 'merchant_pending') AS pending
                    FROM ledger_entries WHERE wallet_id IS NOT NULL GROUP BY wallet_id) s ON s.wallet_id = w.id
      WHERE w.available <> COALESCE(s.available, 0) OR w.pending <> COALESCE(s.pending, 0)`,
  );
  const runningBalances = await listed<LedgerVerification["runningBalances"]["shown"][number]>(
    db,
    `SELECT id::text, wallet_id, balance_after::text AS stored_balance, balance::numeric(20,2)::text AS balance,
            available_after::text AS stored_available, available::numeric(20,2)::text AS available
       FROM (SELECT *,
                    SUM(amount) OVER (PARTITION BY wallet_id ORDER BY entry_key RANGE UNBOUNDED PRECEDING) AS balance,
                    COALESCE(SUM(amount) FILTER (WHERE account = 'merchant_wallet')
                      OVER (PARTITION BY wallet_id ORDER BY entry_key RANGE UNBOUNDED PRECEDING), 0) AS available
               FROM (SELECT id, wallet_id, account, amount, balance_after, available_after,
                            MIN(id) OVER (PARTITION BY wallet_id, reference, kind) AS entry_key
                       FROM ledger_entries WHERE wallet_id IS NOT NULL) lines) running
      WHERE balance_after IS DISTINCT FROM balance OR available_after IS DISTINCT FROM available`,
  );
  // The kinds of resource whose lines are on wallets (the tables of a schema migrated this far: verify runs mid-migration
  // too; payments were kept in `transactions` before 043, a view of them since).
  const { rows: resources } = await db.raw(
    `SELECT name FROM unnest(ARRAY['transactions', 'payments', 'payouts', 'refunds', 'conversions']) AS name
      WHERE (SELECT relkind FROM pg_class WHERE oid = to_regclass(name)) = 'r'`,
  );
  const modes = await listed<LedgerVerification["modes"]["shown"][number]>(
    db,
    `SELECT DISTINCT e.reference, r.account_type, w.mode AS wallet_mode
       FROM ledger_entries e
       JOIN wallets w ON w.id = e.wallet_id
       JOIN (${resources.map(({ name }: { name: string }) => `SELECT reference, account_type FROM ${name}`).join(" UNION ALL ")}) r
         ON r.reference = e.reference
      WHERE (r.account_type = 'prod') <> (w.mode = 'live')`,
  );
  const belowZero = await listed<LedgerVerification["belowZero"]["shown"][number]>(
    db,
    `SELECT id AS wallet_id, available::text, pending::text FROM wallets WHERE available < 0 OR pending < 0`,
  );
  const { heldMoney, pendingPostings } = await checkPendingPostings(db);
  const { rows } = await db.raw(
    "SELECT (SELECT COUNT(*) FROM wallets) AS wallets, (SELECT COUNT(*) FROM ledger_entries) AS lines",
  );
  const { wallets, lines } = rows[0];
  const differences = [unbalancedEntries, keptBalances, runningBalances, modes, belowZero, heldMoney, pendingPostings];
  return {
    ok: differences.every(({ count }) => count === 0),
    wallets: Number(wallets),
    lines: Number(lines),
    unbalancedEntries,
    keptBalances,
    runningBalances,
    modes,
    belowZero,
    heldMoney,
    pendingPostings,
  };
}
