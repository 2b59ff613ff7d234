import type { ActivityOptions, LocalActivityOptions } from "@temporalio/workflow";
import { NON_RETRYABLE_FAILURE_TYPES } from "../domain/workflow-failures";

/**
 * Named activity option presets, so the workflow reads as intent rather than numbers. None retries a
 * failure whose type says no retry can change it (NON_RETRYABLE_FAILURE_TYPES).
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
 * One provider call (initiation may include its settling status query). A retry repeats the same
 * `reference`, which both protocols treat as a duplicate of the accepted payment, so it is safe.
 */
export const providerCall: ActivityOptions = {
  startToCloseTimeout: "1 minute",
  retry: {
    initialInterval: "2 seconds",
    backoffCoefficient: 2,
    maximumInterval: "1 minute",
    maximumAttempts: 5,
    nonRetryableErrorTypes,
  },
};

/**
 * Merchant notification delivery: 5 s, 10 s, 20 s ... capped at 1 h between attempts, for 26 h, so the
 * last attempt comes more than 24 h after the first. A 410 Gone or a refused address stops it.
 */
export const merchantNotification: ActivityOptions = {
  startToCloseTimeout: "30 seconds",
  scheduleToCloseTimeout: "26 hours",
  retry: {
    initialInterval: "5 seconds",
    backoffCoefficient: 2,
    maximumInterval: "1 hour",
    nonRetryableErrorTypes,
  },
};
