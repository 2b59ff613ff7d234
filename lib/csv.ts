/**
 * A spreadsheet executes a cell starting with one of these (formula injection), so such values get a `'` first;
 * except a negative number (`-5200.00`, a statement's amount), which it reads as the number and nothing else.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: neutralised against formula injection, then quoted as RFC 4180 requires. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated. */
export function csvLine(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
