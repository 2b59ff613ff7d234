import type { Failure } from "../../providers/failure-reasons";

/**
 * The names under which workflow work fails, in one place. Free of run-time imports: workflow code bundles it.
 */

/**
 * The `type` of every ApplicationFailure the service raises: activities throw them, workflows throw
 * and catch them, the workflow client reads them, and activity options list the non-retryable ones.
 */
export const FailureType = {
  /**
   * The movement's row (a payment's, a payout's, a refund's) is not in this worker's database: another deployment
   * shares the task queue. Its wire name is the one recorded in histories and thrown by workers of earlier versions.
   */
  MovementNotFound: "TransactionNotFound",
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

/**
 * Why a workflow ended a movement Failed when no provider's code says why, in the failure vocabulary (a refusal
 * carries its provider's own failure instead: the last definitive refusal's).
 */
export const WorkflowFailure = {
  /** The orphan sweep found the row too late to prompt the customer; no provider heard of it. */
  notStartedInTime: { reason: "expired", code: null },
  /** No final answer within the movement's expiry, the provider asked once more. */
  expired: { reason: "expired", code: null },
  /**
   * The provider's status query does not know the movement its initiation left unsettled (its answer was a 5xx
   * or a timeout): it never took it, so it was not available to take it, and a later try may succeed.
   */
  neverAccepted: { reason: "provider_unavailable", code: null },
  /** No provider at all could be asked (none enabled for the service and currency), or none recovered in time. */
  noProvider: { reason: "provider_unavailable", code: null },
  /** The provider's protocol has no such operation (a payout or a refund asked of one that cannot make it). */
  notSupported: { reason: "not_allowed", code: null },
  /** The merchant cancelled it while it waited. */
  cancelled: { reason: "cancelled", code: null },
  /** It awaited approval for PAYOUT_APPROVAL_HOURS and got none. */
  notApproved: { reason: "not_approved", code: null },
} as const satisfies Record<string, Failure>;

/**
 * A definitive refusal's failure. A refusal an activity answered before failures carried one (an attempt recorded
 * in a workflow's history before the vocabulary) is one the provider did not explain to it: `provider_error`.
 */
export const refusalFailure = (attempt: { failure?: Failure }): Failure =>
  attempt.failure ?? { reason: "provider_error", code: null };

/** Why a payout waits, Pending, while no provider can take it: shown as its `failure_reason` until it moves on. */
export const PayoutWaiting = {
  queuedNoProvider: (service: string, currency: string) =>
    `waiting: no provider can pay out ${service} in ${currency} now (all disabled, demoted or short of float)`,
  queueExpired: (hours: number) => `no provider recovered within ${hours} h`,
} as const;
