import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BEARER, BODY, errorResponses, NOT_FOUND, RATE_LIMITED } from "../reference/errors";
import { bearer, json } from "../reference/operations";
import { eventDetailSchema, eventPageSchema, eventParams, listEventsSchema, redeliverySchema } from "./schemas";

const tags = ["Events"];
const eventExample = {
  id: "evt_4812",
  type: "transaction.succeeded",
  created_at: "2026-01-15T09:31:04.118Z",
  resource: { type: "transaction", reference: "TXMD2K4ZQ81A3F9C2E7B" },
  data: {
    reference: "TXMD2K4ZQ81A3F9C2E7B",
    merchant_reference: "order-1",
    amount: "1500.00",
    fee: "500.00",
    net_amount: "1000.00",
    currency: "CDF",
    transaction_status: "Success",
  },
  delivery_success: true,
};

export const eventPaths: ZodOpenApiPathsObject = {
  "/api/events/": {
    get: {
      operationId: "listEvents",
      tags,
      summary: "The merchant's events (every state change of its transactions, payouts, refunds and checkouts), newest first",
      description:
        "Kept 30 days. Types: `transaction.processing`, `transaction.succeeded`, `transaction.failed`, the same for `payout.` and `refund.`, `checkout.paid`, `checkout.expired`. Scope `read`.",
      security: bearer,
      requestParams: { query: listEventsSchema },
      responses: {
        "200": { description: "A page.", ...json(eventPageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/events/{id}/": {
    get: {
      operationId: "getEvent",
      tags,
      summary: "One event with every attempt to deliver it (another merchant's is 404)",
      description:
        "`deliveries`: each attempt to a webhook endpoint (with the first kilobyte of its answer) and, for a final state, to the resource's `callback_url`, oldest first. Scope `read`.",
      security: bearer,
      requestParams: { path: eventParams },
      responses: {
        "200": { description: "The event.", ...json(eventDetailSchema, { ...eventExample, deliveries: [] }) },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
  "/api/events/{id}/redeliver/": {
    post: {
      operationId: "redeliverEvent",
      tags,
      summary: "Make every delivery of the event again now (same `webhook-id`)",
      description:
        "Each endpoint that was owed the event gets it again (retried as usual), and a final state's notification goes to the resource's `callback_url` again. Needs the scope that resends the resource's notifications (`collections` for transactions and checkouts, `payouts`, `refunds`); limited like notification resends.",
      security: bearer,
      requestParams: { path: eventParams },
      responses: {
        "202": { description: "Started.", ...json(redeliverySchema) },
        ...errorResponses(BODY, BEARER, NOT_FOUND, RATE_LIMITED),
      },
    },
  },
};
