import type { Knex } from "knex";
import { scrapedGauge } from "../../lib/metrics";
import { oldestUndeliveredAgeSeconds } from "./deliveries-store";
import { oldestUnfannedAgeSeconds } from "./fan-out";

const oldestUndelivered = scrapedGauge(
  "webhook_oldest_undelivered_event_age_seconds",
  "Age of the oldest event not yet fanned out, or owed to an enabled webhook endpoint that has not had it (0: none)",
);

/** Computes the gauge from this database at each scrape (the worker's process); undefined stops it. */
export function exportEventDeliveryMetrics(db: Knex | undefined): void {
  oldestUndelivered.setSource(
    db
      ? async () => [{ labels: {}, value: Math.max(await oldestUnfannedAgeSeconds(db), await oldestUndeliveredAgeSeconds(db)) }]
      : undefined,
  );
}
