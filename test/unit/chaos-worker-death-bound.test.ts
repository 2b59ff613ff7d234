import { checkWorkerDeaths, type HeldCall, retryWaitMs, type WorkerDeath } from "../../chaos/worker-deaths";

describe("the chaos run's bound on a provider call a dead worker held", () => {
  it("adds the retry policy's wait before the next attempt: doubling from 2 s, at most a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryWaitMs)).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
  });
});

describe("checkWorkerDeaths", () => {
  const died = Date.parse("2026-11-29T20:52:57.192Z");
  const held: HeldCall = {
    reference: "POMX2BFS4Q6A2ADF750D",
    workflowId: "payout-POMX2BFS4Q6A2ADF750D",
    activityId: "3",
    attempt: 1,
  };
  const death: WorkerDeath = { workers: ["worker-1"], at: died, held: [held] };
  const faults = [{ name: "terminate every database connection (twice)", from: died + 16_800, to: died + 18_300 }];
  /** The next provider call: the payout's status query, a minute later (a later step's, delayed by later faults). */
  const providerCalls = async () => new Map([[held.reference, died + 71_500]]);

  it("counts the held activity's retry, which found the acceptance recorded and made no call (run B: 13.7 s)", async () => {
    const report = await checkWorkerDeaths([death], faults, { providerCalls, retryStart: async () => died + 13_700 });
    expect(report.violations).toEqual([]);
    expect(report.recoverySeconds).toEqual([13.7]);
  });

  it("without a retry, counts the next provider call, and a late one is a violation", async () => {
    const report = await checkWorkerDeaths([death], faults, { providerCalls, retryStart: async () => undefined });
    expect(report.violations).toEqual([
      `${held.reference}: its provider activity ran again 53.2 s after worker-1 died under it, counted from the end of "terminate every database connection (twice)" (bound 30 s, attempt 1)`,
    ]);
  });

  it("holds a late retry to the bound, and takes an earlier provider call over a later retry", async () => {
    const late = await checkWorkerDeaths([death], [], {
      providerCalls: async () => new Map(),
      retryStart: async () => died + 40_000,
    });
    expect(late.violations).toHaveLength(1);
    const early = await checkWorkerDeaths([death], [], {
      providerCalls: async () => new Map([[held.reference, died + 9000]]),
      retryStart: async () => died + 40_000,
    });
    expect(early.recoverySeconds).toEqual([9]);
  });

  it("counts a retry that starts just before the probe sees a worker back, when every worker died, as no wait", async () => {
    const downtimes = [[{ from: died, to: died + 6400 }], [{ from: died, to: died + 7000 }]];
    const everyWorker: WorkerDeath = { ...death, workers: ["worker-1", "worker-2"], downtimes };
    const report = await checkWorkerDeaths([everyWorker], [], {
      providerCalls: async () => new Map([[held.reference, died + 7000]]),
      retryStart: async () => died + 6240,
    });
    expect(report).toMatchObject({ violations: [], recoverySeconds: [0], workersAwaySeconds: [6.4] });
  });
});
