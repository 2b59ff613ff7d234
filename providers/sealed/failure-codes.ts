import type { FailureCodeTable } from "../failure-reasons";

/** Every code protocol A sends (providers.md A.1 to A.5), verbatim, to its reason. */
export const SEALED_FAILURE_CODES: FailureCodeTable = {
  // A.1, A.4, A.5: definitive rejections of a request.
  INVALID_MSISDN: "invalid_number",
  UNSUPPORTED_NETWORK: "not_allowed",
  AMOUNT_OUT_OF_RANGE: "limit_exceeded",
  INVALID_REQUEST: "provider_error",
  INSUFFICIENT_FLOAT: "insufficient_float",
  COLLECTION_NOT_SUCCESSFUL: "not_allowed",
  AMOUNT_EXCEEDS_REMAINING: "limit_exceeded",
  // A.5: `404 NOT_FOUND`, the provider knows no such collection to refund.
  NOT_FOUND: "provider_error",
  // A.1: `401 UNAUTHORIZED`, our api_key refused: the provider cannot be used until it is fixed.
  UNAUTHORIZED: "provider_unavailable",
  // A.2, A.4, A.5: why a movement the provider took ended FAILED.
  INSUFFICIENT_FUNDS: "insufficient_funds",
  CANCELLED_BY_USER: "declined",
  TIMEOUT: "expired",
  DECLINED: "declined",
  RECIPIENT_NOT_FOUND: "invalid_number",
  RECIPIENT_LIMIT_EXCEEDED: "limit_exceeded",
};
