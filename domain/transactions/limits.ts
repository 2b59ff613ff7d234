/** Largest amount accepted per currency, in the currency's major unit (documented in the README). */
export const MAXIMUM_AMOUNT: Record<string, string> = { USD: "10000.00", CDF: "25000000.00" };
export const MINIMUM_AMOUNT = "0.01";

/** DR Congo mobile prefixes (the two digits after +243) of each network. */
export const DRC_NETWORK_PREFIXES: Record<string, readonly string[]> = {
  MPESA: ["81", "82", "83"],
  ORANGE: ["84", "85", "89"],
  AIRTEL: ["97", "98", "99"],
  AFRICELL: ["90"],
};
