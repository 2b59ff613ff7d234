/** Largest amount accepted per currency, in the currency's major unit (documented in the README). */
export const MAXIMUM_AMOUNT: Record<string, string> = { USD: "10000.00", CDF: "25000000.00" };
export const MINIMUM_AMOUNT = "0.01";

/** What a transaction or a payout in `currency` may be: the creation rules and the active configuration both read this. */
export function amountLimits(currency: string): { min: string; max: string | null } {
  return { min: MINIMUM_AMOUNT, max: MAXIMUM_AMOUNT[currency] ?? null };
}
