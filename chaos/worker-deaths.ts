import os from "node:os";
import { Client, Connection } from "@temporalio/client";
import type { Db } from "../db/connection";
import type { SupervisedProcess } from "./processes";

/** The activities that call a provider. */
const PROVIDER_ACTIVITIES = new Set([
  "initiateWithProvider",
  "queryProviderStatus",
  "sendPayout",
  "queryPayout",
  "sendRefund",
  "queryRefund",
]);
/** `temporal.api.enums.v1.PendingActivityState.PENDING_ACTIVITY_STATE_STARTED`: a worker runs it. */
const STARTED = 2;
/** A worker death may cost a few seconds; a minute is the old startToCloseTimeout's (issue 25, item 6). */
export const WORKER_DEATH_BOUND_MS = 30_000;

export interface WorkerDeath {
  workers: string[];
  at: number;
  /** The payments, payouts and refunds whose provider activity ran on a dead worker when it died. */
  held: string[];
  /** Why Temporal could not tell what it held. */
  error?: string;
}

/** How long a kill waits for the worker to be at a provider, so that the death costs something to measure. */
const AT_A_PROVIDER_WAIT_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kills workers as a fault and remembers, from Temporal, which provider activities they were running. */
export function workerDeathWatch(temporalAddress: string) {
  const deaths: WorkerDeath[] = [];
  let connecting: Promise<Client> | undefined;
  const client = () => {
    connecting ??= Connection.connect({ address: temporalAddress }).then((connection) => new Client({ connection }));
    return connecting;
  };

  /** The references of the running workflows with a provider activity started by one of `identities`. */
  const heldBy = async (identities: Set<string>): Promise<string[]> => {
    const temporal = await client();
    const held: string[] = [];
    const described: Array<Promise<void>> = [];
    for await (const execution of temporal.workflow.list({ query: "ExecutionStatus = 'Running'" })) {
      const { workflowId } = execution;
      described.push(
        temporal.workflow
          .getHandle(workflowId)
          .describe()
          .then((description) => {
            const running = (description.raw.pendingActivities ?? []).some(
              (activity) =>
                PROVIDER_ACTIVITIES.has(activity.activityType?.name ?? "") &&
                Number(activity.state) === STARTED &&
                identities.has(activity.lastWorkerIdentity ?? ""),
            );
            if (running) held.push(workflowId.slice(workflowId.indexOf("-") + 1));
          })
          .catch(() => undefined),
      );
    }
    await Promise.all(described);
    return held;
  };

  return {
    deaths,
    /**
     * SIGKILLs the workers together, once one of them is calling a provider (or after AT_A_PROVIDER_WAIT_MS);
     * right after, reads what they held (before Temporal notices they are gone).
     */
    kill: async (workers: SupervisedProcess[]) => {
      const identities = new Set(workers.map((worker) => `${worker.pid}@${os.hostname()}`));
      const waitUntil = Date.now() + AT_A_PROVIDER_WAIT_MS;
      while (Date.now() < waitUntil && (await heldBy(identities).catch(() => [])).length === 0) await sleep(100);
      await Promise.all(workers.map((worker) => worker.kill()));
      const at = Date.now();
      const names = workers.map((worker) => worker.name);
      try {
        deaths.push({ workers: names, at, held: await heldBy(identities) });
      } catch (error) {
        deaths.push({ workers: names, at, held: [], error: (error as Error).message });
      }
    },
    close: async () => {
      const pending = connecting;
      connecting = undefined;
      if (pending) await pending.then((connected) => connected.connection.close()).catch(() => undefined);
    },
  };
}

export interface WorkerDeathReport {
  violations: string[];
  /** Payments, payouts and refunds a dying worker was calling a provider for. */
  held: number;
  /** Seconds from a worker's death to the next provider call of each of them. */
  recoverySeconds: number[];
  /** Held ones that made no provider call after the death (settled otherwise: a webhook, the workflow's end). */
  notCalledAgain: number;
  /** Deaths whose holdings Temporal could not tell. */
  unread: string[];
}

/**
 * For each worker death, the time to the next provider call of every payment, payout or refund whose provider
 * activity the dead worker was running: the first `provider_attempts` row of the reference whose call started
 * (`created_at - latency_ms`) after the death. Each must come within WORKER_DEATH_BOUND_MS.
 */
export async function checkWorkerDeaths(db: Db, deaths: WorkerDeath[]): Promise<WorkerDeathReport> {
  const violations: string[] = [];
  const recoverySeconds: number[] = [];
  let held = 0;
  let notCalledAgain = 0;
  const unread = deaths.flatMap((death) => (death.error ? [`${death.workers.join(" and ")}: ${death.error}`] : []));
  for (const death of deaths) {
    if (death.held.length === 0) continue;
    held += death.held.length;
    const calls: Array<{ reference: string; started: Date }> = await db("provider_attempts")
      .whereIn("reference", death.held)
      .whereRaw("created_at - make_interval(secs => latency_ms / 1000.0) >= ?", [new Date(death.at)])
      .groupBy("reference")
      .select("reference", db.raw("min(created_at - make_interval(secs => latency_ms / 1000.0)) AS started"));
    const next = new Map(calls.map((call) => [call.reference, call.started.getTime() - death.at]));
    for (const reference of death.held) {
      const ms = next.get(reference);
      if (ms === undefined) {
        notCalledAgain += 1;
        continue;
      }
      recoverySeconds.push(ms / 1000);
      if (ms > WORKER_DEATH_BOUND_MS)
        violations.push(
          `${reference}: its provider call came ${(ms / 1000).toFixed(1)} s after ${death.workers.join(" and ")} died under it (bound ${WORKER_DEATH_BOUND_MS / 1000} s)`,
        );
    }
  }
  return { violations, held, recoverySeconds, notCalledAgain, unread };
}

/** `median / max` of the figures, in seconds, or `none`. */
export function medianAndMax(seconds: number[]): string {
  if (seconds.length === 0) return "none";
  const sorted = [...seconds].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return `median ${median.toFixed(1)} s, max ${sorted[sorted.length - 1]!.toFixed(1)} s over ${sorted.length}`;
}
