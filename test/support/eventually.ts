/** Polls `probe` until it returns a defined value, or fails after `timeoutMs` with the last error. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
