import os from "node:os";
import { Client, Connection } from "@temporalio/client";
import { msToNumber, tsToMs } from "@temporalio/common/lib/time";
import type { Db } from "../db/connection";
import { providerCall } from "../workflows/activity-options";
import type { FaultWindow } from "./faults";
import type { Downtime, SupervisedProcess } from "./processes";

/** The activities that call a provider. */
const PROVIDER_ACTIVITIES = new Set(["initiateWithProvider", "sendPayout", "sendRefund", "queryMovementStatus"]);
/** `temporal.api.enums.v1.PendingActivityState.PENDING_ACTIVITY_STATE_STARTED`: a worker runs it. */
const STARTED = 2;
/** A worker death may cost a few seconds; a minute is the old startToCloseTimeout's (issue 25, item 6). */
export const WORKER_DEATH_BOUND_MS = 30_000;

export interface WorkerDeath {
  workers: string[];
  at: number;
  /**
   * When every worker died: their downtimes (kept by their supervisors, each ended when Temporal saw the new
   * process polling). Until the first of them is back no worker exists to run anything, and that wait is the
   * supervisor's restart, not Temporal's notice of the death.
   */
  downtimes?: ReadonlyArray<readonly Downtime[]>;
  /**
   * The payments, payouts and refunds whose provider activity ran on a dead worker when it died, each with the
   * attempt it was on (a later attempt waits longer before its retry, as the activity's retry policy says).
   */
  held: HeldCall[];
  /** Why Temporal could not tell what it held. */
  error?: string;
}

export interface HeldCall {
  reference: string;
  workflowId: string;
  activityId: string;
  attempt: number;
}

/** When the held activity ran again on a live worker (a later attempt started); undefined if it never did. */
export type RetryStart = (call: HeldCall) => Promise<number | undefined>;

/** The wait providerCall's retry policy puts between a failed `attempt` (a worker's death) and the next. */
export function retryWaitMs(attempt: number): number {
  const retry = providerCall.retry!;
  const initial = msToNumber(retry.initialInterval!);
  const maximum = msToNumber(retry.maximumInterval!);
  return Math.min(initial * retry.backoffCoefficient! ** (Math.max(attempt, 1) - 1), maximum);
}

/** How long a kill waits for the worker to be at a provider, so that the death costs something to measure. */
const AT_A_PROVIDER_WAIT_MS = 5000;
/** `temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY`. */
const ACTIVITY_QUEUE = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kills workers as a fault and remembers, from Temporal, which provider activities they were running. */
export function workerDeathWatch(temporalAddress: string, taskQueue: string) {
  const deaths: WorkerDeath[] = [];
  let connecting: Promise<Client> | undefined;
  const client = () => {
    connecting ??= Connection.connect({ address: temporalAddress }).then((connection) => new Client({ connection }));
    return connecting;
  };

  /** The references of the running workflows with a provider activity started by one of `identities`. */
  const heldBy = async (identities: Set<string>): Promise<HeldCall[]> => {
    const temporal = await client();
    const held: HeldCall[] = [];
    const described: Array<Promise<void>> = [];
    for await (const execution of temporal.workflow.list({ query: "ExecutionStatus = 'Running'" })) {
      const { workflowId } = execution;
      described.push(
        temporal.workflow
          .getHandle(workflowId)
          .describe()
          .then((description) => {
            const running = (description.raw.pendingActivities ?? []).find(
              (activity) =>
                PROVIDER_ACTIVITIES.has(activity.activityType?.name ?? "") &&
                Number(activity.state) === STARTED &&
                identities.has(activity.lastWorkerIdentity ?? ""),
            );
            if (running) {
              const reference = workflowId.slice(workflowId.indexOf("-") + 1);
              held.push({ reference, workflowId, activityId: running.activityId ?? "", attempt: running.attempt ?? 1 });
            }
          })
          .catch(() => undefined),
      );
    }
    await Promise.all(described);
    return held;
  };

  /** Whether the worker of this process id polls the activity task queue: it is back, able to run activities. */
  const polls = async (pid: number): Promise<boolean> => {
    const temporal = await client();
    const { pollers } = await temporal.workflowService.describeTaskQueue({
      namespace: "default",
      taskQueue: { name: taskQueue },
      taskQueueType: ACTIVITY_QUEUE,
    });
    return (pollers ?? []).some((poller) => poller.identity === `${pid}@${os.hostname()}`);
  };

  /**
   * The start of the held activity's last attempt, from the workflow's history, when it is later than the attempt the
   * dead worker ran (a retry may find its work done, the provider's acceptance recorded, and answer without a call).
   */
  const retryStart: RetryStart = async (call) => {
    const history = await (await client()).workflow.getHandle(call.workflowId).fetchHistory();
    const events = history.events ?? [];
    const scheduled = events.find((event) => event.activityTaskScheduledEventAttributes?.activityId === call.activityId);
    if (!scheduled) return undefined;
    const started = events.find(
      (event) =>
        Number(event.activityTaskStartedEventAttributes?.scheduledEventId ?? -1) === Number(scheduled.eventId) &&
        (event.activityTaskStartedEventAttributes?.attempt ?? 0) > call.attempt,
    );
    return started ? tsToMs(started.eventTime) : undefined;
  };

  return {
    deaths,
    retryStart,
    /**
     * SIGKILLs the workers together, once one of them is calling a provider (or after AT_A_PROVIDER_WAIT_MS);
     * right after, reads what they held (before Temporal notices they are gone). `everyWorker`: none is left.
     */
    kill: async (workers: SupervisedProcess[], everyWorker: boolean) => {
      const identities = new Set(workers.map((worker) => `${worker.pid}@${os.hostname()}`));
      const waitUntil = Date.now() + AT_A_PROVIDER_WAIT_MS;
      while (Date.now() < waitUntil && (await heldBy(identities).catch(() => [])).length === 0) await sleep(100);
      await Promise.all(workers.map((worker) => worker.kill()));
      const at = Date.now();
      const names = workers.map((worker) => worker.name);
      let death: WorkerDeath;
      try {
        death = { workers: names, at, held: await heldBy(identities) };
      } catch (error) {
        death = { workers: names, at, held: [], error: (error as Error).message };
      }
      if (everyWorker) death.downtimes = workers.map((worker) => worker.downtimes);
      deaths.push(death);
    },
    /** The workers' readiness probe: a worker is ready once Temporal sees it polling. */
    polls,
    close: async () => {
      const pending = connecting;
      connecting = undefined;
      if (pending) await pending.then((connected) => connected.connection.close()).catch(() => undefined);
    },
  };
}

/** When every worker died: when the first of them was back (undefined while none is, or when only some died). */
function workerBackAt(death: WorkerDeath): number | undefined {
  const back = (death.downtimes ?? [])
    .map((downtimes) => downtimes.find((down) => down.from >= death.at - 1000)?.to)
    .filter((to): to is number => to !== undefined);
  return back.length > 0 ? Math.min(...back) : undefined;
}

/** Faults that hold up every provider call while they last: the engine's crash and the database's cuts. */
const STALLING_FAULTS = /^(SIGKILL Temporal|terminate every database connection)/;

interface Stall {
  name: string;
  from: number;
  to: number;
}

/** What stops every provider call for a while: the engine's crash, the database's cuts, every worker dead until one is back. */
function stallsOf(deaths: WorkerDeath[], faults: FaultWindow[]): Stall[] {
  const stalls: Stall[] = faults.flatMap((fault) =>
    STALLING_FAULTS.test(fault.name) && fault.to !== undefined ? [{ name: fault.name, from: fault.from, to: fault.to }] : [],
  );
  for (const death of deaths) {
    const backAt = workerBackAt(death);
    if (backAt !== undefined) stalls.push({ name: `${death.workers.join(" and ")} died`, from: death.at, to: backAt });
  }
  return stalls.sort((a, b) => a.from - b.from);
}

/**
 * When a death's bound starts for a call made at `calledAt`: at `start`, or at the end of a stall that struck before
 * the bound ran out and before the call (a retry waiting on a crashed engine is the engine's delay, not the death's),
 * stall after stall.
 */
function boundStart(start: number, stalls: Stall[], calledAt: number): { from: number; after?: string } {
  let from = start;
  let after: string | undefined;
  for (const stall of stalls) {
    if (stall.from > start && stall.from < calledAt && stall.from <= from + WORKER_DEATH_BOUND_MS && stall.to > from) {
      from = stall.to;
      after = stall.name;
    }
  }
  return { from, after };
}

export interface WorkerDeathReport {
  violations: string[];
  /** Payments, payouts and refunds a dying worker was calling a provider for. */
  held: number;
  /** Seconds from a worker's death (or, when all died, from one polling again) until each ran again. */
  recoverySeconds: number[];
  /** For each death of every worker at once, seconds until one of them polled again. */
  workersAwaySeconds: number[];
  /** Held ones never run again and never calling after the death (settled otherwise: a webhook, the workflow's end). */
  notRunAgain: number;
  /** Deaths whose holdings Temporal could not tell. */
  unread: string[];
}

/**
 * For each worker death, the time until every payment, payout or refund whose provider activity the dead worker was
 * running had it run again: its retry's start (read from Temporal), or an earlier provider call after the death. A
 * retry that finds the provider's acceptance recorded answers without calling; the next call may then be a later
 * step's, which is not the death's cost. Each must come within WORKER_DEATH_BOUND_MS of the death or, when
 * every worker died, of the first one polling again; a stall striking within that bound (the engine's crash, the
 * database's cuts, every worker's death) starts it again from its end.
 */
export async function checkWorkerDeaths(
  deaths: WorkerDeath[],
  faults: FaultWindow[],
  ranAgain: { providerCalls: ProviderCallsAfter; retryStart: RetryStart },
): Promise<WorkerDeathReport> {
  const stalls = stallsOf(deaths, faults);
  const violations: string[] = [];
  const recoverySeconds: number[] = [];
  const workersAwaySeconds: number[] = [];
  let held = 0;
  let notRunAgain = 0;
  const unread = deaths.flatMap((death) => (death.error ? [`${death.workers.join(" and ")}: ${death.error}`] : []));
  for (const death of deaths) {
    if (death.held.length === 0) continue;
    held += death.held.length;
    const calledAt = await ranAgain.providerCalls(death);
    const backAt = workerBackAt(death);
    if (backAt !== undefined) workersAwaySeconds.push((backAt - death.at) / 1000);
    for (const call of death.held) {
      const { reference, attempt } = call;
      const retried = await ranAgain.retryStart(call).catch(() => undefined);
      const called = [calledAt.get(reference), retried].filter((at) => at !== undefined).sort((a, b) => a - b)[0];
      if (called === undefined) {
        notRunAgain += 1;
        continue;
      }
      const { from, after } = boundStart(backAt ?? death.at, stalls, called);
      // A retry may start a moment before the readiness probe sees its worker polling again: that is no wait at all.
      const ms = Math.max(0, called - from);
      recoverySeconds.push(ms / 1000);
      // A later attempt's longer retry wait is the policy's, not the death's cost: it comes on top of the bound.
      const bound = WORKER_DEATH_BOUND_MS + retryWaitMs(attempt) - retryWaitMs(1);
      if (ms > bound)
        violations.push(
          `${reference}: its provider activity ran again ${(ms / 1000).toFixed(1)} s after ${death.workers.join(" and ")} ${backAt === undefined ? "died under it" : "died under it and one was polling again"}${after ? `, counted from the end of "${after}"` : ""} (bound ${bound / 1000} s, attempt ${attempt})`,
        );
    }
  }
  return { violations, held, recoverySeconds, workersAwaySeconds, notRunAgain, unread };
}

/** For each reference a death held, when its first provider call after the death started; none if it made none. */
export type ProviderCallsAfter = (death: WorkerDeath) => Promise<Map<string, number>>;

/** The provider calls after a death, from `provider_attempts`: each started at `created_at - latency_ms`. */
export function providerCallsIn(db: Db): ProviderCallsAfter {
  return async (death) => {
    const calls: Array<{ reference: string; started: Date }> = await db("provider_attempts")
      .whereIn(
        "reference",
        death.held.map((call) => call.reference),
      )
      .whereRaw("created_at - make_interval(secs => latency_ms / 1000.0) >= ?", [new Date(death.at)])
      .groupBy("reference")
      .select("reference", db.raw("min(created_at - make_interval(secs => latency_ms / 1000.0)) AS started"));
    return new Map(calls.map((call) => [call.reference, call.started.getTime()]));
  };
}

/** `median / max` of the figures, in seconds, or `none`. */
export function medianAndMax(seconds: number[]): string {
  if (seconds.length === 0) return "none";
  const sorted = [...seconds].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return `median ${median.toFixed(1)} s, max ${sorted[sorted.length - 1]!.toFixed(1)} s over ${sorted.length}`;
}
