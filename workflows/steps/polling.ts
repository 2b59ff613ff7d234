/** Status-query back-off while waiting for the provider's webhook: the first delay doubling to 15 min. */
export function nextPollDelayMs(previousMs: number | undefined, firstMs: number): number {
  if (previousMs === undefined) return firstMs;
  return Math.min(previousMs * 2, 15 * 60_000);
}
