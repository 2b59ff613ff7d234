import { retryWaitMs } from "../../chaos/worker-deaths";

describe("the chaos run's bound on a provider call a dead worker held", () => {
  it("adds the retry policy's wait before the next attempt: doubling from 2 s, at most a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryWaitMs)).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
  });
});
