import type { ActivityOptions, LocalActivityOptions } from "@temporalio/workflow";
import { NON_RETRYABLE_FAILURE_TYPES } from "../domain/core/workflow-failures";
import { MERCHANT_RETRY_SCHEDULE } from "../domain/merchant-notifications/retry-schedule";

/**
 * Named activity option presets, so the workflow reads as intent rather than numbers. None retries a
 * failure whose type says no retry can change it (NON_RETRYABLE_FAILURE_TYPES). Each timeout is sized to the
 * calls its activities make.
 */
const nonRetryableErrorTypes = [...NON_RETRYABLE_FAILURE_TYPES];

/** Short database work, run as local activities; retried through transient failures. */
export const databaseWrite: LocalActivityOptions = {
  startToCloseTimeout: "15 seconds",
  retry: {
    initialInterval: "1 second",
    backoffCoefficient: 2,
    maximumInterval: "30 seconds",
    maximumAttempts: 20,
    nonRetryableErrorTypes,
  },
};

/**
 * A worker that dies under an activity is noticed by the activity's missing heartbeats (the worker wraps every
 * activity to heartbeat while it runs: activities/heartbeat.ts) within this, and the activity is retried on
 * another worker: seconds lost, not the whole startToCloseTimeout.
 */
const heartbeatTimeout = "5 seconds";

/**
 * One provider call (initiation may include its settling status query): two requests bounded at 10 s each
 * (the protocols' request timeout) and their database writes, well within 30 s. A retry repeats the same
 * `reference`, which both protocols treat as a duplicate of the accepted payment, so it is safe.
 */
export const providerCall: ActivityOptions = {
  startToCloseTimeout: "30 seconds",
  heartbeatTimeout,
  retry: {
    initialInterval: "2 seconds",
    backoffCoefficient: 2,
    maximumInterval: "1 minute",
    maximumAttempts: 5,
    nonRetryableErrorTypes,
  },
};

/**
 * Merchant notification delivery (one request bounded at 10 s, DELIVERY_TIMEOUT_MS, and its record): 5 s, 10 s,
 * 20 s ... capped at 1 h between attempts, for 26 h, so the last attempt comes more than 24 h after the first.
 * A 410 Gone or a refused address stops it.
 */
export const merchantNotification: ActivityOptions = {
  startToCloseTimeout: "30 seconds",
  heartbeatTimeout,
  scheduleToCloseTimeout: `${MERCHANT_RETRY_SCHEDULE.forHours} hours`,
  retry: {
    initialInterval: `${MERCHANT_RETRY_SCHEDULE.firstSeconds} seconds`,
    backoffCoefficient: 2,
    maximumInterval: `${MERCHANT_RETRY_SCHEDULE.maxSeconds} seconds`,
    nonRetryableErrorTypes,
  },
};
