import { Context } from "@temporalio/activity";

/** How often a running activity says it is alive (the worker sends one a second at most: worker/index.ts). */
const HEARTBEAT_EVERY_MS = 1000;

type ActivityFunctions = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * The activities, each heartbeating while it runs when its options ask for heartbeats (`heartbeatTimeout`, see
 * workflows/activity-options.ts): a worker that dies under one is noticed within that timeout, and the activity
 * retried on another worker, instead of at its startToCloseTimeout. Local activities, and a call outside any
 * activity (a test's), run as they are.
 */
export function heartbeating<Activities extends ActivityFunctions>(activities: Activities): Activities {
  const wrapped = Object.entries(activities).map(([name, activity]) => [
    name,
    async (...args: never[]) => {
      const context = currentContext();
      if (!context || context.info.isLocal || !context.info.heartbeatTimeoutMs) return activity(...args);
      const timer = setInterval(() => context.heartbeat(), HEARTBEAT_EVERY_MS);
      try {
        return await activity(...args);
      } finally {
        clearInterval(timer);
      }
    },
  ]);
  return Object.fromEntries(wrapped) as Activities;
}

function currentContext(): Context | undefined {
  try {
    return Context.current();
  } catch {
    return undefined;
  }
}
