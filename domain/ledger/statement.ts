import { Readable } from "node:stream";
import type { Knex } from "knex";
import { ValidationError } from "../../lib/errors";
import type { LedgerEntryKind } from "./entries";
import type { WalletMode } from "./wallets";

/**
 * One line of a wallet's statement: a ledger line on the wallet's available (`merchant_wallet`) or
 * held (`merchant_pending`) money. `balance` and `available` are the wallet's after the whole entry the
 * line belongs to, stored with the line when it was posted, so a hold (available down, held up, one
 * entry) shows the balance unchanged on both lines.
 */
export interface StatementLine {
  id: string;
  created_at: string;
  currency: string;
  kind: LedgerEntryKind;
  reference: string;
  account: "available" | "pending";
  amount: string;
  balance: string;
  available: string;
}

export interface StatementFilters {
  currency?: string;
  created_after?: string;
  created_before?: string;
}

export const STATEMENT_COLUMNS = [
  "id",
  "created_at",
  "currency",
  "kind",
  "reference",
  "account",
  "amount",
  "balance",
  "available",
] as const satisfies ReadonlyArray<keyof StatementLine>;

/** One wallet's lines, newest first: a range scan of its (wallet_id, created_at, id) index, dated or not. */
function walletLines(db: Knex, walletId: string, filters: StatementFilters, afterLine: string | undefined): Knex.QueryBuilder {
  return db("ledger_entries")
    .where("wallet_id", walletId)
    .modify((builder) => {
      // The cursor line's time is read in SQL, at full microsecond precision (a JavaScript Date would round it
      // to milliseconds and skip lines).
      if (afterLine) {
        builder.whereRaw("(created_at, id) < (SELECT created_at, id FROM ledger_entries WHERE id = ?)", [afterLine]);
      }
      if (filters.created_after) builder.where("created_at", ">=", filters.created_after);
      if (filters.created_before) builder.where("created_at", "<", filters.created_before);
    })
    .select("id", "created_at", "currency", "kind", "reference", "account", "amount", "balance_after", "available_after")
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ]);
}

/**
 * The merchant's lines in one mode, newest first: each wallet's own ordered scan, merged (a merchant has
 * a wallet per currency). `perWalletLimit` bounds each scan for a page; none for an export.
 */
async function statementQuery(
  db: Knex,
  merchantId: string,
  mode: WalletMode,
  filters: StatementFilters,
  page: { cursor?: string; perWalletLimit?: number },
): Promise<{ lines: Knex.QueryBuilder } | undefined> {
  const wallets: { id: string }[] = await db("wallets")
    .where({ merchant_id: merchantId, mode })
    .modify((builder) => {
      if (filters.currency) builder.where("currency", filters.currency);
    })
    .select("id");
  if (wallets.length === 0) return undefined;
  const afterLine = page.cursor ? await cursorLine(db, wallets, page.cursor) : undefined;
  const scans = wallets.map(({ id }) =>
    walletLines(db, id, filters, afterLine).modify((builder) => {
      if (page.perWalletLimit) builder.limit(page.perWalletLimit);
    }),
  );
  const union = scans.map((scan) => scan.toSQL());
  const lines = db
    .from(
      db.raw(
        `(${union.map(({ sql }) => `(${sql})`).join(" UNION ALL ")}) AS l`,
        union.flatMap(({ bindings }) => bindings),
      ),
    )
    .select(
      db.raw("l.id::text AS id"),
      db.raw(`to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at`),
      "l.currency",
      "l.kind",
      "l.reference",
      db.raw("CASE l.account WHEN 'merchant_wallet' THEN 'available' ELSE 'pending' END AS account"),
      db.raw("l.amount::numeric(20,2)::text AS amount"),
      db.raw("l.balance_after::numeric(20,2)::text AS balance"),
      db.raw("l.available_after::numeric(20,2)::text AS available"),
    )
    .orderBy([
      { column: "l.created_at", order: "desc" },
      { column: "l.id", order: "desc" },
    ]);
  return { lines }; // wrapped: a query builder is thenable, and awaiting it would run it
}

/** A line id fits PostgreSQL's bigint. */
const MAX_LINE_ID = 2n ** 63n - 1n;

/** The id of the line a cursor names (the last of the page before), among the wallets read; a forged one is a 400. */
async function cursorLine(db: Knex, wallets: Array<{ id: string }>, cursor: string): Promise<string> {
  const invalid = () => new ValidationError({ cursor: "Invalid cursor." });
  const id = Buffer.from(cursor, "base64url").toString("utf8");
  if (!/^[1-9]\d{0,18}$/.test(id) || BigInt(id) > MAX_LINE_ID || Buffer.from(id).toString("base64url") !== cursor) {
    throw invalid();
  }
  const line = await db("ledger_entries")
    .where({ id })
    .whereIn(
      "wallet_id",
      wallets.map((wallet) => wallet.id),
    )
    .first("id");
  if (!line) throw invalid();
  return id;
}

/** One page of the merchant's statement in one mode, newest first, and the cursor of the next page (or null). */
export async function statementPage(
  db: Knex,
  merchantId: string,
  mode: WalletMode,
  query: StatementFilters & { cursor?: string; limit: number },
): Promise<{ results: StatementLine[]; next: string | null }> {
  const statement = await statementQuery(db, merchantId, mode, query, { cursor: query.cursor, perWalletLimit: query.limit + 1 });
  const rows: StatementLine[] = statement ? await statement.lines.limit(query.limit + 1) : [];
  const results = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? Buffer.from(results[results.length - 1]!.id).toString("base64url") : null;
  return { results, next };
}

/** The merchant's whole filtered statement in one mode as a stream of lines, for the CSV export. */
export async function streamStatement(
  db: Knex,
  merchantId: string,
  mode: WalletMode,
  filters: StatementFilters,
): Promise<Readable> {
  const statement = await statementQuery(db, merchantId, mode, filters, {});
  return statement
    ? statement.lines.stream({ batchSize: 1000, highWaterMark: 1000 } as Record<string, number>)
    : Readable.from([]);
}
