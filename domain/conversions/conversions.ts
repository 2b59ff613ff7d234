import type { Knex } from "knex";
import { isUniqueViolation } from "../../db/errors";
import { InsufficientBalanceError, NotFoundError, QuoteRefusedError, ValidationError } from "../../lib/errors";
import { toMinorUnits } from "../../lib/money";
import { merchantOfUser } from "../accounts/merchants";
import type { Payer } from "../core/payer";
import { newReference } from "../core/reference";
import { post } from "../ledger/post";
import { walletIdOf, walletModeOf } from "../ledger/wallets";
import { conversionResource } from "./conversion-resource";
import {
  type ConversionFilters,
  conversionCursor,
  findConversionByMerchantReference,
  findMerchantConversion,
  insertConversion,
  insertQuote,
  lockQuote,
  markConverted,
  searchConversions,
  useQuote,
} from "./conversions-store";
import { rateBetween } from "./fx-rates";
import { quoteFigures } from "./quote-math";
import type { ConversionRow, QuoteRow } from "./row";

/** How long a quote holds. */
export const QUOTE_SECONDS = 60;

async function merchantIdOf(db: Knex, payer: Payer): Promise<string> {
  const merchant = await merchantOfUser(db, payer.id);
  if (!merchant) throw new NotFoundError("No merchant profile.");
  return merchant.id;
}

export type QuoteRequest = { from_currency: string; to_currency: string } & ({ amount: string } | { receive_amount: string });

/**
 * Quotes a conversion in the payer's mode from the pair's current rate (503 rate_unavailable without one). The
 * quote does not look at the balance: the conversion does.
 */
export async function createQuote(db: Knex, payer: Payer, request: QuoteRequest, maxRateAgeHours: number): Promise<QuoteRow> {
  const merchantId = await merchantIdOf(db, payer);
  const { from_currency: from, to_currency: to } = request;
  for (const [field, currency] of [
    ["from_currency", from],
    ["to_currency", to],
  ] as const) {
    if (!(await walletIdOf(db, merchantId, currency, walletModeOf(payer.account_type)))) {
      throw new ValidationError({ [field]: `The merchant has no ${currency} wallet.` });
    }
  }
  const rate = await rateBetween(db, from, to, maxRateAgeHours);
  const figures = quoteFigures(rate.mid, rate.spreadBps, rate.sellingFirst, request);
  if (!figures) throw new ValidationError({ ["amount" in request ? "amount" : "receive_amount"]: "Too small to convert." });
  return insertQuote(
    db,
    {
      merchant_id: merchantId,
      account_type: payer.account_type,
      from_currency: from,
      to_currency: to,
      ...figures,
      spread_bps: rate.spreadBps,
      fx_rate_id: rate.id,
    },
    QUOTE_SECONDS,
  );
}

export type ConversionCreation = { created: boolean; row: ConversionRow };

/**
 * Converts at a quote, in one database transaction: the quote is taken (locked, then marked used: a quote serves
 * one conversion), the conversion recorded with its events (`conversion.succeeded`), and one ledger entry moves
 * both wallets of the payer's mode, each currency balancing through the platform's `fx_position`. The from-wallet
 * not covering `amount` is `400 insufficient_balance` and nothing happens (the quote stays usable until it
 * expires). The same `merchant_reference` again answers the first conversion (`created: false`). Not money out:
 * the money-out controls do not apply.
 */
export async function createConversion(
  db: Knex,
  payer: Payer,
  request: { quote_id: string; merchant_reference: string },
): Promise<ConversionCreation> {
  const merchantId = await merchantIdOf(db, payer);
  const first = await findConversionByMerchantReference(db, merchantId, request.merchant_reference);
  if (first) return { created: false, row: first };
  const reference = newReference(conversionResource.referencePrefix);
  try {
    await db.transaction((trx) => convert(trx, payer, merchantId, reference, request));
  } catch (error) {
    // A racer with the same merchant_reference committed first: on it (a unique violation), or on the same quote
    // (used by then). Either way, its conversion is the answer.
    const raced = isUniqueViolation(error) || (error instanceof QuoteRefusedError && error.code === "quote_used");
    if (!raced) throw error;
    const existing = await findConversionByMerchantReference(db, merchantId, request.merchant_reference);
    if (existing) return { created: false, row: existing };
    throw isUniqueViolation(error) ? new QuoteRefusedError("quote_used") : error;
  }
  return { created: true, row: (await findMerchantConversion(db, merchantId, reference))! };
}

async function convert(
  trx: Knex.Transaction,
  payer: Payer,
  merchantId: string,
  reference: string,
  request: { quote_id: string; merchant_reference: string },
): Promise<void> {
  const quote = /^[0-9a-f-]{36}$/i.test(request.quote_id)
    ? await lockQuote(trx, merchantId, payer.account_type, request.quote_id)
    : undefined;
  if (!quote) throw new NotFoundError("No such quote.");
  if (quote.used_by) throw new QuoteRefusedError("quote_used");
  if (quote.expired) throw new QuoteRefusedError("quote_expired");
  if (!(await useQuote(trx, quote.id, reference))) throw new QuoteRefusedError("quote_used");
  const mode = walletModeOf(payer.account_type);
  const fromWallet = await walletIdOf(trx, merchantId, quote.from_currency, mode);
  const toWallet = await walletIdOf(trx, merchantId, quote.to_currency, mode);
  if (!fromWallet) throw new InsufficientBalanceError("0.00", quote.from_currency);
  if (!toWallet) throw new ValidationError({ quote_id: `The merchant has no ${quote.to_currency} wallet.` });
  await insertConversion(trx, {
    reference,
    merchant_id: merchantId,
    merchant_reference: request.merchant_reference,
    account_type: payer.account_type,
    quote_id: quote.id,
    from_currency: quote.from_currency,
    to_currency: quote.to_currency,
    amount: quote.amount,
    receive_amount: quote.receive_amount,
    rate: quote.rate,
    mid_rate: quote.mid_rate,
    spread_bps: quote.spread_bps,
    conversion_status: "Pending",
  });
  await markConverted(trx, reference);
  // Last: posting takes the wallets' locks, held until the commit.
  const sold = toMinorUnits(quote.amount);
  const bought = toMinorUnits(quote.receive_amount);
  await post(trx, {
    reference,
    kind: "conversion",
    lines: [
      { account: "merchant_wallet", walletId: fromWallet, currency: quote.from_currency, minor: -sold },
      { account: "fx_position", currency: quote.from_currency, minor: sold },
      { account: "merchant_wallet", walletId: toWallet, currency: quote.to_currency, minor: bought },
      { account: "fx_position", currency: quote.to_currency, minor: -bought },
    ],
  });
}

/** A merchant user's conversion: another merchant's is indistinguishable from a missing one. */
export async function ownConversion(db: Knex, userId: string, reference: string): Promise<ConversionRow> {
  const merchant = await merchantOfUser(db, userId);
  const row = merchant ? await findMerchantConversion(db, merchant.id, reference) : undefined;
  if (!row) throw new NotFoundError("No such conversion.");
  return row;
}

/** One page of the caller's conversions, newest first. */
export async function listOwnConversions(
  db: Knex,
  userId: string,
  query: Omit<ConversionFilters, "merchant_id"> & { cursor?: string; limit: number },
): Promise<{ results: ConversionRow[]; next: string | null }> {
  const merchant = await merchantOfUser(db, userId);
  if (!merchant) return { results: [], next: null };
  const { cursor, limit, ...filters } = query;
  const rows = await searchConversions(db, { ...filters, merchant_id: merchant.id }, cursor, limit);
  const results = rows.slice(0, limit);
  return { results, next: rows.length > limit ? conversionCursor(results[results.length - 1]!) : null };
}
