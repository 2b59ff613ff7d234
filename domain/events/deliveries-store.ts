import type { Knex } from "knex";

/** One event owed to one endpoint (`endpoint_deliveries`): pending until a 2xx, a 410 or the end of its retries. */
export interface EndpointDeliveryRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: Date;
  round_started_at: Date;
  delivered_at: Date | null;
  created_at: Date;
}

/** One attempt of a delivery, with the endpoint's answer (`endpoint_delivery_attempts`). */
export interface DeliveryAttemptRow {
  id: string;
  delivery_id: string;
  endpoint_url: string;
  attempt: number;
  status_code: number | null;
  latency_ms: number;
  response_excerpt: string | null;
  error: string | null;
  attempted_at: Date;
}

type Executor = Knex | Knex.Transaction;

/** How long a claimed delivery is the claimer's: past it (the worker died mid-send) another pass sends it again. */
export const CLAIM_LEASE_SECONDS = 60;

/**
 * Owes each event to each endpoint (oldest event first). `again`: an existing delivery starts a new round, due now
 * (a replay the merchant asked for); otherwise an existing one is left as it is, so the fan-out of an event a replay
 * already owed (its writing transaction ended after the replay) does not deliver it a second time.
 */
export async function oweDeliveries(
  db: Executor,
  pairs: ReadonlyArray<{ event_id: string; endpoint_id: string }>,
  options: { again: boolean },
): Promise<void> {
  if (pairs.length === 0) return;
  const owed = db("endpoint_deliveries")
    .insert(pairs.map((pair) => ({ ...pair })))
    .onConflict(["event_id", "endpoint_id"]);
  await (options.again
    ? owed.merge({ status: "pending", next_attempt_at: db.fn.now(), round_started_at: db.fn.now() })
    : owed.ignore());
}

/** Every delivery of one event starts a new round, due now; answers how many. */
export async function restartDeliveriesOfEvent(db: Executor, eventId: string): Promise<number> {
  return db("endpoint_deliveries")
    .where({ event_id: eventId })
    .update({ status: "pending", next_attempt_at: db.fn.now(), round_started_at: db.fn.now() });
}

/**
 * Claims up to `limit` due deliveries to enabled endpoints, oldest event first, for CLAIM_LEASE_SECONDS (several
 * workers never claim the same one); each claim counts as its next attempt.
 */
export async function claimDueDeliveries(db: Knex, limit: number): Promise<EndpointDeliveryRow[]> {
  const due = db("endpoint_deliveries as d")
    .join("webhook_endpoints as w", "w.id", "d.endpoint_id")
    .select("d.id")
    .where("d.status", "pending")
    .where("d.next_attempt_at", "<=", db.fn.now())
    .where("w.enabled", true)
    .orderBy("d.event_id")
    .limit(limit)
    .forUpdate("d")
    .skipLocked();
  const rows: EndpointDeliveryRow[] = await db("endpoint_deliveries")
    .whereIn("id", due)
    .update({
      attempts: db.raw("attempts + 1"),
      next_attempt_at: db.raw(`now() + interval '${CLAIM_LEASE_SECONDS} seconds'`),
    })
    .returning("*");
  return rows.sort((a, b) => Number(BigInt(a.event_id) - BigInt(b.event_id)));
}

export async function recordAttempt(db: Executor, attempt: Omit<DeliveryAttemptRow, "id" | "attempted_at">): Promise<void> {
  await db("endpoint_delivery_attempts").insert(attempt);
}

export async function markDelivered(db: Executor, id: string): Promise<void> {
  await db("endpoint_deliveries")
    .where({ id })
    .update({ status: "delivered", delivered_at: db.raw("coalesce(delivered_at, now())") });
}

export async function markGivenUp(db: Executor, id: string): Promise<void> {
  await db("endpoint_deliveries").where({ id }).update({ status: "failed" });
}

/** A delivery no longer owed: its endpoint stopped subscribing to the event's type before it was sent. */
export async function dropDelivery(db: Executor, id: string): Promise<void> {
  await db("endpoint_deliveries").where({ id }).delete();
}

export async function scheduleRetry(db: Executor, id: string, delaySeconds: number): Promise<void> {
  await db("endpoint_deliveries")
    .where({ id })
    .update({ next_attempt_at: db.raw(`now() + make_interval(secs => ?)`, [delaySeconds]) });
}

/** Every attempt of one event's deliveries, oldest first. */
export async function attemptsOfEvent(
  db: Executor,
  eventId: string,
): Promise<Array<DeliveryAttemptRow & { endpoint_id: string }>> {
  return db("endpoint_delivery_attempts as a")
    .join("endpoint_deliveries as d", "d.id", "a.delivery_id")
    .where("d.event_id", eventId)
    .select("a.*", "d.endpoint_id")
    .orderBy("a.id", "asc");
}

/** Deliveries (and their attempts) of events older than `before`: the events are no longer shown. */
export async function deleteDeliveriesOfEventsBefore(db: Executor, before: Date): Promise<number> {
  const result = await db.raw(
    "DELETE FROM endpoint_deliveries d USING movement_events e WHERE e.id = d.event_id AND e.created_at < ?",
    [before],
  );
  return result.rowCount ?? 0;
}

/** Age in seconds of the oldest event still owed to an enabled endpoint; 0 when none is. */
export async function oldestUndeliveredAgeSeconds(db: Executor): Promise<number> {
  const row = await db("endpoint_deliveries as d")
    .join("webhook_endpoints as w", "w.id", "d.endpoint_id")
    .join("movement_events as e", "e.id", "d.event_id")
    .where("d.status", "pending")
    .where("w.enabled", true)
    .first(db.raw("coalesce(extract(epoch from now() - min(e.created_at)), 0)::float AS age"));
  return Number(row?.age ?? 0);
}
