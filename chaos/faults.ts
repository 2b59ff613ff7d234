import type { ChaosStack } from "./stack";

export interface FaultWindow {
  name: string;
  from: number;
  to?: number;
}

interface Fault {
  /** Fraction of the payments created when it strikes. */
  at: number;
  name: string;
  run: (stack: ChaosStack) => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the run does to the stack while payments are created (issue 12's list, in order). */
const FAULTS: Fault[] = [
  {
    at: 0.15,
    name: "SIGKILL worker-1",
    run: (stack) => stack.killWorkers([stack.workers[0]!]),
  },
  {
    at: 0.3,
    name: "SIGKILL Temporal, restart after 3 s",
    run: (stack) => stack.crashTemporal(3000),
  },
  {
    at: 0.45,
    name: "terminate every database connection (twice)",
    run: async (stack) => {
      await stack.cutDatabaseConnections();
      await sleep(1000);
      await stack.cutDatabaseConnections();
    },
  },
  {
    at: 0.55,
    name: "merchant endpoint and webhook endpoints answer 503 for 8 s",
    run: async (stack) => {
      stack.endpoint.setDown(true);
      stack.eventEndpoints.setDown(true);
      await sleep(8000);
      stack.endpoint.setDown(false);
      stack.eventEndpoints.setDown(false);
    },
  },
  {
    at: 0.65,
    name: "SIGKILL api-2",
    run: async (stack) => {
      await stack.apis[1]!.kill();
    },
  },
  {
    at: 0.8,
    name: "SIGKILL both workers together",
    run: (stack) => stack.killWorkers(stack.workers),
  },
];

/** Fires each fault once when creation progress reaches it; remembers when each one ran. */
export function faultSchedule(stack: ChaosStack) {
  const windows: FaultWindow[] = [];
  const running: Array<Promise<void>> = [];
  const fired = new Set<Fault>();
  return {
    windows,
    onProgress: (fraction: number) => {
      for (const fault of FAULTS) {
        if (fired.has(fault) || fraction < fault.at) continue;
        fired.add(fault);
        const window: FaultWindow = { name: fault.name, from: Date.now() };
        windows.push(window);
        running.push(
          fault.run(stack).then(
            () => {
              window.to = Date.now();
            },
            (error: Error) => {
              window.to = Date.now();
              window.name += ` (failed: ${error.message})`;
            },
          ),
        );
      }
    },
    /** Fires whatever has not fired yet (a short run) and waits for every fault to finish. */
    settle: async () => {
      await Promise.all(running);
    },
  };
}
