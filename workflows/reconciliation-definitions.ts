/** What the API, the CLI and the worker share about ReconciliationWorkflow. Workflow-safe. */
export const RECONCILIATION_WORKFLOW_TYPE = "ReconciliationWorkflow";

export interface ReconciliationWorkflowInput {
  providerCodeName: string;
  /** The UTC day to reconcile, YYYY-MM-DD; absent (the daily schedule): the day before the workflow started. */
  day?: string;
}

/** One run per provider and day at a time; a later run of the same day reconciles it again. */
export function reconciliationWorkflowId(providerCodeName: string, day: string): string {
  return `reconciliation-${providerCodeName}-${day}`;
}

export function reconciliationScheduleId(providerCodeName: string): string {
  return `reconciliation-${providerCodeName}`;
}
