/** What the API, the CLI and the worker share about ReconciliationWorkflow. Workflow-safe. */
export const RECONCILIATION_WORKFLOW_TYPE = "ReconciliationWorkflow";

export interface ReconciliationWorkflowInput {
  providerCodeName: string;
  /** The UTC day to reconcile, YYYY-MM-DD; absent (the daily schedule): the day before the workflow started. */
  day?: string;
}

/**
 * One run per provider and day at a time; a later run of the same day reconciles it again. The task queue is
 * in the id: two deployments sharing a namespace (each with its own queue and database) never join each other's run.
 */
export function reconciliationWorkflowId(taskQueue: string, providerCodeName: string, day: string): string {
  return `reconciliation-${taskQueue}-${providerCodeName}-${day}`;
}

export const RECONCILIATION_SCHEDULE_PREFIX = "reconciliation-";

/** Each deployment's daily schedule of a provider, under its own task queue. */
export function reconciliationScheduleId(taskQueue: string, providerCodeName: string): string {
  return `${RECONCILIATION_SCHEDULE_PREFIX}${taskQueue}-${providerCodeName}`;
}
