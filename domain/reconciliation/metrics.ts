import type { Db } from "../../db/connection";
import { scrapedGauge } from "../../lib/metrics";
import { openExceptionStats } from "./reconciliation-store";

const openExceptions = scrapedGauge("reconciliation_exceptions_open", "Reconciliation exceptions not yet settled", [
  "provider",
  "kind",
]);
const oldestOpen = scrapedGauge(
  "reconciliation_oldest_open_exception_seconds",
  "Age of the oldest reconciliation exception not yet settled",
);

/** Exports the open exceptions by provider and kind, and the oldest one's age, read at scrape time. */
export function exportReconciliationMetrics(db: Db | undefined): void {
  const stats = db && (() => openExceptionStats(db));
  openExceptions.setSource(
    stats &&
      (async () =>
        (await stats()).byKind.map((row) => ({
          labels: { provider: row.provider_code_name, kind: row.kind },
          value: Number(row.count),
        }))),
  );
  oldestOpen.setSource(stats && (async () => [{ labels: {}, value: (await stats()).oldestSeconds }]));
}
