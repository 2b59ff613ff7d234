/**
 * Whether a parsed JSON value nests arrays and objects more than `limit` levels deep (`{}` and `[]` are one
 * level). It keeps its own stack, so it answers for any depth without recursing.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.value === null || typeof next.value !== "object") continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}
