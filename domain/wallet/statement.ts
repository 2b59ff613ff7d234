import type { Readable } from "node:stream";
import type { Knex } from "knex";
import { ValidationError } from "../../lib/errors";
import type { LedgerEntryKind } from "../settlement/ledger";

/**
 * One line of a wallet's statement: a ledger line on the wallet's available (`merchant_wallet`) or
 * held (`merchant_pending`) money. `balance` and `available` are the wallet's after the whole entry the
 * line belongs to, so a hold (available down, held up, one entry) shows the balance unchanged on both lines.
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

/**
 * Every line of the merchant's wallets with the running figures, newest first. The running sums are
 * windows over the wallet's whole history (an entry's lines are peers, ordered by the entry's first line);
 * the filters apply after them, so a filtered page still shows true balances.
 */
function statementQuery(db: Knex, merchantId: string, filters: StatementFilters): Knex.QueryBuilder {
  const lines = db("ledger_entries as e")
    .join("wallets as w", "w.id", "e.wallet_id")
    .where("w.merchant_id", merchantId)
    .modify((builder) => {
      if (filters.currency) builder.where("w.currency", filters.currency);
    })
    .select(
      "e.id",
      "e.created_at",
      "e.wallet_id",
      "w.currency",
      "e.kind",
      "e.reference",
      "e.account",
      "e.amount",
      db.raw("MIN(e.id) OVER (PARTITION BY e.wallet_id, e.reference, e.kind) AS entry_id"),
    );
  const running = db
    .from(lines.as("l"))
    .select(
      "l.*",
      db.raw("SUM(l.amount) OVER (PARTITION BY l.wallet_id ORDER BY l.entry_id RANGE UNBOUNDED PRECEDING) AS running_balance"),
      db.raw(
        "SUM(l.amount) FILTER (WHERE l.account = 'merchant_wallet') OVER (PARTITION BY l.wallet_id ORDER BY l.entry_id RANGE UNBOUNDED PRECEDING) AS running_available",
      ),
    );
  return db
    .from(running.as("r"))
    .select(
      db.raw("r.id::text AS id"),
      db.raw(`to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at`),
      "r.currency",
      "r.kind",
      "r.reference",
      db.raw("CASE r.account WHEN 'merchant_wallet' THEN 'available' ELSE 'pending' END AS account"),
      db.raw("r.amount::numeric(20,2)::text AS amount"),
      db.raw("r.running_balance::numeric(20,2)::text AS balance"),
      db.raw("COALESCE(r.running_available, 0)::numeric(20,2)::text AS available"),
    )
    .modify((builder) => {
      if (filters.created_after) builder.where("r.created_at", ">=", filters.created_after);
      if (filters.created_before) builder.where("r.created_at", "<", filters.created_before);
    })
    .orderBy("r.id", "desc");
}

function cursorId(cursor: string): string {
  const id = Buffer.from(cursor, "base64url").toString("utf8");
  if (!/^[1-9]\d{0,18}$/.test(id) || Buffer.from(id).toString("base64url") !== cursor) {
    throw new ValidationError({ cursor: "Invalid cursor." });
  }
  return id;
}

/** One page of the merchant's statement, newest first, and the cursor of the next page (or null). */
export async function statementPage(
  db: Knex,
  merchantId: string,
  query: StatementFilters & { cursor?: string; limit: number },
): Promise<{ results: StatementLine[]; next: string | null }> {
  const rows: StatementLine[] = await statementQuery(db, merchantId, query)
    .modify((builder) => {
      if (query.cursor) builder.where("r.id", "<", cursorId(query.cursor));
    })
    .limit(query.limit + 1);
  const results = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? Buffer.from(results[results.length - 1]!.id).toString("base64url") : null;
  return { results, next };
}

/** The merchant's whole filtered statement as a stream of lines, for the CSV export. */
export function streamStatement(db: Knex, merchantId: string, filters: StatementFilters): Readable {
  return statementQuery(db, merchantId, filters).stream({ batchSize: 1000, highWaterMark: 1000 } as Record<string, number>);
}
