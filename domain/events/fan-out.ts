import type { Knex } from "knex";
import { oweDeliveries } from "./deliveries-store";
import { eventTypeOf, subscribes } from "./event-types";

/** Events taken per pass. */
const BATCH = 500;
/**
 * Past this, an event fanned out is below the watermark: no transaction that writes `movement_events` stays open
 * this long (they are single statements or a settlement's few), so every event with a smaller id has been committed
 * (and fanned out) by then. Each pass scans the events fanned out within it, so it is kept short.
 */
const SETTLED_AFTER = "10 minutes";

/**
 * The outbox's one pass: every event not yet fanned out (oldest first) becomes one delivery per endpoint of its
 * merchant that is enabled and subscribes to its type at this moment, and is marked fanned out in the same database
 * transaction, so each event is fanned out exactly once whoever runs the pass and whenever a worker dies. Ids are
 * not commit order (a sequence is drawn before the commit), so events are remembered one by one rather than by a
 * cursor alone; the watermark only keeps the scan short. Answers how many events were fanned out.
 */
export async function fanOutEvents(db: Knex): Promise<number> {
  return db.transaction(async (trx) => {
    const { event_id: watermark } = await trx("event_fanout_watermark").forUpdate().first("event_id");
    const events: Array<{
      id: string;
      resource_type: string;
      from_status: string | null;
      to_status: string;
      merchant_id: string;
    }> = await trx("movement_events as e")
      .select("e.id", "e.resource_type", "e.from_status", "e.to_status", "e.merchant_id")
      .where("e.id", ">", watermark)
      .whereNotExists(trx("event_fanouts as f").whereRaw("f.event_id = e.id"))
      .orderBy("e.id")
      .limit(BATCH);
    if (events.length > 0) {
      const typed = events.flatMap((event) => {
        const type = eventTypeOf(event);
        return type ? [{ ...event, type }] : [];
      });
      const merchants = [...new Set(typed.map((event) => event.merchant_id))];
      const endpoints: Array<{ id: string; merchant_id: string; event_types: string[] }> = merchants.length
        ? await trx("webhook_endpoints")
            .select("id", "merchant_id", "event_types")
            .whereIn("merchant_id", merchants)
            .where({ enabled: true })
        : [];
      await oweDeliveries(
        trx,
        typed.flatMap((event) =>
          endpoints
            .filter((endpoint) => endpoint.merchant_id === event.merchant_id && subscribes(endpoint.event_types, event.type))
            .map((endpoint) => ({ event_id: event.id, endpoint_id: endpoint.id })),
        ),
      );
      await trx("event_fanouts").insert(events.map((event) => ({ event_id: event.id })));
    }
    const settled = await trx("event_fanouts")
      .whereRaw(`fanned_out_at < now() - interval '${SETTLED_AFTER}'`)
      .max("event_id as id")
      .first();
    if (settled?.id) {
      await trx("event_fanout_watermark").update({ event_id: trx.raw("greatest(event_id, ?)", [settled.id]) });
      await trx("event_fanouts").where("event_id", "<=", settled.id).delete();
    }
    return events.length;
  });
}

/** Age in seconds of the oldest event not fanned out yet; 0 when there is none. */
export async function oldestUnfannedAgeSeconds(db: Knex): Promise<number> {
  const row = await db("movement_events as e")
    .where("e.id", ">", db("event_fanout_watermark").select("event_id"))
    .whereNotExists(db("event_fanouts as f").whereRaw("f.event_id = e.id"))
    .first(db.raw("coalesce(extract(epoch from now() - min(e.created_at)), 0)::float AS age"));
  return Number(row?.age ?? 0);
}
