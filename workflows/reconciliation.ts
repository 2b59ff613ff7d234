import { proxyActivities, workflowInfo } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { DayReconciliation } from "../domain/reconciliation/reconcile-day";
import type { ReconciliationWorkflowInput } from "./reconciliation-definitions";

const statements = proxyActivities<Activities>({
  startToCloseTimeout: "5 minutes",
  // A statement's day can take minutes; a worker dying under it is noticed by its heartbeats (activities/heartbeat.ts).
  heartbeatTimeout: "30 seconds",
  retry: { initialInterval: "30 seconds", backoffCoefficient: 2, maximumInterval: "30 minutes", maximumAttempts: 10 },
});

/**
 * Reconciles one provider's UTC day against its statement (the daily schedule names no day: it is the
 * day before the run). The work is one idempotent activity: a retry or a rerun records nothing twice.
 */
export async function ReconciliationWorkflow(input: ReconciliationWorkflowInput): Promise<DayReconciliation> {
  const yesterday = new Date(workflowInfo().startTime.getTime() - 86_400_000).toISOString().slice(0, 10);
  return statements.reconcileProviderDay({ providerCodeName: input.providerCodeName, day: input.day ?? yesterday });
}
