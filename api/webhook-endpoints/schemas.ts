import { z } from "zod";
import { EVENT_TYPES } from "../../domain/events/event-types";
import { namedOnce, timestamp } from "../../lib/validation";

const MAX_URL_LENGTH = 2048;

const url = z
  .string({ error: "This field is required." })
  .trim()
  .min(1, "This field is required.")
  .max(MAX_URL_LENGTH, `At most ${MAX_URL_LENGTH} characters.`)
  .meta({ description: "`https` to a public address (`http` and private addresses only with `CALLBACK_ALLOW_PRIVATE`)." });

const eventTypes = z
  .array(z.enum(["*", ...EVENT_TYPES]), { error: `A list of event types (${EVENT_TYPES.join(", ")}), or ["*"].` })
  .min(1, 'Subscribe to at least one event type, or ["*"] for every one.')
  .max(EVENT_TYPES.length)
  .refine(namedOnce, "Name each event type once.")
  .refine((types) => !types.includes("*") || types.length === 1, '"*" stands alone: it means every event type.')
  .meta({ description: 'The event types it receives, or `["*"]` for every one (types added later included).' });

const description = z.string().trim().max(200, "At most 200 characters.").nullable();

export const createEndpointSchema = z.strictObject({
  url,
  event_types: eventTypes,
  description: description.optional(),
});

export const changeEndpointSchema = z
  .strictObject({
    url: url.optional(),
    event_types: eventTypes.optional(),
    description: description.optional(),
    enabled: z.boolean({ error: "true or false." }).optional(),
    replay_since: timestamp.optional().meta({
      description:
        'With `"enabled": true`: the endpoint receives again, oldest first, every kept event of its types since then (at most 30 days back).',
    }),
  })
  .refine((change) => Object.keys(change).length > 0, { message: "Send at least one field to change." });

export const endpointParams = z.strictObject({ id: z.string().meta({ example: "2b1f0c36-8d7e-4f0a-9a55-0c2f1d3e4b5a" }) });

export const endpointSchema = z
  .strictObject({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    event_types: z.array(z.string()),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable().meta({ description: "Why it is disabled; null while enabled." }),
    failing_since: z.iso.datetime().nullable().meta({
      description:
        "Its first failed delivery since its last `2xx`; null while healthy. Failing for `WEBHOOK_ENDPOINT_DISABLE_HOURS` disables it.",
    }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "WebhookEndpoint" });

export const createdEndpointSchema = endpointSchema
  .extend({ secret: z.string().meta({ description: "`whsec_...`: shown this once; it signs the deliveries." }) })
  .meta({ id: "CreatedWebhookEndpoint" });

export const changedEndpointSchema = endpointSchema
  .extend({ replayed: z.number().int().meta({ description: "Events owed to it again by `replay_since`." }) })
  .meta({ id: "ChangedWebhookEndpoint" });

export const endpointListSchema = z.strictObject({ results: z.array(endpointSchema) });

export const rotatedSecretSchema = z.strictObject({
  secret: z
    .string()
    .meta({ description: "The new `whsec_...`, shown this once; the previous one keeps signing beside it for 24 h." }),
});

export type EndpointView = z.infer<typeof endpointSchema>;
