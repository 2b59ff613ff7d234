/** Largest amount accepted per currency, in the currency's major unit (documented in the README). */
export const MAXIMUM_AMOUNT: Record<string, string> = { USD: "10000.00", CDF: "25000000.00" };
export const MINIMUM_AMOUNT = "0.01";
