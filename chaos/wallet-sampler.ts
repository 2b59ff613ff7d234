import type { ApiTarget } from "./driver";

/**
 * Reads a merchant's wallets through the API every `intervalMs` while the run goes on, keeping every
 * moment `available` or `pending` was seen below zero (what no concurrency may ever show).
 */
export function sampleWallet(apis: ApiTarget[], token: string, intervalMs = 250) {
  const negatives: string[] = [];
  let samples = 0;
  let turn = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const api = apis[turn++ % apis.length]!;
      try {
        const response = await fetch(`${api.url}/api/organization/wallet/`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(5000),
        });
        if (response.ok) {
          const { results } = (await response.json()) as { results: Array<Record<string, string>> };
          samples += 1;
          for (const wallet of results) {
            if (wallet.available!.startsWith("-") || wallet.pending!.startsWith("-"))
              negatives.push(
                `${new Date().toISOString()} ${wallet.currency}: available ${wallet.available}, pending ${wallet.pending}`,
              );
          }
        }
      } catch {
        // a process down under a fault: the next sample goes to the other API
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { samples, negatives };
    },
  };
}
