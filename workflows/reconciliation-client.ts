import {
  type Client,
  ScheduleAlreadyRunning,
  type ScheduleDescription,
  ScheduleNotFoundError,
  ScheduleOverlapPolicy,
  type ScheduleSummary,
} from "@temporalio/client";
import type { DayReconciliation } from "../domain/reconciliation/reconcile-day";
import type { Config } from "../lib/config";
import type { TemporalAccess } from "../lib/temporal";
import type { ReconciliationWorkflow } from "./reconciliation";
import {
  RECONCILIATION_SCHEDULE_PREFIX,
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
  /**
   * Makes this deployment's daily schedules exactly one per provider, at RECONCILIATION_HOUR_UTC: creates the
   * missing ones, brings existing ones to the configured hour, deletes those of providers no longer given.
   */
  ensureDailySchedules(providerCodeNames: string[]): Promise<ScheduleChanges>;
}

export interface ScheduleChanges {
  created: string[];
  updated: string[];
  deleted: string[];
}

export function reconciliationRuns(temporal: TemporalAccess, config: ReconciliationConfig): ReconciliationRuns {
  return {
    async reconcile(providerCodeName, day) {
      const client = await temporal.client();
      const input: ReconciliationWorkflowInput = { providerCodeName, day };
      return client.workflow.execute<typeof ReconciliationWorkflow>(RECONCILIATION_WORKFLOW_TYPE, {
        workflowId: reconciliationWorkflowId(config.TEMPORAL_TASK_QUEUE, providerCodeName, day),
        taskQueue: config.TEMPORAL_TASK_QUEUE,
        args: [input],
        workflowIdConflictPolicy: "USE_EXISTING",
      });
    },

    async ensureDailySchedules(providerCodeNames) {
      const client = await temporal.client();
      const changes: ScheduleChanges = { created: [], updated: [], deleted: [] };
      const wanted = new Set(providerCodeNames.map((name) => reconciliationScheduleId(config.TEMPORAL_TASK_QUEUE, name)));
      for (const providerCodeName of providerCodeNames) {
        const scheduleId = reconciliationScheduleId(config.TEMPORAL_TASK_QUEUE, providerCodeName);
        const desired = {
          spec: { calendars: [{ hour: config.RECONCILIATION_HOUR_UTC, minute: 0 }] },
          policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 day" },
          action: {
            type: "startWorkflow" as const,
            workflowType: RECONCILIATION_WORKFLOW_TYPE,
            taskQueue: config.TEMPORAL_TASK_QUEUE,
            args: [{ providerCodeName } satisfies ReconciliationWorkflowInput],
          },
        };
        try {
          await client.schedule.create({ scheduleId, memo: { taskQueue: config.TEMPORAL_TASK_QUEUE }, ...desired });
          changes.created.push(providerCodeName);
        } catch (error) {
          if (!(error instanceof ScheduleAlreadyRunning)) throw error;
          const handle = client.schedule.getHandle(scheduleId);
          if (runsAtHour(await handle.describe(), config.RECONCILIATION_HOUR_UTC)) continue;
          await handle.update((previous) => ({
            ...desired,
            state: { paused: previous.state.paused, note: previous.state.note },
          }));
          changes.updated.push(providerCodeName);
        }
      }
      for (const scheduleId of await staleSchedules(client, config.TEMPORAL_TASK_QUEUE, wanted)) {
        if (await deleted(client, scheduleId)) changes.deleted.push(scheduleId);
      }
      return changes;
    },
  };
}

/**
 * This deployment's reconciliation schedules that are no longer wanted: a provider gone from the providers
 * file, or an id of an earlier version. Another deployment's (another task queue) are never touched.
 */
async function staleSchedules(client: Client, taskQueue: string, wanted: Set<string>): Promise<string[]> {
  const stale: string[] = [];
  for await (const summary of client.schedule.list()) {
    if (!summary.scheduleId.startsWith(RECONCILIATION_SCHEDULE_PREFIX) || wanted.has(summary.scheduleId)) continue;
    if ((await taskQueueOf(client, summary)) === taskQueue) stale.push(summary.scheduleId);
  }
  return stale;
}

/**
 * The task queue a reconciliation schedule starts its runs on. Read from the listing's memo, so that a start
 * does not query every deployment's schedules; one made before the memo existed is described. A listed
 * schedule already deleted (the listing lags) has none.
 */
async function taskQueueOf(client: Client, summary: ScheduleSummary): Promise<string | undefined> {
  const remembered = summary.memo?.taskQueue;
  if (typeof remembered === "string") return remembered;
  try {
    const { action } = await client.schedule.getHandle(summary.scheduleId).describe();
    return action.type === "startWorkflow" && action.workflowType === RECONCILIATION_WORKFLOW_TYPE ? action.taskQueue : undefined;
  } catch (error) {
    if (error instanceof ScheduleNotFoundError) return undefined;
    throw error;
  }
}

/** Deletes a schedule; false when it was gone already (the listing lags behind a deletion, another start's too). */
async function deleted(client: Client, scheduleId: string): Promise<boolean> {
  try {
    await client.schedule.getHandle(scheduleId).delete();
    return true;
  } catch (error) {
    if (error instanceof ScheduleNotFoundError) return false;
    throw error;
  }
}

/** Whether a schedule fires once a day at `hour`:00 (UTC) and nothing else. */
export function runsAtHour(schedule: ScheduleDescription, hour: number): boolean {
  const calendars = schedule.spec.calendars ?? [];
  const only = (ranges: Array<{ start: number; end: number }>, value: number) =>
    ranges.length === 1 && ranges[0]!.start === value && ranges[0]!.end === value;
  return calendars.length === 1 && only(calendars[0]!.hour, hour) && only(calendars[0]!.minute, 0);
}
