import { eventTypeOf } from "../domain/events/event-types";
import type { ChaosStack } from "./stack";

const MOVEMENT_PATHS = {
  final: new Set(["Success", "Failed"]),
  previous: { Pending: [null], Processing: ["Pending"], Success: ["Processing"], Failed: ["Pending", "Processing"] },
};
/** Each kind's final states, and where each state may come from (creation, null, first): the paths its events may follow. */
const KINDS: Array<{
  resource: string;
  table: string;
  status: string;
  final: Set<string>;
  previous: Record<string, ReadonlyArray<string | null>>;
}> = [
  { resource: "transaction", table: "payments", status: "transaction_status", ...MOVEMENT_PATHS },
  { resource: "payout", table: "payouts", status: "payout_status", ...MOVEMENT_PATHS },
  { resource: "refund", table: "refunds", status: "refund_status", ...MOVEMENT_PATHS },
  {
    resource: "checkout",
    table: "checkouts",
    status: "checkout_status",
    final: new Set(["paid", "expired", "cancelled"]),
    previous: { open: [null], paid: ["open"], expired: ["open"], cancelled: ["open"] },
  },
];

/** The webhook endpoints the run subscribes, per merchant: one for every type, one for a few. */
export interface EventSubscription {
  name: string;
  merchantId: string;
  token: string;
  eventTypes: string[];
}

export const subscriptionsOf = (stack: ChaosStack): EventSubscription[] => [
  { name: "shop-all", merchantId: stack.merchant.merchantId, token: stack.merchant.token, eventTypes: ["*"] },
  {
    name: "shop-finals",
    merchantId: stack.merchant.merchantId,
    token: stack.merchant.token,
    eventTypes: ["transaction.succeeded", "transaction.failed", "refund.succeeded"],
  },
  { name: "payroll-all", merchantId: stack.payoutMerchant.merchantId, token: stack.payoutMerchant.token, eventTypes: ["*"] },
  {
    name: "payroll-failures",
    merchantId: stack.payoutMerchant.merchantId,
    token: stack.payoutMerchant.token,
    eventTypes: ["payout.failed"],
  },
];

/** Creates each subscription's endpoint through the API, as its merchant would, and registers its secret. */
export async function subscribeEventEndpoints(stack: ChaosStack, apiUrl: string): Promise<EventSubscription[]> {
  const subscriptions = subscriptionsOf(stack);
  for (const subscription of subscriptions) {
    const response = await fetch(`${apiUrl}/api/webhook-endpoints/`, {
      method: "POST",
      headers: { authorization: `Bearer ${subscription.token}`, "content-type": "application/json" },
      body: JSON.stringify({ url: stack.eventEndpoints.urlOf(subscription.name), event_types: subscription.eventTypes }),
    });
    if (response.status !== 201)
      throw new Error(`creating webhook endpoint ${subscription.name}: ${response.status} ${await response.text()}`);
    stack.eventEndpoints.register(subscription.name, ((await response.json()) as { secret: string }).secret);
  }
  return subscriptions;
}

interface EventLine {
  id: string;
  resource_type: string;
  reference: string;
  merchant_id: string;
  from_status: string | null;
  to_status: string;
}

const subscribes = (subscription: EventSubscription, type: string) =>
  subscription.eventTypes.includes("*") || subscription.eventTypes.includes(type);

/** An event owed to a subscribed endpoint that the endpoint has not taken yet. */
interface Undelivered {
  endpoint: string;
  eventId: string;
  type: string;
}

/** Events owed to the subscriptions that no endpoint has taken yet (the run waits for none). */
export async function undeliveredEvents(stack: ChaosStack, subscriptions: EventSubscription[]): Promise<Undelivered[]> {
  const events: EventLine[] = await stack.db("movement_events").whereNotNull("from_status").select();
  const taken = new Set(stack.eventEndpoints.received.map((delivery) => `${delivery.endpoint}|${delivery.webhookId}`));
  const missing: Undelivered[] = [];
  for (const event of events) {
    const type = eventTypeOf(event);
    for (const subscription of subscriptions) {
      if (
        type &&
        event.merchant_id === subscription.merchantId &&
        subscribes(subscription, type) &&
        !taken.has(`${subscription.name}|evt_${event.id}`)
      )
        missing.push({ endpoint: subscription.name, eventId: event.id, type });
    }
  }
  return missing;
}

/** Where an owed delivery stands in the outbox, to say why it never arrived. */
async function outboxStateOf(stack: ChaosStack, missing: Undelivered): Promise<string> {
  const row = await stack
    .db("endpoint_deliveries as d")
    .join("webhook_endpoints as w", "w.id", "d.endpoint_id")
    .where({ "d.event_id": missing.eventId, "w.url": stack.eventEndpoints.urlOf(missing.endpoint) })
    .first("d.status", "d.attempts", "d.next_attempt_at", "w.enabled");
  const { fanned } = await stack
    .db("movement_events as e")
    .where("e.id", missing.eventId)
    .first(stack.db.raw("(e.written_by, e.id) <= (SELECT written_by, event_id FROM event_fanout_watermark) AS fanned"));
  if (!row) return `no delivery owed (fanned out: ${fanned ? "yes" : "not yet"})`;
  return `delivery ${row.status}, ${row.attempts} attempts, next ${new Date(row.next_attempt_at).toISOString()}, endpoint ${row.enabled ? "enabled" : "disabled"}`;
}

/**
 * One event per state change (each movement's events a path from creation to its final state, each step once), every
 * subscribed endpoint given each event of its types at least once (through the outage), each delivery carrying its
 * event's id as webhook-id with that event's type and resource (so every retry has the same id), none of a type its
 * endpoint does not subscribe to, every signature verified, and the events API saying every delivery had its 2xx.
 */
export async function checkEventInvariants(stack: ChaosStack, subscriptions: EventSubscription[], apiUrl: string) {
  const violations: string[] = [];
  const events: EventLine[] = await stack.db("movement_events").orderBy("id").select();
  const byResource = new Map<string, EventLine[]>();
  for (const event of events)
    byResource.set(`${event.resource_type}:${event.reference}`, [
      ...(byResource.get(`${event.resource_type}:${event.reference}`) ?? []),
      event,
    ]);
  for (const kind of KINDS) {
    // The seeded funding (seed/opening-balance.ts) is a row written as it stands, not a state change.
    const rows: Array<{ reference: string; status: string }> = await stack
      .db(kind.table)
      .whereNot("reference", "like", "TXOPEN%")
      .select("reference", `${kind.status} as status`);
    for (const row of rows) {
      const path = byResource.get(`${kind.resource}:${row.reference}`) ?? [];
      const states = path.map((event) => event.to_status);
      const broken = path.some((event, index) => event.from_status !== (index === 0 ? null : path[index - 1]!.to_status));
      const illegal = path.some((event) => !kind.previous[event.to_status]?.includes(event.from_status));
      if (broken || illegal || states.at(-1) !== row.status || !kind.final.has(row.status))
        violations.push(`${kind.resource} ${row.reference} ended ${row.status} by events ${states.join(" -> ") || "(none)"}`);
    }
  }

  const eventById = new Map(events.map((event) => [`evt_${event.id}`, event]));
  const received = stack.eventEndpoints.received;
  for (const delivery of received) {
    const subscription = subscriptions.find((one) => one.name === delivery.endpoint);
    const event = eventById.get(delivery.webhookId);
    if (!delivery.verified)
      violations.push(`${delivery.endpoint} got ${delivery.webhookId} with a signature its secret does not verify`);
    if (!event || eventTypeOf(event) !== delivery.type || event.reference !== delivery.reference)
      violations.push(
        `${delivery.endpoint} got ${delivery.webhookId} as ${delivery.type} of ${delivery.reference}: not that event`,
      );
    else if (!subscription || event.merchant_id !== subscription.merchantId || !subscribes(subscription, delivery.type))
      violations.push(`${delivery.endpoint} got ${delivery.type} ${delivery.webhookId}, which it does not subscribe to`);
  }
  const missing = await undeliveredEvents(stack, subscriptions);
  if (missing.length > 0) {
    const examples = await Promise.all(
      missing
        .slice(0, 5)
        .map(async (one) => `${one.endpoint} evt_${one.eventId} ${one.type}: ${await outboxStateOf(stack, one)}`),
    );
    violations.push(`${missing.length} event deliveries owed to subscribed endpoints never arrived (${examples.join("; ")})`);
  }

  for (const token of new Set(subscriptions.map((subscription) => subscription.token))) {
    const response = await fetch(`${apiUrl}/api/events/?delivery_success=false&limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = (await response.json()) as { results: Array<{ id: string; type: string }> };
    for (const event of page.results)
      violations.push(`the events API says ${event.type} ${event.id} still has a delivery without a 2xx`);
  }
  const retried = received.length - new Set(received.map((delivery) => `${delivery.endpoint}|${delivery.webhookId}`)).size;
  return {
    violations,
    events: events.length,
    deliveries: received.length,
    repeated: retried,
    refusedWhileDown: stack.eventEndpoints.refusedWhileDown(),
  };
}
