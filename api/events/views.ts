import type { TransactionRow } from "../../domain/collections/row";
import type { MovementEventRow } from "../../domain/core/movement-store";
import { eventIdOf, eventTypeOf } from "../../domain/events/event-types";
import type { EventDeliveryAttempt } from "../../domain/events/merchant-events";
import type { PayoutRow } from "../../domain/payouts/row";
import type { RefundRow } from "../../domain/refunds/row";
import { transactionView } from "../payments/views";
import { payoutView } from "../payouts/views";
import { refundView } from "../refunds/views";
import type { EventView } from "./schemas";

/**
 * The resource as the API showed it then: the stored row (numbers and times as text) through its kind's view. A
 * checkout's view needs its tries, which its row does not carry: its row's columns, `reference` as the API's `id`,
 * the merchant's id left out.
 */
export function resourceData(event: MovementEventRow): Record<string, unknown> | null {
  const row = event.data;
  if (!row) return null;
  switch (event.resource_type) {
    case "transaction":
      return transactionView(row as unknown as TransactionRow);
    case "payout":
      return payoutView(row as unknown as PayoutRow);
    case "refund":
      return refundView(row as unknown as RefundRow);
    case "checkout": {
      const { reference, merchant_id: _merchant, ...columns } = row;
      return { id: reference, ...columns };
    }
    default: {
      const unreachable: never = event.resource_type;
      throw new Error(`unknown resource type ${unreachable}`);
    }
  }
}

/** What an endpoint receives and the API lists: the event's type and data. */
export function renderEvent(event: MovementEventRow) {
  const type = eventTypeOf(event);
  if (!type) throw new Error(`movement event ${event.id} is not an API event`);
  return { type, data: resourceData(event) };
}

export function eventView(event: MovementEventRow & { delivery_success: boolean }): EventView {
  return {
    id: eventIdOf(event.id),
    ...renderEvent(event),
    created_at: new Date(event.created_at).toISOString(),
    resource: { type: event.resource_type, reference: event.reference },
    delivery_success: event.delivery_success,
  };
}

export function eventDeliveryView(delivery: EventDeliveryAttempt) {
  return { ...delivery, attempted_at: new Date(delivery.attempted_at).toISOString() };
}
