/**
 * The names under which workflow work fails, in one place. Free of imports: workflow code bundles it.
 */

/**
 * The `type` of every ApplicationFailure the service raises: activities throw them, workflows throw
 * and catch them, the workflow client reads them, and activity options list the non-retryable ones.
 */
export const FailureType = {
  /** The payment's row is not in this worker's database: another deployment shares the task queue. */
  TransactionNotFound: "TransactionNotFound",
  /** A staff resolution for a payment already final; `details[0]` is its status. */
  InvalidStateTransition: "InvalidStateTransition",
  /** A merchant notification asked for a transaction that is not final yet. */
  CallbackNotDue: "CallbackNotDue",
  /** The merchant answered 410 Gone: it wants no more notifications of this transaction. */
  CallbackGone: "CallbackGone",
  /** The callback address is one the service refuses to call (private, unresolvable). */
  CallbackAddressRefused: "CallbackAddressRefused",
  /** One failed delivery (non-2xx, timeout): the only one of these that a retry may change. */
  CallbackFailed: "CallbackFailed",
} as const;

export type FailureType = (typeof FailureType)[keyof typeof FailureType];

/** The failure types no retry can change: every activity preset's `nonRetryableErrorTypes`. */
export const NON_RETRYABLE_FAILURE_TYPES: readonly FailureType[] = Object.values(FailureType).filter(
  (type) => type !== FailureType.CallbackFailed,
);

/** Why a workflow ended a payment Failed, as its `failure_reason` says (refusals carry the providers' reasons). */
export const FailureReason = {
  /** The orphan sweep found the row too late to prompt the customer; no provider heard of it. */
  notStartedInTime: "not started in time",
  /** No final answer within the payment's expiry, the provider asked once more. */
  expired: "expired",
  /** The provider's status query does not know the payment its initiation left unsettled. */
  neverAccepted: "never accepted by the provider",
  refused: (reasons: string) => `refused: ${reasons}`,
} as const;

/** Why a payout waits or ended Failed without a provider's answer, as its `failure_reason` says. */
export const PayoutFailureReason = {
  /** The merchant cancelled it while it waited. */
  cancelled: "cancelled",
  queuedNoProvider: (service: string, currency: string) =>
    `waiting: no provider can pay out ${service} in ${currency} now (all disabled, demoted or short of float)`,
  queueExpired: (hours: number) => `no provider recovered within ${hours} h`,
  /** It awaited approval for PAYOUT_APPROVAL_HOURS and got none. */
  notApproved: "not approved",
} as const;
