import type { FailureCodeTable } from "../failure-reasons";

/**
 * Every Airtel code networks.md lists (section 1: "Codes", "Disbursement", "Authentication"), verbatim, to its reason.
 * The codes that leave a movement's fate unknown (wire.ts, AMBIGUOUS_CODES) are listed too: they end a movement only
 * when its expiry passes with the status query still saying so.
 */
export const AIRTEL_FAILURE_CODES: FailureCodeTable = {
  // Collections (DP008…).
  DP00800001000: "provider_error",
  DP00800001002: "declined",
  DP00800001003: "limit_exceeded",
  DP00800001004: "not_allowed",
  // A9 reads it "Msisdn Not Found"; A7, A8 and A12 "payer did not enter the PIN": both are the customer's side.
  DP00800001005: "declined",
  DP00800001007: "insufficient_funds",
  DP00800001008: "declined",
  DP00800001009: "declined",
  DP00800001010: "invalid_number",
  DP00800001024: "expired",
  DP00800001025: "provider_error",
  // Our message signature did not match: our configuration, Airtel cannot be used until it is mended.
  DP00800001026: "provider_unavailable",
  DP00800001029: "expired",
  // Disbursements (DP009…).
  DP00900001000: "provider_error",
  DP00900001003: "limit_exceeded",
  DP00900001004: "not_allowed",
  DP00900001007: "insufficient_float",
  DP00900001009: "provider_unavailable",
  DP00900001010: "not_allowed",
  DP00900001011: "provider_error",
  DP00900001012: "invalid_number",
  DP00900001013: "invalid_number",
  DP00900001014: "expired",
  // Gateway and platform.
  ROUTER001: "provider_unavailable",
  ROUTER003: "provider_error",
  ROUTER005: "provider_unavailable",
  ROUTER006: "not_allowed",
  ROUTER007: "provider_unavailable",
  ROUTER110: "provider_unavailable",
  ROUTER112: "not_allowed",
  ROUTER114: "provider_unavailable",
  ROUTER115: "provider_unavailable",
  ROUTER116: "provider_unavailable",
  ROUTER117: "expired",
  ROUTER119: "not_allowed",
  ESB000001: "provider_error",
  ESB000004: "provider_error",
  ESB000008: "invalid_number",
  ESB000011: "provider_error",
  ESB000014: "provider_error",
  ESB000033: "invalid_number",
  ESB000034: "not_allowed",
  ESB000035: "not_allowed",
  ESB000036: "invalid_number",
  ESB000039: "provider_unavailable",
  ESB000041: "provider_error",
  ESB000045: "provider_error",
  // A final status with no code of its own: failed without a reason, or expired.
  TF: "provider_error",
  TE: "expired",
  // Our credentials or token refused.
  invalid_client: "provider_unavailable",
  invalid_token: "provider_unavailable",
  // The service's own: a refund in part needs the disbursement PIN this entry was not given.
  PIN_NOT_CONFIGURED: "not_allowed",
};
