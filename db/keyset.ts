import type { Knex } from "knex";
import { ValidationError } from "../lib/errors";
import { isStorableText } from "../lib/text";

/**
 * Keyset pagination over (timestamp, unique key), newest first. The cursor names the last row seen (its
 * key, base64url so clients treat it as opaque) and the comparison reads that row's timestamp in SQL, at
 * full microsecond precision: a JavaScript Date would round it to milliseconds and skip rows.
 */
export function encodeKeysetCursor(key: string): string {
  return Buffer.from(key).toString("base64url");
}

export interface KeysetColumns {
  table: string;
  time: string;
  key: string;
}

/** Restricts to rows after the cursor's row; a malformed cursor is a 400 naming `cursor`. */
export function whereAfterKeyset(builder: Knex.QueryBuilder, cursor: string | undefined, columns: KeysetColumns): void {
  if (cursor === undefined) return;
  const key = Buffer.from(cursor, "base64url").toString("utf8");
  if (!key || !isStorableText(key) || encodeKeysetCursor(key) !== cursor)
    throw new ValidationError({ cursor: "Invalid cursor." });
  const { table, time, key: keyColumn } = columns;
  builder.whereRaw("(??, ??::text) < (SELECT ??, ??::text FROM ?? WHERE ??::text = ?)", [
    `${table}.${time}`,
    `${table}.${keyColumn}`,
    `cursor_row.${time}`,
    `cursor_row.${keyColumn}`,
    `${table} AS cursor_row`,
    `cursor_row.${keyColumn}`,
    key,
  ]);
}

/** A page of rows newest first, and the cursor of the next page (null on the last). */
export interface KeysetPage<T> {
  results: T[];
  next: string | null;
}

/**
 * Reads one page of `query` newest first by (`time`, `key`), after the row `page.cursor` names: `limit + 1` rows, so
 * whether another page follows is known without counting.
 */
export async function newestFirstPage<T extends object>(
  query: Knex.QueryBuilder,
  columns: KeysetColumns,
  page: { cursor?: string; limit: number },
): Promise<KeysetPage<T>> {
  const { table, time, key } = columns;
  const rows: T[] = await query
    .modify(whereAfterKeyset, page.cursor, columns)
    .orderBy([
      { column: `${table}.${time}`, order: "desc" },
      { column: `${table}.${key}`, order: "desc" },
    ])
    .limit(page.limit + 1);
  const results = rows.slice(0, page.limit);
  const last = results[results.length - 1];
  return {
    results,
    next: rows.length > page.limit && last ? encodeKeysetCursor(String((last as Record<string, unknown>)[key])) : null,
  };
}
