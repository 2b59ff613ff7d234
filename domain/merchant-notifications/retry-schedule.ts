/**
 * How every notification to a merchant's server is retried, whichever carries it (a resource's callback_url through
 * Temporal's activity retries, a webhook endpoint through the outbox): 5 s doubling, at most 1 h apart, for 26 h, so
 * the last try comes over a day after the first. Workflow-safe: numbers only.
 */
export const MERCHANT_RETRY_SCHEDULE = {
  firstSeconds: 5,
  maxSeconds: 3600,
  forHours: 26,
} as const;
