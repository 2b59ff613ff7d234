import { type Random, seededRandom } from "../domain/routing/beta-sample";

/**
 * Every choice the chaos run makes for itself comes from one seed (`--seed`, printed at the start), so a red
 * run can be replayed with the same plans, the same refunds and the same orphan dice. Each use draws from its
 * own stream, named, so adding a draw in one place does not shift the others.
 */
export interface RunDice {
  seed: number;
  /** The stream of one use, the same for the same seed and name. */
  stream(name: string): Random;
}

const MAX_SEED = 2 ** 32 - 1;

export function parseSeed(text: string): number | null {
  return /^\d{1,10}$/.test(text) && Number(text) <= MAX_SEED ? Number(text) : null;
}

export const randomSeed = (): number => Math.floor(Math.random() * MAX_SEED);

/** FNV-1a: a stream's seed from the run's seed and the stream's name. */
export function streamSeed(seed: number, name: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

export function runDice(seed: number): RunDice {
  return { seed, stream: (name) => seededRandom(streamSeed(seed, name)) };
}

/** Six hex digits naming the run's merchant references, drawn from the seed. */
export const runId = (random: Random): string =>
  Math.floor(random() * 0x1000000)
    .toString(16)
    .padStart(6, "0");

/** The same items in an order drawn from `random` (Fisher-Yates). */
export function shuffled<Item>(items: readonly Item[], random: Random): Item[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}
