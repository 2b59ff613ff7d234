import { z } from "zod";
import { EVENT_TYPES } from "../../domain/events/event-types";
import { EVENT_RESOURCES } from "../../domain/events/resources";
import { timestamp } from "../../lib/validation";
import { pageOf, pageQuery } from "../paging";

export const eventType = z.enum(EVENT_TYPES);

/** `type` takes one type or several, comma-separated. */
const typeList = z
  .string()
  .max(400)
  .transform((value, context) => {
    const types = [...new Set(value.split(",").map((type) => type.trim()))];
    const unknown = types.filter((type) => !(EVENT_TYPES as string[]).includes(type));
    if (unknown.length > 0) {
      context.addIssue({
        code: "custom",
        message: `Unknown event type: ${unknown.join(", ")}. Known: ${EVENT_TYPES.join(", ")}.`,
      });
      return z.NEVER;
    }
    return types as z.infer<typeof eventType>[];
  })
  .meta({ description: "One event type, or several comma-separated.", example: "transaction.succeeded,transaction.failed" });

const booleanText = z.enum(["true", "false"]).transform((value) => value === "true");

export const listEventsSchema = z.strictObject({
  type: typeList.optional(),
  created_after: timestamp.optional(),
  created_before: timestamp.optional(),
  delivery_success: booleanText.optional().meta({
    description:
      "`false`: some delivery of the event (to a subscribed endpoint, or to the resource's `callback_url` for a final state) has not had a 2xx yet; `true`: every one has (an event with none is `true`).",
  }),
  ...pageQuery,
});

export const eventParams = z.strictObject({ id: z.string().meta({ example: "evt_4812" }) });

export const eventSchema = z
  .strictObject({
    id: z.string().meta({ description: "Stable and opaque; also the `webhook-id` of its deliveries to endpoints." }),
    type: eventType,
    created_at: z.iso.datetime(),
    resource: z.strictObject({
      type: z.enum(EVENT_RESOURCES),
      reference: z.string(),
    }),
    data: z.record(z.string(), z.unknown()).nullable().meta({
      description:
        "The resource as the API showed it when the event happened (a Transaction, Payout, Refund or Conversion; a checkout's fields). Null for changes recorded before event snapshots existed.",
    }),
    delivery_success: z.boolean(),
  })
  .meta({ id: "Event" });

export const eventDeliverySchema = z
  .strictObject({
    endpoint: z.string().meta({ description: "The URL attempted: a webhook endpoint's, or the resource's `callback_url`." }),
    endpoint_id: z.string().nullable().meta({ description: "The webhook endpoint; null for the `callback_url`." }),
    attempt: z.number().int(),
    attempted_at: z.iso.datetime(),
    status_code: z.number().int().nullable(),
    latency_ms: z.number().int(),
    response_excerpt: z
      .string()
      .nullable()
      .meta({ description: "The first kilobyte of the endpoint's answer (not kept for `callback_url`)." }),
    error: z.string().nullable(),
  })
  .meta({ id: "EventDelivery" });

export const eventDetailSchema = eventSchema.extend({ deliveries: z.array(eventDeliverySchema) }).meta({ id: "EventDetail" });

export const eventPageSchema = pageOf(eventSchema);

export const redeliverySchema = z
  .strictObject({
    id: z.string(),
    endpoint_deliveries: z.number().int().meta({ description: "Deliveries to endpoints started again." }),
    callback: z.boolean().meta({ description: "Whether the notification to the resource's `callback_url` is sent again." }),
  })
  .meta({ id: "EventRedelivery" });

export type EventView = z.infer<typeof eventSchema>;
