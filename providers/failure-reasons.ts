/**
 * The one failure vocabulary (contract, "The networks' own protocols", failure reasons): every `Failed`
 * transaction, payout and refund says why in one of these words, whatever network it went through; the
 * network's own code is kept beside it verbatim (`provider_failure_code`). Each protocol maps its codes
 * to these in its own folder.
 */
export const PROVIDER_FAILURE_REASONS = [
  "insufficient_funds",
  "declined",
  "expired",
  "invalid_number",
  "limit_exceeded",
  "insufficient_float",
  "provider_unavailable",
  "not_allowed",
  "provider_error",
] as const;

/** Reasons the service itself gives, no provider having said why. */
export const SERVICE_FAILURE_REASONS = ["cancelled", "not_approved", "resolved_by_staff"] as const;

export type ProviderFailureReason = (typeof PROVIDER_FAILURE_REASONS)[number];
export type FailureReason = ProviderFailureReason | (typeof SERVICE_FAILURE_REASONS)[number];

/** A protocol's codes, verbatim as its network sends them, each to one reason; a code not listed is `provider_error`. */
export type FailureCodeTable = Readonly<Record<string, ProviderFailureReason>>;
