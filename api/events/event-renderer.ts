import type { Knex } from "knex";
import type { RenderEvent } from "../../domain/events/endpoint-delivery";
import { checkoutTriesOf } from "../../domain/events/merchant-events";
import { renderEvent } from "./views";

/** How the webhook endpoints' deliveries render an event: its type and its resource as the API shows it. */
export function eventRenderer(db: Knex, publicBaseUrl: string): RenderEvent {
  return async (event) => renderEvent(event, { publicBaseUrl, checkoutTries: await checkoutTriesOf(db, [event]) });
}
