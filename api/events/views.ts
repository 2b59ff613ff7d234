import { eventIdOf, eventTypeOf } from "../../domain/events/event-types";
import type { EventDeliveryAttempt } from "../../domain/events/merchant-events";
import type { ResourceEventRow } from "../../domain/events/resources";
import type { EventRendering } from "../resource-api";
import { RESOURCE_APIS } from "../resources";
import type { EventView } from "./schemas";

/** The resource as the API showed it then: the stored row (numbers and times as text) through its room's view. */
export function resourceData(event: ResourceEventRow, rendering: EventRendering): Record<string, unknown> | null {
  return event.data ? RESOURCE_APIS[event.resource_type].eventData(event.data, event, rendering) : null;
}

/** What an endpoint receives and the API lists: the event's type and data. */
export function renderEvent(event: ResourceEventRow, rendering: EventRendering) {
  const type = eventTypeOf(event);
  if (!type) throw new Error(`movement event ${event.id} is not an API event`);
  return { type, data: resourceData(event, rendering) };
}

export function eventView(event: ResourceEventRow & { delivery_success: boolean }, rendering: EventRendering): EventView {
  return {
    id: eventIdOf(event.id),
    ...renderEvent(event, rendering),
    created_at: new Date(event.created_at).toISOString(),
    resource: { type: event.resource_type, reference: event.reference },
    delivery_success: event.delivery_success,
  };
}

export function eventDeliveryView(delivery: EventDeliveryAttempt) {
  return { ...delivery, attempted_at: new Date(delivery.attempted_at).toISOString() };
}
