import type { Knex } from "knex";
import { deleteDeliveriesOfEventsBefore } from "./deliveries-store";
import { EVENT_RETENTION_DAYS } from "./events-store";

/**
 * Past EVENT_RETENTION_DAYS an event leaves the API (events-store.ts reads only the newer ones) and its endpoint
 * deliveries and their attempts (the endpoints' answers) are deleted. The `movement_events` row itself stays: it is
 * the resource's state history, which the console's story shows for as long as the resource exists.
 */
export async function purgeOldEventDeliveries(db: Knex): Promise<number> {
  return deleteDeliveriesOfEventsBefore(db, new Date(Date.now() - EVENT_RETENTION_DAYS * 86_400_000));
}
