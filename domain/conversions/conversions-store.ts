import type { Knex } from "knex";
import { encodeKeysetCursor, whereAfterKeyset } from "../../db/keyset";
import { insertWithEvent, type MovementTable, moveIfStatusIn } from "../core/movement-store";
import { conversionResource } from "./conversion-resource";
import type { ConversionRow, ConversionStatus, QuoteRow } from "./row";

type Executor = Knex | Knex.Transaction;

/** The one module that touches `fx_quotes` and `conversions`. */

export const CONVERSIONS: MovementTable = {
  resource: conversionResource.name,
  table: "conversions",
  statusColumn: "conversion_status",
};

/** Money columns as the API shows them (two decimals, as text). */
const quoteColumns = (db: Executor) => [
  "fx_quotes.*",
  db.raw("fx_quotes.amount::text AS amount"),
  db.raw("fx_quotes.receive_amount::text AS receive_amount"),
];
const conversionColumns = (db: Executor) => [
  "conversions.*",
  db.raw("conversions.amount::text AS amount"),
  db.raw("conversions.receive_amount::text AS receive_amount"),
];

/** A new quote, held `holdSeconds` from the database's clock. */
export async function insertQuote(
  db: Executor,
  quote: Omit<QuoteRow, "id" | "created_at" | "expires_at" | "used_by">,
  holdSeconds: number,
): Promise<QuoteRow> {
  const [row] = await db("fx_quotes")
    .insert({ ...quote, expires_at: db.raw("now() + make_interval(secs => ?)", [holdSeconds]) })
    .returning(quoteColumns(db));
  return row;
}

/** The merchant's quote in one mode, locked for the rest of the caller's transaction (a racer using it waits). */
export async function lockQuote(
  trx: Knex.Transaction,
  merchantId: string,
  accountType: string,
  id: string,
): Promise<(QuoteRow & { expired: boolean }) | undefined> {
  return trx("fx_quotes")
    .where({ id, merchant_id: merchantId, account_type: accountType })
    .forUpdate()
    .first([...quoteColumns(trx), trx.raw("expires_at <= now() AS expired")]);
}

/** Marks the quote used by `reference`, once: false when another conversion used it first. */
export async function useQuote(trx: Knex.Transaction, id: string, reference: string): Promise<boolean> {
  const updated = await trx("fx_quotes").where({ id }).whereNull("used_by").update({ used_by: reference });
  return updated === 1;
}

/** Records a conversion `Pending`, with its creation event. */
export async function insertConversion(trx: Knex.Transaction, row: Omit<ConversionRow, "created_at" | "updated_at">) {
  await insertWithEvent<ConversionRow>(trx, CONVERSIONS, row);
}

/** Moves a conversion to `Success` with its event (`conversion.succeeded`), in the caller's transaction. */
export async function markConverted(trx: Knex.Transaction, reference: string): Promise<void> {
  const moved = await moveIfStatusIn<ConversionRow, ConversionStatus>(
    trx,
    CONVERSIONS,
    reference,
    ["Pending"],
    "Success",
    { updated_at: trx.fn.now() },
    {},
  );
  if (!moved) throw new Error(`conversion ${reference} was not Pending`);
}

export async function findMerchantConversion(
  db: Executor,
  merchantId: string,
  reference: string,
): Promise<ConversionRow | undefined> {
  return db("conversions").where({ merchant_id: merchantId, reference }).first(conversionColumns(db));
}

export async function findConversionByMerchantReference(
  db: Executor,
  merchantId: string,
  merchantReference: string,
): Promise<ConversionRow | undefined> {
  return db("conversions").where({ merchant_id: merchantId, merchant_reference: merchantReference }).first(conversionColumns(db));
}

export interface ConversionFilters {
  merchant_id: string;
  from_currency?: string;
  to_currency?: string;
  merchant_reference?: string;
  created_after?: string;
  created_before?: string;
}

/** One page of conversions, newest first (one more than `limit` when there is a next page). */
export async function searchConversions(
  db: Executor,
  filters: ConversionFilters,
  cursor: string | undefined,
  limit: number,
): Promise<ConversionRow[]> {
  return db("conversions")
    .select(conversionColumns(db))
    .where("conversions.merchant_id", filters.merchant_id)
    .modify((builder) => {
      for (const column of ["from_currency", "to_currency", "merchant_reference"] as const) {
        if (filters[column] !== undefined) builder.where(`conversions.${column}`, filters[column]);
      }
      if (filters.created_after) builder.where("conversions.created_at", ">=", filters.created_after);
      if (filters.created_before) builder.where("conversions.created_at", "<", filters.created_before);
      whereAfterKeyset(builder, cursor, { table: "conversions", time: "created_at", key: "reference" });
    })
    .orderBy([
      { column: "conversions.created_at", order: "desc" },
      { column: "conversions.reference", order: "desc" },
    ])
    .limit(limit + 1);
}

export const conversionCursor = (row: Pick<ConversionRow, "reference">) => encodeKeysetCursor(row.reference);
