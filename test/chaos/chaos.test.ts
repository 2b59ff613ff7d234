import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatSummary } from "../../chaos/main";
import { runChaos } from "../../chaos/run";

/** CI's short fault-injection run (`npm run chaos` runs 1,000 payments); needs `npm run build` first, as `npm test` does. */
describe("npm run chaos, short", () => {
  it("keeps every invariant through killed processes, a Temporal crash, cut connections and a merchant outage", async () => {
    expect(existsSync(path.resolve(__dirname, "../../dist/runtime/start.js"))).toBe(true);
    const workDir = path.join(os.tmpdir(), `payments-chaos-test-${process.pid}`);
    const lines: string[] = [];
    try {
      const summary = await runChaos({
        payments: 100,
        concurrency: 10,
        orphanRate: 0.05,
        workDir,
        adminDatabaseUrl: process.env.TEST_ADMIN_DATABASE_URL,
        log: (line) => lines.push(line),
      });
      const printed = formatSummary(summary);
      expect({ violations: summary.violations, printed }).toEqual({ violations: [], printed });
      expect(summary.statuses.Success).toBeGreaterThan(0);
      expect(summary.statuses.Failed).toBeGreaterThan(0);
      expect(summary.deaths["api-1"]).toBeGreaterThan(0);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 300_000);
});
