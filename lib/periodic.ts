import type { Logger } from "./logger";

export interface PeriodicTask<Result> {
  /** One pass now, outside the schedule (tests, and callers that cannot wait for the interval). */
  runOnce(): Promise<Result>;
  /** Ends the wait at once and resolves when a pass under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` at once and then every `intervalMs` until stopped. A failing pass is logged as
 * `<name> pass failed` and the next one runs on schedule.
 */
export function runPeriodically<Result>(
  name: string,
  intervalMs: number,
  pass: () => Promise<Result>,
  logger: Logger,
): PeriodicTask<Result> {
  let stopped = false;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopped) {
      try {
        await pass();
      } catch (error) {
        logger.error({ err: error }, `${name} pass failed`);
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, intervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return {
    runOnce: pass,
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
