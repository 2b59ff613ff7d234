import type { FailureCodeTable } from "../failure-reasons";

/**
 * Every M-Pesa OpenAPI code networks.md lists (section 2: "Response codes", the Mozambique additions, reversal),
 * verbatim, and the final states of `queryTransactionStatus`, each to its reason.
 */
export const MPESA_FAILURE_CODES: FailureCodeTable = {
  "INS-1": "provider_error",
  "INS-2": "provider_unavailable",
  "INS-4": "invalid_number",
  "INS-5": "declined",
  "INS-6": "declined",
  "INS-9": "expired",
  "INS-10": "provider_error",
  "INS-13": "provider_unavailable",
  "INS-14": "provider_error",
  "INS-15": "not_allowed",
  "INS-16": "provider_unavailable",
  "INS-17": "provider_error",
  "INS-18": "provider_error",
  "INS-20": "provider_error",
  "INS-21": "provider_error",
  "INS-23": "provider_error",
  "INS-26": "not_allowed",
  "INS-28": "provider_error",
  "INS-30": "provider_error",
  "INS-31": "provider_error",
  "INS-35": "not_allowed",
  "INS-989": "provider_unavailable",
  "INS-990": "limit_exceeded",
  "INS-991": "limit_exceeded",
  "INS-992": "limit_exceeded",
  "INS-993": "limit_exceeded",
  "INS-994": "limit_exceeded",
  "INS-995": "limit_exceeded",
  "INS-996": "provider_unavailable",
  "INS-997": "provider_unavailable",
  "INS-998": "provider_unavailable",
  "INS-2001": "provider_unavailable",
  "INS-2002": "invalid_number",
  // The customer's balance on a C2B, the merchant's float on a B2C.
  "INS-2006": "insufficient_funds",
  "INS-2051": "invalid_number",
  "INS-2057": "provider_error",
  // queryTransactionStatus's final states, which carry no code of their own.
  Failed: "provider_error",
  Cancelled: "declined",
  Expired: "expired",
  // The service's own: a session younger than 30 s that M-Pesa refused, not yet live.
  SESSION_NOT_LIVE: "provider_unavailable",
};
