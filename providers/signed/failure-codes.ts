import type { FailureCodeTable } from "../failure-reasons";

/** Every code protocol B sends (providers.md B.1 to B.5), verbatim, to its reason. */
export const SIGNED_FAILURE_CODES: FailureCodeTable = {
  // B.1, B.4, B.5: `422` definitive rejections of a request.
  invalid_phone: "invalid_number",
  unsupported_operator: "not_allowed",
  amount_out_of_range: "limit_exceeded",
  invalid_request: "provider_error",
  insufficient_float: "insufficient_float",
  payment_not_succeeded: "not_allowed",
  amount_exceeds_remaining: "limit_exceeded",
  // B.5: `404 not_found`, the provider knows no such payment to refund.
  not_found: "provider_error",
  // B.1: `401 invalid_signature`, our client_secret refused: the provider cannot be used until it is fixed.
  invalid_signature: "provider_unavailable",
  // B.2, B.4: `failure_code` of a failed or expired movement.
  insufficient_funds: "insufficient_funds",
  payer_declined: "declined",
  timeout: "expired",
  recipient_not_found: "invalid_number",
  recipient_limit_exceeded: "limit_exceeded",
  declined: "declined",
  // B.2: a payment whose `state` is `expired` with no `failure_code`: the state is the code it gave.
  expired: "expired",
};
