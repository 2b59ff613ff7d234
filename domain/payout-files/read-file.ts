import { parse } from "csv-parse/sync";
import type { Knex } from "knex";
import { AppError, ValidationError } from "../../lib/errors";
import { decimalsUsed, fromMinorUnits, toMinorUnits } from "../../lib/money";
import { drcNetworkPrefixes, serviceOfDrcNumber } from "../../providers/services";
import { parseAmount } from "../catalogue/amounts";
import { type CurrencyRow, listCurrencies, listServices, type ServiceRow } from "../catalogue/catalogue-store";
import type { AccountType } from "../core/account-type";
import { computeFee, type FeeSchedule } from "../core/fees";
import { amountProblem } from "../movement-rules/movement-rules";
import { decimalsProblem } from "../routing/providers-store";

/** At most this many rows after the header, and this many bytes: `413` beyond. */
export const MAX_FILE_ROWS = 10_000;
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** The errors a file's answer lists; the rest are counted in `invalid`. */
export const ERRORS_SHOWN = 100;

export const REQUIRED_COLUMNS = ["recipient_number", "amount", "currency"] as const;
export const OPTIONAL_COLUMNS = ["service", "merchant_reference", "expected_recipient_name", "description"] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
const COLUMNS: readonly string[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

/** The same shapes a single payout's request takes (api/payouts/schemas.ts). */
const E164 = /^\+[1-9]\d{6,14}$/;
const MERCHANT_REFERENCE = /^[A-Za-z0-9._:\-/]+$/;
const MAX_MERCHANT_REFERENCE = 64;
/** Room for `-r<n>` on a retried row's merchant_reference. */
const MAX_GIVEN_REFERENCE = MAX_MERCHANT_REFERENCE - 8;

export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** One line of the file as kept: its cells trimmed, `valid` when no rule refused it. */
export interface FileRow {
  row_number: number;
  recipient_number: string;
  /** As written; a valid row's in its two-decimal form. */
  amount: string;
  currency: string;
  /** A valid row's canonical service symbol (given, or told by the number). */
  service: string | null;
  /** Given, or `<file id>-<row>`. */
  merchant_reference: string;
  expected_recipient_name: string | null;
  description: string | null;
  valid: boolean;
}

export interface CurrencyTotal {
  count: number;
  amount: string;
  fees: string;
}

export interface ReadFile {
  rows: FileRow[];
  invalid: number;
  /** Every problem found, in row order (the answer shows the first ERRORS_SHOWN). */
  errors: RowError[];
  totals: Record<string, CurrencyTotal>;
}

export class FileTooLargeError extends AppError {
  constructor(what: string) {
    super(
      413,
      "request_error",
      `A payout file has at most ${MAX_FILE_ROWS} rows and ${MAX_FILE_BYTES / 1024 / 1024} MB: ${what}.`,
      {
        max_rows: MAX_FILE_ROWS,
        max_bytes: MAX_FILE_BYTES,
      },
    );
  }
}

/** The CSV's records, header first: BOM, CRLF or LF; reading stops past MAX_FILE_ROWS (413). */
function records(text: string): string[][] {
  let parsed: string[][];
  try {
    parsed = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      // The header, the allowed rows and one more to tell that there are too many.
      to: MAX_FILE_ROWS + 2,
    });
  } catch (error) {
    throw new ValidationError({ file: `Not a readable CSV file: ${(error as Error).message}` });
  }
  if (parsed.length > MAX_FILE_ROWS + 1) throw new FileTooLargeError(`this one has more than ${MAX_FILE_ROWS} rows`);
  return parsed;
}

/** The column of each header name; a missing required column, an unknown or repeated one is the whole file's error. */
function columnsOf(header: string[] | undefined): Map<Column, number> {
  if (!header)
    throw new ValidationError({ file: `The file is empty: its first line names the columns (${REQUIRED_COLUMNS.join(",")}).` });
  const columns = new Map<Column, number>();
  const problems: string[] = [];
  header.forEach((raw, index) => {
    const name = raw.toLowerCase();
    if (!COLUMNS.includes(name)) problems.push(`Unknown column '${raw}'.`);
    else if (columns.has(name as Column)) problems.push(`Column '${raw}' appears twice.`);
    else columns.set(name as Column, index);
  });
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) problems.push(`Missing column(s): ${missing.join(", ")}.`);
  if (problems.length > 0) {
    throw new ValidationError({ header: `${problems.join(" ")} The columns are ${COLUMNS.join(", ")}.` });
  }
  return columns;
}

/** The catalogue and the routing's decimals, read once for the whole file. */
interface Catalogue {
  currency(code: string): CurrencyRow | undefined;
  service(symbolOrName: string): ServiceRow | undefined;
  decimalsProblem(service: string, currency: string, decimals: number): Promise<string | null>;
}

async function catalogue(db: Knex, accountType: AccountType): Promise<Catalogue> {
  const [currencies, services] = await Promise.all([listCurrencies(db), listServices(db)]);
  const problems = new Map<string, Promise<string | null>>();
  return {
    currency: (code) => currencies.find((row) => row.code === code.toUpperCase()),
    service: (name) => services.find((row) => [row.symbol, row.name].some((known) => known.toUpperCase() === name.toUpperCase())),
    decimalsProblem: (service, currency, decimals) => {
      if (accountType !== "prod") return Promise.resolve(null);
      const key = `${service}/${currency}/${decimals}`;
      if (!problems.has(key)) problems.set(key, decimalsProblem(db, { service, currency, decimals }));
      return problems.get(key)!;
    },
  };
}

/** The merchant_references among `references` that the merchant's payouts already carry. */
async function referencesTaken(db: Knex, merchantId: string, references: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < references.length; start += 1000) {
    const chunk = references.slice(start, start + 1000);
    const rows = await db("payouts")
      .where({ merchant_id: merchantId })
      .whereIn("merchant_reference", chunk)
      .select("merchant_reference");
    for (const row of rows) taken.add(row.merchant_reference);
  }
  return taken;
}

/**
 * Reads a payout file and checks each row as a payout's request is checked (the number's form and network, the
 * service, the currency, the amount's decimals and limits, merchant_reference's form), before anything is held:
 * a merchant_reference given twice is the later row's error, one the merchant's payouts already carry too. Row 1
 * is the first after the header. Totals are per currency over the valid rows, their fees as each payout's would be.
 */
export async function readPayoutFile(
  db: Knex,
  input: { text: string; fileId: string; merchantId: string; accountType: AccountType; fees: FeeSchedule },
): Promise<ReadFile> {
  const [header, ...lines] = records(input.text);
  const columns = columnsOf(header);
  const known = await catalogue(db, input.accountType);
  const errors: RowError[] = [];
  const rows: FileRow[] = [];
  const seen = new Set<string>();
  for (const [index, cells] of lines.entries()) {
    const rowNumber = index + 1;
    const cell = (name: Column) => {
      const at = columns.get(name);
      return at === undefined ? "" : (cells[at] ?? "");
    };
    const problems: Array<[string, string]> = [];
    const problem = (field: string, message: string) => problems.push([field, message]);
    if (cells.some((value) => value.includes("\u0000"))) problem("row", "The row holds a NUL character.");

    const number = cell("recipient_number");
    const currencyCode = cell("currency").toUpperCase();
    const amount = cell("amount");
    const serviceAsked = cell("service") || (E164.test(number) ? serviceOfDrcNumber(number) : undefined);

    if (!number) problem("recipient_number", "This field is required.");
    else if (!E164.test(number)) problem("recipient_number", "Enter the recipient's number in E.164 form, e.g. +243812345678.");

    const service = serviceAsked ? known.service(serviceAsked) : undefined;
    const shortOrLong = number.startsWith("+243") && number.length !== 13;
    if (!serviceAsked) {
      if (E164.test(number) && shortOrLong) problem("recipient_number", "A DR Congo number has 9 digits after +243.");
      else if (E164.test(number)) problem("service", "This field is required: the number does not tell the service.");
    } else if (!service) problem("service", `Unknown service '${serviceAsked}'.`);
    else if (number.startsWith("+243")) {
      const national = number.slice(4);
      const prefixes = drcNetworkPrefixes(service.symbol);
      if (national.length !== 9) problem("recipient_number", "A DR Congo number has 9 digits after +243.");
      else if (!prefixes.includes(national.slice(0, 2))) {
        problem(
          "recipient_number",
          `This number is not on ${service.name} (prefixes ${prefixes.map((p) => `+243${p}`).join(", ")}).`,
        );
      }
    }

    const currency = currencyCode ? known.currency(currencyCode) : undefined;
    if (!currencyCode) problem("currency", "This field is required.");
    else if (!currency) problem("currency", `Unknown currency '${currencyCode}'.`);

    let minor: bigint | undefined;
    if (!amount) problem("amount", "This field is required.");
    else if (currency) {
      const shape = amountProblem(amount, currency);
      const parsed = parseAmount(amount, currency);
      if (shape) problem("amount", shape);
      else if (parsed.problem === undefined) {
        const decimals = service ? await known.decimalsProblem(service.symbol, currency.code, decimalsUsed(amount)) : null;
        if (decimals) problem("amount", decimals);
        else minor = parsed.minor;
      }
    } else if (!/^\d{1,15}(\.\d+)?$/.test(amount)) problem("amount", 'Write the amount as a decimal number, e.g. "1500.00".');

    const given = cell("merchant_reference");
    if (given) {
      if (given.length > MAX_GIVEN_REFERENCE) problem("merchant_reference", `At most ${MAX_GIVEN_REFERENCE} characters.`);
      else if (!MERCHANT_REFERENCE.test(given)) problem("merchant_reference", "Use letters, digits and . _ : - / only.");
      else if (seen.has(given)) problem("merchant_reference", "An earlier row of this file has this merchant_reference.");
      seen.add(given);
    }
    const expected = cell("expected_recipient_name");
    if (expected.length > 200) problem("expected_recipient_name", "At most 200 characters.");
    const description = cell("description");
    if (description.length > 500) problem("description", "At most 500 characters.");

    for (const [field, message] of problems) errors.push({ row: rowNumber, field, message });
    rows.push({
      row_number: rowNumber,
      recipient_number: number,
      amount: minor !== undefined ? fromMinorUnits(minor) : amount,
      currency: currency?.code ?? currencyCode,
      service: service?.symbol ?? (cell("service") || null),
      merchant_reference: given || `${input.fileId}-${rowNumber}`,
      expected_recipient_name: expected || null,
      description: description || null,
      valid: problems.length === 0,
    });
  }

  // Against the merchant's earlier payouts, in one pass over the rows still valid.
  const givenReferences = rows.filter((row) => row.valid && !row.merchant_reference.startsWith(`${input.fileId}-`));
  const taken = await referencesTaken(
    db,
    input.merchantId,
    givenReferences.map((row) => row.merchant_reference),
  );
  for (const row of givenReferences) {
    if (!taken.has(row.merchant_reference)) continue;
    row.valid = false;
    errors.push({
      row: row.row_number,
      field: "merchant_reference",
      message: "One of your payouts already has this merchant_reference.",
    });
  }
  errors.sort((a, b) => a.row - b.row);

  const totals: Record<string, CurrencyTotal> = {};
  const sums = new Map<string, { count: number; amount: bigint; fees: bigint }>();
  for (const row of rows) {
    if (!row.valid) continue;
    const { fee } = computeFee(input.fees, row.service!, row.currency, row.amount);
    const sum = sums.get(row.currency) ?? { count: 0, amount: 0n, fees: 0n };
    sum.count += 1;
    sum.amount += toMinorUnits(row.amount);
    sum.fees += toMinorUnits(fee);
    sums.set(row.currency, sum);
  }
  for (const [currency, sum] of sums) {
    totals[currency] = { count: sum.count, amount: fromMinorUnits(sum.amount), fees: fromMinorUnits(sum.fees) };
  }
  return { rows, invalid: rows.filter((row) => !row.valid).length, errors, totals };
}
