/** Latency percentiles in ms, as the results report them. */
export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** What one round measured, raw, so rounds can be added up. */
export interface RoundSamples {
  createLatency: number[];
  endToEnd: number[];
  errors: number;
  createSeconds: number;
  completeSeconds: number;
}

export interface RunFigures {
  created: number;
  completed: number;
  errors: number;
  created_per_s: number;
  completed_per_s: number;
  create_ms: Percentiles;
  create_to_complete_ms: Percentiles;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** The figures of several rounds together: rates over the rounds' summed durations. */
export function figures(rounds: RoundSamples[]): RunFigures {
  const createLatency = rounds.flatMap((r) => r.createLatency);
  const endToEnd = rounds.flatMap((r) => r.endToEnd);
  const sum = (pick: (r: RoundSamples) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  return {
    created: createLatency.length,
    completed: endToEnd.length,
    errors: sum((r) => r.errors),
    created_per_s: round(createLatency.length / sum((r) => r.createSeconds)),
    completed_per_s: round(endToEnd.length / sum((r) => r.completeSeconds)),
    create_ms: percentiles(createLatency),
    create_to_complete_ms: percentiles(endToEnd),
  };
}

/**
 * Drives `payments` creations from `concurrency` clients. `create(index)` answers the creation (false
 * on an error) and `completed(index)` resolves once that payment is through to its end.
 */
export async function drive(
  payments: number,
  concurrency: number,
  create: (index: number) => Promise<boolean>,
  completed: (index: number) => Promise<void>,
  completionTimeoutMs = 120_000,
): Promise<RoundSamples> {
  const createLatency: number[] = [];
  const endToEnd: number[] = [];
  const completions: Array<Promise<void>> = [];
  let next = 0;
  let errors = 0;
  let lastCompletion = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < payments) {
        const index = next++;
        const began = performance.now();
        if (!(await create(index).catch(() => false))) {
          errors++;
          continue;
        }
        createLatency.push(performance.now() - began);
        completions.push(
          completed(index).then(() => {
            lastCompletion = performance.now();
            endToEnd.push(lastCompletion - began);
          }),
        );
      }
    }),
  );
  const createSeconds = (performance.now() - started) / 1000;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(completions),
    new Promise((resolve) => {
      timer = setTimeout(resolve, completionTimeoutMs);
    }),
  ]);
  clearTimeout(timer);
  return {
    createLatency,
    endToEnd,
    errors: errors + (createLatency.length - endToEnd.length),
    createSeconds,
    completeSeconds: ((lastCompletion || performance.now()) - started) / 1000,
  };
}
