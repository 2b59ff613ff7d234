import type { FailureCodeTable } from "../failure-reasons";

/**
 * The Orange codes networks.md knows (section 3): its catalogue is not public, so a code not listed is never a failure
 * on its own (doCheckTrans settles it) and, when a failure carries one, it is `provider_error`.
 */
export const ORANGE_FAILURE_CODES: FailureCodeTable = {
  // No fee grid configured for the merchant: its account, not the customer's.
  "00084": "provider_unavailable",
  // doCheckTrans's description of a failed movement, kept when it carries no code of its own.
  "echec transaction": "provider_error",
  // The service's own: the entry names no merchant wallet for the currency.
  NO_MERCHANT_WALLET: "not_allowed",
};
