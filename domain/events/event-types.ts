import type { ResourceDeclaration } from "../core/resource-declaration";
import { type EventResource, RESOURCES, type Resource } from "./resources";

/** A resource kind reaching one state. */
interface StateChange {
  resource: EventResource;
  status: string;
}

type EventTypeOf<R> = R extends { name: infer Name extends string; events: infer Events }
  ? `${Name}.${keyof Events & string}`
  : never;
export type EventType = EventTypeOf<Resource>;

/** Which state change each API event type is, in the order the resources and their events are declared. */
export const EVENT_TYPE_CHANGES = Object.fromEntries(
  RESOURCES.flatMap(({ name, events }: ResourceDeclaration) =>
    Object.entries(events).map(([verb, status]) => [`${name}.${verb}`, { resource: name, status }]),
  ),
) as Record<EventType, StateChange>;
export const EVENT_TYPES = Object.keys(EVENT_TYPE_CHANGES) as EventType[];

/** The API type of a `movement_events` row's change; undefined for a creation or a state no type names. */
export function eventTypeOf(change: {
  resource_type: string;
  from_status: string | null;
  to_status: string;
}): EventType | undefined {
  if (change.from_status === null) return undefined;
  return EVENT_TYPES.find((type) => {
    const { resource, status } = EVENT_TYPE_CHANGES[type];
    return resource === change.resource_type && status === change.to_status;
  });
}

/**
 * The states whose change also notifies the resource's own `callback_url` (when it has one), with the webhook-id
 * `msg_<reference>_<status>` (merchant-notifications/signing.ts).
 */
export const CALLBACK_NOTIFIED: ReadonlyArray<StateChange> = RESOURCES.flatMap(
  ({ name, notifiesCallback }: ResourceDeclaration) =>
    notifiesCallback.map((verb) => EVENT_TYPE_CHANGES[`${name}.${verb}` as EventType]),
);

/** An endpoint subscribed to `types` (or `["*"]`) receives an event of `type`. */
export const subscribes = (types: readonly string[], type: EventType) => types.includes("*") || types.includes(type);

/** The event's id in the API and its `webhook-id`: stable, opaque, from the row's id. */
export const eventIdOf = (rowId: string | number) => `evt_${rowId}`;

/** The row id an API event id names; undefined for anything that is not one (an unknown id is a 404, never a 400). */
export function rowIdOf(eventId: string): string | undefined {
  const match = /^evt_([1-9]\d{0,18})$/.exec(eventId);
  if (!match || BigInt(match[1]!) > 9_223_372_036_854_775_807n) return undefined;
  return match[1];
}
