import type { Knex } from "knex";
import { encodeKeysetCursor } from "../../db/keyset";
import { ValidationError } from "../../lib/errors";
import { CALLBACK_NOTIFIED, EVENT_TYPE_CHANGES, EVENT_TYPES, type EventType } from "./event-types";
import type { ResourceEventRow } from "./resources";

/** Events are shown, and their deliveries kept, this long; the history line itself stays (the console's story reads it). */
export const EVENT_RETENTION_DAYS = 30;

/** A `movement_events` row that is an API event, with whether every delivery of it has had a 2xx. */
export type EventRow = ResourceEventRow & { delivery_success: boolean };

export interface EventFilters {
  types?: EventType[];
  created_after?: Date;
  created_before?: Date;
  delivery_success?: boolean;
}

const pairs = (changes: ReadonlyArray<{ resource: string; status: string }>) =>
  changes.map(({ resource, status }) => `('${resource}', '${status}')`).join(", ");

/**
 * Some delivery of the event has not had a 2xx yet: one to an endpoint (its first 2xx is kept through redeliveries),
 * or, for a final state, the notification to the resource's own `callback_url` (its webhook-id is
 * `msg_<reference>_<status>`, see merchant-notifications/signing.ts).
 */
const UNDELIVERED = `(
  EXISTS (SELECT 1 FROM endpoint_deliveries d WHERE d.event_id = movement_events.id AND d.delivered_at IS NULL)
  OR ((movement_events.resource_type, movement_events.to_status) IN (${pairs(CALLBACK_NOTIFIED)})
      AND coalesce(movement_events.data->>'callback_url', '') <> ''
      AND NOT EXISTS (SELECT 1 FROM callback_deliveries c
                      WHERE c.webhook_id = 'msg_' || movement_events.reference || '_' || lower(movement_events.to_status)
                        AND c.status_code BETWEEN 200 AND 299)))`;

function eventsOfMerchant(db: Knex, merchantId: string, types: readonly EventType[] = EVENT_TYPES) {
  return db("movement_events")
    .select("movement_events.*", db.raw(`NOT ${UNDELIVERED} AS delivery_success`))
    .where("movement_events.merchant_id", merchantId)
    .whereNotNull("movement_events.from_status")
    .whereRaw(
      `(movement_events.resource_type, movement_events.to_status) IN (${pairs(types.map((type) => EVENT_TYPE_CHANGES[type]))})`,
    )
    .whereRaw(`movement_events.created_at > now() - interval '${EVENT_RETENTION_DAYS} days'`);
}

/**
 * Events are paged by their id, the order they were written in (events written in one database transaction share
 * its `created_at`): the cursor names the last one seen.
 */
export const eventCursor = (event: Pick<EventRow, "id">) => encodeKeysetCursor(event.id);

function eventRowOfCursor(cursor: string): string {
  const id = Buffer.from(cursor, "base64url").toString("utf8");
  if (!/^[1-9]\d{0,18}$/.test(id) || encodeKeysetCursor(id) !== cursor || BigInt(id) > 9_223_372_036_854_775_807n)
    throw new ValidationError({ cursor: "Invalid cursor." });
  return id;
}

/** One page of a merchant's events, newest first (one more than `limit` when there is a next page). */
export async function searchEvents(
  db: Knex,
  merchantId: string,
  filters: EventFilters,
  cursor: string | undefined,
  limit: number,
): Promise<EventRow[]> {
  const query = eventsOfMerchant(db, merchantId, filters.types?.length ? filters.types : EVENT_TYPES);
  if (filters.created_after) query.where("movement_events.created_at", ">=", filters.created_after);
  if (filters.created_before) query.where("movement_events.created_at", "<", filters.created_before);
  if (filters.delivery_success !== undefined) query.whereRaw(filters.delivery_success ? `NOT ${UNDELIVERED}` : UNDELIVERED);
  if (cursor !== undefined) query.where("movement_events.id", "<", eventRowOfCursor(cursor));
  return query.orderBy("movement_events.id", "desc").limit(limit + 1);
}

export async function findMerchantEvent(db: Knex, merchantId: string, rowId: string): Promise<EventRow | undefined> {
  return eventsOfMerchant(db, merchantId).where("movement_events.id", rowId).first();
}

/** A merchant's events of `types` since `since`, oldest first, as a replay sends them (those with a snapshot only). */
export async function eventIdsSince(db: Knex, merchantId: string, types: readonly EventType[], since: Date): Promise<string[]> {
  return eventsOfMerchant(db, merchantId, types)
    .clearSelect()
    .where("movement_events.created_at", ">=", since)
    .whereNotNull("movement_events.data")
    .orderBy("movement_events.id", "asc")
    .pluck("movement_events.id");
}
