import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { merchantNotificationHeaders, referenceParams } from "../payments/schemas";
import { ALLOWLIST, BEARER, errorResponses, JSON_BODY, NOT_FOUND, PERMISSION } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import { createRefundSchema, listRefundsSchema, refundPageSchema, refundSchema } from "./schemas";

const tags = ["Refunds"];
const refundExample = {
  reference: "RFMD2K4ZQ81A3F9C2E7B",
  transaction_reference: "TXMD2K4ZQ81A3F9C2E7B",
  merchant_reference: "refund-order-1",
  amount: "500.00",
  currency: "CDF",
  callback_url: "https://shop.example.com/callback",
  provider_reference: "RA5F3C2E1B0A99",
  method: "reversal",
  refund_status: "Processing",
  failure_reason: null,
  provider_failure_code: null,
  created_at: "2026-01-15T10:31:00.000Z",
  updated_at: "2026-01-15T10:31:00.412Z",
};

export const refundPaths: ZodOpenApiPathsObject = {
  "/api/payments/transaction/{reference}/refund/": {
    post: {
      operationId: "refundTransaction",
      tags,
      summary: "Refund a successful transaction, in full or in part; its amount is held out of the wallet at once",
      description:
        "Sent to the provider that took the payment, and only there. The payment's fee is not returned; a refund carries no fee unless `FEE_SCHEDULE` sets one. Several partial refunds may follow each other up to the transaction's amount (refunds not `Failed` count, in flight included). When the service itself does not learn the provider's answer within `CREATION_DEADLINE_MS` (its engine busy or restarting), the answer is `201` with the refund as it stands (`Pending`), which proceeds; `502 provider_error` is the provider's refusal or unknown answer only.",
      security: bearer,
      requestParams: { path: referenceParams },
      requestBody: jsonBody(createRefundSchema, { merchant_reference: "refund-order-1", amount: "500.00" }),
      responses: {
        "201": { description: "Created.", ...json(refundSchema, refundExample) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, ALLOWLIST, NOT_FOUND, {
          400: ["insufficient_balance"],
          409: ["invalid_state_transition"],
          502: ["provider_error"],
          503: ["service_unavailable"],
        }),
      },
    },
  },
  "/api/payments/refund/": {
    get: {
      operationId: "listRefunds",
      tags,
      summary: "The merchant's refunds, newest first",
      security: bearer,
      requestParams: { query: listRefundsSchema },
      responses: {
        "200": { description: "A page.", ...json(refundPageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/payments/refund/{reference}/": {
    get: {
      operationId: "getRefund",
      tags,
      summary: "One refund (another merchant's is 404)",
      security: bearer,
      requestParams: { path: referenceParams },
      responses: {
        "200": { description: "The refund.", ...json(refundSchema, refundExample) },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
};

export const refundWebhooks: ZodOpenApiPathsObject = {
  "refund-notification": {
    post: {
      operationId: "refundNotification",
      security: [],
      tags: ["Merchant notifications"],
      summary: "The final state of a refund, POSTed to its `callback_url` (Standard Webhooks, like a transaction's)",
      requestParams: { header: merchantNotificationHeaders },
      requestBody: jsonBody(refundSchema.extend({ type: z.literal("refund") }), {
        type: "refund",
        ...refundExample,
        refund_status: "Success",
      }),
      responses: {
        "2XX": { description: "Delivered: no more attempts." },
        "410": { description: "Gone: no more attempts." },
        default: { description: "Any other answer, or none within 10 s: retried." },
      },
    },
  },
};
