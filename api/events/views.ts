import type { CheckoutRow, CheckoutTry } from "../../domain/checkouts/row";
import type { ConversionRow } from "../../domain/conversions/row";
import { eventIdOf, eventTypeOf } from "../../domain/events/event-types";
import type { EventDeliveryAttempt } from "../../domain/events/merchant-events";
import type { ResourceEventRow } from "../../domain/events/resources";
import type { PaymentRow } from "../../domain/payments/row";
import type { PayoutRow } from "../../domain/payouts/row";
import type { RefundRow } from "../../domain/refunds/row";
import { checkoutView } from "../checkouts/views";
import { conversionView } from "../conversions/views";
import { transactionView } from "../payments/views";
import { payoutView } from "../payouts/views";
import { refundView } from "../refunds/views";
import type { EventView } from "./schemas";

/** What rendering an event needs beyond its row: a checkout's tries (any of them; those begun by then are shown). */
export interface EventRendering {
  publicBaseUrl: string;
  checkoutTries: CheckoutTry[];
}

/**
 * The resource as the API showed it then: the stored row (numbers and times as text) through its kind's view; a
 * checkout's with the tries begun by then, as they stand.
 */
export function resourceData(event: ResourceEventRow, rendering: EventRendering): Record<string, unknown> | null {
  const row = event.data;
  if (!row) return null;
  switch (event.resource_type) {
    case "transaction":
      return transactionView(row as unknown as PaymentRow);
    case "payout":
      return payoutView(row as unknown as PayoutRow);
    case "refund":
      return refundView(row as unknown as RefundRow);
    case "checkout": {
      const tries = rendering.checkoutTries.filter(
        (one) => one.checkout_id === event.reference && new Date(one.created_at) <= new Date(event.created_at),
      );
      return checkoutView({ ...(row as unknown as CheckoutRow), tries }, rendering.publicBaseUrl);
    }
    case "conversion":
      return conversionView(row as unknown as ConversionRow);
    default: {
      const unreachable: never = event.resource_type;
      throw new Error(`unknown resource type ${unreachable}`);
    }
  }
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
