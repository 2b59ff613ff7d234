import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { EVENT_TYPES } from "../../domain/events/event-types";
import { merchantNotificationHeaders } from "../payments/schemas";
import { BEARER, BODY, errorResponses, JSON_BODY, NOT_FOUND, PERMISSION } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  changedEndpointSchema,
  changeEndpointSchema,
  createdEndpointSchema,
  createEndpointSchema,
  endpointListSchema,
  endpointParams,
  rotatedSecretSchema,
} from "./schemas";

const tags = ["Webhook endpoints"];
const endpointExample = {
  id: "2b1f0c36-8d7e-4f0a-9a55-0c2f1d3e4b5a",
  url: "https://shop.example.com/webhooks",
  description: "order service",
  event_types: ["transaction.succeeded", "transaction.failed"],
  enabled: true,
  disabled_reason: null,
  created_at: "2026-01-15T09:00:00.000Z",
  updated_at: "2026-01-15T09:00:00.000Z",
};
const SESSION = "Needs a session token (scope `session`): an endpoint receives every event of its types.";

export const webhookEndpointPaths: ZodOpenApiPathsObject = {
  "/api/webhook-endpoints/": {
    get: {
      operationId: "listWebhookEndpoints",
      tags,
      summary: "The merchant's webhook endpoints, oldest first (never their secrets)",
      security: bearer,
      responses: {
        "200": { description: "Every endpoint.", ...json(endpointListSchema) },
        ...errorResponses(BEARER),
      },
    },
    post: {
      operationId: "createWebhookEndpoint",
      tags,
      summary: "Add a webhook endpoint (at most 10 per merchant); its secret is shown this once",
      description: `Each event of its types goes to it signed with Standard Webhooks (\`webhook-id\` is the event's id), retried as merchant notifications are. ${SESSION}`,
      security: bearer,
      requestBody: jsonBody(createEndpointSchema, {
        url: "https://shop.example.com/webhooks",
        event_types: ["transaction.succeeded", "transaction.failed"],
        description: "order service",
      }),
      responses: {
        "201": { description: "Created.", ...json(createdEndpointSchema, { ...endpointExample, secret: "whsec_..." }) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION),
      },
    },
  },
  "/api/webhook-endpoints/{id}/": {
    patch: {
      operationId: "changeWebhookEndpoint",
      tags,
      summary: "Change an endpoint; enable it again and replay what it missed",
      description: `\`{"enabled": true, "replay_since": "<ISO time>"}\` turns it on again and delivers, oldest first, the kept events of its types since then (never another type). ${SESSION}`,
      security: bearer,
      requestParams: { path: endpointParams },
      requestBody: jsonBody(changeEndpointSchema, { enabled: true, replay_since: "2026-01-14T18:00:00Z" }),
      responses: {
        "200": { description: "Changed.", ...json(changedEndpointSchema, { ...endpointExample, replayed: 12 }) },
        ...errorResponses(JSON_BODY, BEARER, NOT_FOUND),
      },
    },
    delete: {
      operationId: "deleteWebhookEndpoint",
      tags,
      summary: "Remove an endpoint and its deliveries",
      description: SESSION,
      security: bearer,
      requestParams: { path: endpointParams },
      responses: {
        "204": { description: "Removed." },
        ...errorResponses(BODY, BEARER, NOT_FOUND),
      },
    },
  },
  "/api/webhook-endpoints/{id}/rotate-secret/": {
    post: {
      operationId: "rotateWebhookEndpointSecret",
      tags,
      summary: "A new secret for the endpoint, shown this once; both sign for 24 h",
      description: SESSION,
      security: bearer,
      requestParams: { path: endpointParams },
      responses: {
        "200": { description: "The new secret.", ...json(rotatedSecretSchema) },
        ...errorResponses(BODY, BEARER, NOT_FOUND),
      },
    },
  },
};

export const webhookEndpointWebhooks: ZodOpenApiPathsObject = {
  "webhook-endpoint-event": {
    post: {
      operationId: "webhookEndpointEvent",
      security: [],
      tags,
      summary: "An event, POSTed to each enabled endpoint subscribed to its type (Standard Webhooks)",
      description:
        "Signed with the endpoint's secret (both during a rotation, space-separated): verify `webhook-signature` over `webhook-id.webhook-timestamp.body` with the official Standard Webhooks libraries. `webhook-id` is the event's `id`, the same on every retry. Retried 5 s, 10 s, 20 s, ... doubling to at most 1 h for 26 h; 410 Gone stops them; the timeout is 10 s. An endpoint whose every delivery has failed for `WEBHOOK_ENDPOINT_DISABLE_HOURS` (72) is disabled and the merchant mailed.",
      requestParams: { header: merchantNotificationHeaders },
      requestBody: jsonBody(
        z.strictObject({
          type: z.enum(EVENT_TYPES),
          timestamp: z.iso.datetime().meta({ description: "When the event happened." }),
          data: z.record(z.string(), z.unknown()).meta({ description: "The resource as the API showed it then." }),
        }),
        { type: "transaction.succeeded", timestamp: "2026-01-15T09:31:04.118Z", data: { reference: "TXMD2K4ZQ81A3F9C2E7B" } },
      ),
      responses: {
        "2XX": { description: "Delivered: no more attempts." },
        "410": { description: "Gone: no more attempts for this event." },
        default: { description: "Any other answer, or none within 10 s: retried." },
      },
    },
  },
};
