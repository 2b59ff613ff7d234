import type { Knex } from "knex";
import { oweDeliveries } from "./deliveries-store";
import { eventTypeOf, subscribes } from "./event-types";

/** Events taken per pass. */
const BATCH = 500;

/**
 * The events no pass has fanned out yet whose writing transactions are all known finished, in the order
 * (written_by, id): every transaction older than the snapshot's xmin has committed (its events visible now) or rolled
 * back, so no event can later appear before the last one taken, however long its transaction ran.
 */
const FINISHED_AND_AFTER = `(e.written_by, e.id) > (?::xid8, ?) AND e.written_by < pg_snapshot_xmin(pg_current_snapshot())`;

/**
 * The outbox's one pass: every event not yet fanned out (in the order its transactions finished) becomes one delivery
 * per endpoint of its merchant that is enabled and subscribes to its type at this moment, and the watermark moves past
 * it in the same database transaction, so each event is fanned out exactly once whoever runs the pass and whenever a
 * worker dies. Answers how many events were fanned out.
 */
export async function fanOutEvents(db: Knex): Promise<number> {
  return db.transaction(async (trx) => {
    const watermark: { written_by: string; event_id: string } = await trx("event_fanout_watermark")
      .forUpdate()
      .first("written_by", "event_id");
    const events: Array<{
      id: string;
      written_by: string;
      resource_type: string;
      from_status: string | null;
      to_status: string;
      merchant_id: string;
    }> = await trx("movement_events as e")
      .select("e.id", "e.written_by", "e.resource_type", "e.from_status", "e.to_status", "e.merchant_id")
      .whereRaw(FINISHED_AND_AFTER, [watermark.written_by, watermark.event_id])
      .orderBy([
        { column: "e.written_by", order: "asc" },
        { column: "e.id", order: "asc" },
      ])
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
        { again: false },
      );
      const last = events.at(-1)!;
      await trx("event_fanout_watermark").update({ written_by: last.written_by, event_id: last.id });
    }
    return events.length;
  });
}

/** Age in seconds of the oldest event not fanned out yet; 0 when there is none. */
export async function oldestUnfannedAgeSeconds(db: Knex): Promise<number> {
  const watermark = db("event_fanout_watermark").select("written_by", "event_id");
  const row = await db("movement_events as e")
    .whereRaw("(e.written_by, e.id) > ?", [watermark])
    .first(db.raw("coalesce(extract(epoch from now() - min(e.created_at)), 0)::float AS age"));
  return Number(row?.age ?? 0);
}
