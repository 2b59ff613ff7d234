import type { FailureCodeTable } from "../failure-reasons";

/** Every pawaPay v2 code networks.md lists (section 4, "Failure codes", "Collection", "Refund"), verbatim, to its reason. */
export const PAWAPAY_FAILURE_CODES: FailureCodeTable = {
  // Deposits' failureReason.failureCode.
  PAYMENT_NOT_APPROVED: "declined",
  INSUFFICIENT_BALANCE: "insufficient_funds",
  PAYER_NOT_FOUND: "invalid_number",
  WALLET_LIMIT_REACHED: "limit_exceeded",
  // The payer has another payment open: trying again later can succeed.
  PAYMENT_IN_PROGRESS: "declined",
  UNSPECIFIED_FAILURE: "provider_error",
  // v1's name of UNSPECIFIED_FAILURE.
  OTHER_ERROR: "provider_error",
  MANUALLY_CANCELLED: "declined",
  // Payouts.
  RECIPIENT_NOT_FOUND: "invalid_number",
  PAWAPAY_WALLET_OUT_OF_FUNDS: "insufficient_float",
  // Initiation rejections (REJECTED, HTTP 200).
  INVALID_PHONE_NUMBER: "invalid_number",
  INVALID_AMOUNT: "not_allowed",
  AMOUNT_OUT_OF_BOUNDS: "limit_exceeded",
  INVALID_CURRENCY: "not_allowed",
  INVALID_PROVIDER: "not_allowed",
  PROVIDER_TEMPORARILY_UNAVAILABLE: "provider_unavailable",
  DEPOSITS_NOT_ALLOWED: "not_allowed",
  PAYOUTS_NOT_ALLOWED: "not_allowed",
  DUPLICATE_METADATA_FIELD: "provider_error",
  // Refunds.
  DEPOSIT_ALREADY_REFUNDED: "not_allowed",
  AMOUNT_TOO_LARGE: "limit_exceeded",
  REFUND_IN_PROGRESS: "not_allowed",
  REFUNDS_NOT_ALLOWED: "not_allowed",
  // Technical errors: 400 (our request was wrong: the service's error), 401/403 (our token or signature refused:
  // the provider cannot be used until it is fixed), 500 (answered as ambiguous, never as a refusal).
  INVALID_INPUT: "provider_error",
  MISSING_PARAMETER: "provider_error",
  UNSUPPORTED_PARAMETER: "provider_error",
  INVALID_PARAMETER: "provider_error",
  NO_AUTHENTICATION: "provider_unavailable",
  AUTHENTICATION_ERROR: "provider_unavailable",
  AUTHORISATION_ERROR: "provider_unavailable",
  HTTP_SIGNATURE_ERROR: "provider_unavailable",
  UNKNOWN_ERROR: "provider_error",
};
