import type { Db } from "../../db/connection";
import { scrapedGauge } from "../../lib/metrics";
import { countQueuedPayouts } from "./payouts-store";

const queueDepth = scrapedGauge("payouts_queued", "Payouts waiting for a provider to recover (Pending, queued)");

/** Exports how many payouts wait for a provider, read from the payouts table at scrape time. */
export function exportPayoutQueueDepth(db: Db | undefined): void {
  queueDepth.setSource(db && (async () => [{ labels: {}, value: await countQueuedPayouts(db) }]));
}
