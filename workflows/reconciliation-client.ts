import { ScheduleAlreadyRunning, ScheduleOverlapPolicy } from "@temporalio/client";
import type { DayReconciliation } from "../domain/reconciliation/reconcile-day";
import type { Config } from "../lib/config";
import type { TemporalAccess } from "../lib/temporal";
import type { ReconciliationWorkflow } from "./reconciliation";
import {
  RECONCILIATION_WORKFLOW_TYPE,
  type ReconciliationWorkflowInput,
  reconciliationScheduleId,
  reconciliationWorkflowId,
} from "./reconciliation-definitions";

type ReconciliationConfig = Pick<Config, "TEMPORAL_TASK_QUEUE" | "RECONCILIATION_HOUR_UTC">;

/** Reconciliation runs: on demand (staff, the CLI) and daily per provider (Temporal Schedules). */
export interface ReconciliationRuns {
  /** Reconciles one provider's day now and answers what it found; joins a run of that day already under way. */
  reconcile(providerCodeName: string, day: string): Promise<DayReconciliation>;
  /** Creates each provider's daily schedule unless it exists; answers the providers it created one for. */
  ensureDailySchedules(providerCodeNames: string[]): Promise<string[]>;
}

export function reconciliationRuns(temporal: TemporalAccess, config: ReconciliationConfig): ReconciliationRuns {
  return {
    async reconcile(providerCodeName, day) {
      const client = await temporal.client();
      const input: ReconciliationWorkflowInput = { providerCodeName, day };
      return client.workflow.execute<typeof ReconciliationWorkflow>(RECONCILIATION_WORKFLOW_TYPE, {
        workflowId: reconciliationWorkflowId(providerCodeName, day),
        taskQueue: config.TEMPORAL_TASK_QUEUE,
        args: [input],
        workflowIdConflictPolicy: "USE_EXISTING",
      });
    },

    async ensureDailySchedules(providerCodeNames) {
      const client = await temporal.client();
      const created: string[] = [];
      for (const providerCodeName of providerCodeNames) {
        try {
          await client.schedule.create({
            scheduleId: reconciliationScheduleId(providerCodeName),
            spec: { calendars: [{ hour: config.RECONCILIATION_HOUR_UTC, minute: 0 }] },
            policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 day" },
            action: {
              type: "startWorkflow",
              workflowType: RECONCILIATION_WORKFLOW_TYPE,
              taskQueue: config.TEMPORAL_TASK_QUEUE,
              args: [{ providerCodeName } satisfies ReconciliationWorkflowInput],
            },
          });
          created.push(providerCodeName);
        } catch (error) {
          if (!(error instanceof ScheduleAlreadyRunning)) throw error;
        }
      }
      return created;
    },
  };
}
