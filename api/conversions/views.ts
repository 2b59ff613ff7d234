import type { FxRateRow } from "../../domain/conversions/fx-rates";
import type { ConversionRow, QuoteRow } from "../../domain/conversions/row";
import type { ConversionView, QuoteView } from "./schemas";

export function quoteView(row: QuoteRow): QuoteView {
  return {
    id: row.id,
    from_currency: row.from_currency,
    to_currency: row.to_currency,
    amount: row.amount,
    receive_amount: row.receive_amount,
    rate: row.rate,
    mid_rate: row.mid_rate,
    spread_bps: Number(row.spread_bps),
    expires_at: new Date(row.expires_at).toISOString(),
  };
}

/** The conversion as the API shows it to its merchant (also from an event's stored row, numbers as text). */
export function conversionView(row: ConversionRow): ConversionView {
  return {
    reference: row.reference,
    merchant_reference: row.merchant_reference,
    quote_id: row.quote_id,
    from_currency: row.from_currency,
    to_currency: row.to_currency,
    amount: row.amount,
    receive_amount: row.receive_amount,
    rate: row.rate,
    mid_rate: row.mid_rate,
    spread_bps: Number(row.spread_bps),
    conversion_status: row.conversion_status,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function fxRateView(row: FxRateRow) {
  return {
    pair: row.pair,
    mid: row.mid,
    spread_bps: row.spread_bps,
    set_by: row.set_by_email,
    set_at: new Date(row.set_at).toISOString(),
  };
}
