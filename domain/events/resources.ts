import { checkoutResource } from "../checkouts/checkout-resource";
import { conversionResource } from "../conversions/conversion-resource";
import type { MovementEventRow } from "../core/movement-store";
import { paymentResource } from "../payments/payment-resource";
import { payoutResource } from "../payouts/payout-resource";
import { refundResource } from "../refunds/refund-resource";

/**
 * Every resource with `movement_events`, each as it declares itself in its own room. The API's event types, in their
 * order, the callback-notified states and the events' resource types are derived from this list.
 */
export const RESOURCES = [paymentResource, payoutResource, refundResource, checkoutResource, conversionResource] as const;

export type Resource = (typeof RESOURCES)[number];
export type EventResource = Resource["name"];
export const EVENT_RESOURCES: EventResource[] = RESOURCES.map((resource) => resource.name);

/** The scope that creates a resource and resends its notifications. */
export function scopeOf(name: EventResource): Resource["scope"] {
  return RESOURCES.find((resource) => resource.name === name)!.scope;
}

/** A `movement_events` row, its resource type one of the declared resources. */
export type ResourceEventRow = MovementEventRow<string, EventResource>;
