import type { Knex } from "knex";
import { NotFoundError } from "../../lib/errors";
import { merchantOfUser } from "../accounts/merchants";
import { triesOf } from "../checkouts/checkouts-store";
import type { CheckoutTry } from "../checkouts/row";
import { deliveriesOf } from "../merchant-notifications/deliveries";
import { webhookIdFor } from "../merchant-notifications/signing";
import type { PaymentEngine } from "../payments/payment-engine";
import { attemptsOfEvent, type DeliveryAttemptRow, restartDeliveriesOfEvent } from "./deliveries-store";
import { CALLBACK_NOTIFIED, rowIdOf } from "./event-types";
import { type EventFilters, type EventRow, eventCursor, findMerchantEvent, searchEvents } from "./events-store";

/** A merchant's events: another merchant's are indistinguishable from missing ones. */

/** One attempt of any delivery of an event: to an endpoint, or to the resource's own callback_url. */
export type EventDeliveryAttempt = Pick<
  DeliveryAttemptRow,
  "attempt" | "attempted_at" | "status_code" | "latency_ms" | "response_excerpt" | "error"
> & { endpoint: string; endpoint_id: string | null };

export async function listOwnEvents(
  db: Knex,
  userId: string,
  query: EventFilters & { cursor?: string; limit: number },
): Promise<{ results: EventRow[]; next: string | null }> {
  const merchant = await merchantOfUser(db, userId);
  if (!merchant) return { results: [], next: null };
  const { cursor, limit, ...filters } = query;
  const rows = await searchEvents(db, merchant.id, filters, cursor, limit);
  const results = rows.slice(0, limit);
  return { results, next: rows.length > limit ? eventCursor(results[results.length - 1]!) : null };
}

export async function ownEvent(db: Knex, userId: string, eventId: string): Promise<EventRow> {
  const rowId = rowIdOf(eventId);
  const merchant = await merchantOfUser(db, userId);
  const event = rowId && merchant ? await findMerchantEvent(db, merchant.id, rowId) : undefined;
  if (!event) throw new NotFoundError("No such event.");
  return event;
}

const notifiesCallback = (event: EventRow) =>
  CALLBACK_NOTIFIED.some(({ resource, status }) => resource === event.resource_type && status === event.to_status) &&
  typeof event.data?.callback_url === "string" &&
  event.data.callback_url !== "";

/** Every attempt to deliver the event, oldest first: its endpoints', and its callback_url's for a final state. */
export async function deliveriesOfEvent(db: Knex, event: EventRow): Promise<EventDeliveryAttempt[]> {
  const toEndpoints = (await attemptsOfEvent(db, event.id)).map((attempt) => ({
    endpoint: attempt.endpoint_url,
    endpoint_id: attempt.endpoint_id,
    attempt: attempt.attempt,
    attempted_at: attempt.attempted_at,
    status_code: attempt.status_code,
    latency_ms: attempt.latency_ms,
    response_excerpt: attempt.response_excerpt,
    error: attempt.error,
  }));
  const toCallback: EventDeliveryAttempt[] = notifiesCallback(event)
    ? (await deliveriesOf(db, event.reference))
        .filter((delivery) => delivery.webhook_id === webhookIdFor(event.reference, event.to_status))
        .map((delivery) => ({
          endpoint: event.data!.callback_url as string,
          endpoint_id: null,
          attempt: delivery.attempt,
          attempted_at: delivery.attempted_at,
          status_code: delivery.status_code,
          latency_ms: delivery.latency_ms,
          response_excerpt: null,
          error: delivery.error,
        }))
    : [];
  return [...toEndpoints, ...toCallback].sort((a, b) => new Date(a.attempted_at).getTime() - new Date(b.attempted_at).getTime());
}

/**
 * Every delivery of the event again, now: each endpoint's starts a new round (same webhook-id), and a final state's
 * notification goes to the resource's callback_url again through the engine's resend.
 */
export async function redeliverEvent(
  deps: { db: Knex; engine: Pick<PaymentEngine, "resendNotification"> },
  event: EventRow,
): Promise<{ endpoints: number; callback: boolean }> {
  const endpoints = await restartDeliveriesOfEvent(deps.db, event.id);
  const callback = notifiesCallback(event);
  if (callback) await deps.engine.resendNotification(event.reference);
  return { endpoints, callback };
}

/** The tries of the checkouts among `events`: what a checkout's event shows beside its row. */
export async function checkoutTriesOf(
  db: Knex,
  events: ReadonlyArray<Pick<EventRow, "resource_type" | "reference">>,
): Promise<CheckoutTry[]> {
  const checkouts = events.filter((event) => event.resource_type === "checkout").map((event) => event.reference);
  return triesOf(db, [...new Set(checkouts)]);
}
