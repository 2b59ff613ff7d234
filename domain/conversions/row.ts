import type { AccountType } from "../core/account-type";

export const CONVERSION_STATUSES = ["Pending", "Success"] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/** A quote: what a conversion would sell and buy, held QUOTE_SECONDS, used by one conversion at most (`used_by`). */
export interface QuoteRow {
  id: string;
  merchant_id: string;
  account_type: AccountType;
  from_currency: string;
  to_currency: string;
  amount: string;
  receive_amount: string;
  rate: string;
  mid_rate: string;
  spread_bps: number;
  fx_rate_id: string;
  created_at: Date;
  expires_at: Date;
  used_by: string | null;
}

/** A conversion: its quote's figures, booked in one entry on both wallets. `Pending` only inside its own transaction. */
export interface ConversionRow {
  reference: string;
  merchant_id: string;
  merchant_reference: string;
  account_type: AccountType;
  quote_id: string;
  from_currency: string;
  to_currency: string;
  amount: string;
  receive_amount: string;
  rate: string;
  mid_rate: string;
  spread_bps: number;
  conversion_status: ConversionStatus;
  created_at: Date | string;
  updated_at: Date | string;
}
