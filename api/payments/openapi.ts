import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BEARER, BODY, errorResponses, JSON_BODY, NOT_FOUND, PERMISSION, RATE_LIMITED } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  callbackDeliveryListSchema,
  createTransactionSchema,
  deliveryListSchema,
  exportTransactionsSchema,
  listTransactionsSchema,
  merchantNotificationHeaders,
  merchantNotificationSchema,
  referenceParams,
  reportAnswerSchema,
  reportSchema,
  resendAcceptedSchema,
  transactionPageSchema,
  transactionSchema,
} from "./schemas";

const tags = ["Transactions"];
const createExample = {
  merchant_reference: "order-1",
  amount: "1500.00",
  currency: "CDF",
  service: "MPESA",
  customer_number: "+243812345600",
  callback_url: "https://shop.example.com/callback",
};
const transactionExample = {
  reference: "TXMD2K4ZQ81A3F9C2E7B",
  ...createExample,
  fee: null,
  net_amount: null,
  provider_code_name: "sandbox",
  provider_reference: "pb_sbx_4mQ0cV1rT8zN",
  transaction_status: "Processing",
  failure_reason: null,
  provider_failure_code: null,
  created_at: "2026-01-15T09:31:00.000Z",
  updated_at: "2026-01-15T09:31:00.412Z",
  completed_at: null,
  refunded_amount: "0.00",
  checkout_id: null,
};

export const paymentPaths: ZodOpenApiPathsObject = {
  "/api/payments/transaction/": {
    post: {
      operationId: "createTransaction",
      tags,
      summary: "Create a transaction; answers once a provider accepted it (or routing settled)",
      security: bearer,
      requestBody: jsonBody(createTransactionSchema, createExample),
      responses: {
        "201": {
          description:
            "A provider accepted it: `Processing`. Or `Pending`, as it stands, when the service itself did not learn the provider's answer within `CREATION_DEADLINE_MS` (its engine busy or restarting): not the provider's doing, the transaction proceeds and its outcome follows by callback or GET. `502 provider_error` is a provider's refusal or unknown answer only.",
          ...json(transactionSchema, transactionExample),
        },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, {
          400: ["unknown_provider"],
          502: ["provider_error"],
          503: ["service_unavailable"],
        }),
      },
    },
    get: {
      operationId: "listTransactions",
      tags,
      summary: "The merchant's transactions, newest first",
      security: bearer,
      requestParams: { query: listTransactionsSchema },
      responses: {
        "200": { description: "A page.", ...json(transactionPageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/payments/transaction/export/": {
    get: {
      operationId: "exportTransactions",
      tags,
      summary: "The merchant's transactions as CSV (the list's filters), streamed",
      security: bearer,
      requestParams: { query: exportTransactionsSchema },
      responses: {
        "200": { description: "CSV, header first.", content: { "text/csv": { schema: z.string() } } },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/payments/report/": {
    get: {
      operationId: "getTransactionReport",
      tags,
      summary: "The merchant's totals by day, service, currency or status",
      security: bearer,
      requestParams: { query: reportSchema },
      responses: {
        "200": { description: "Totals.", ...json(reportAnswerSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/payments/transaction/{reference}/": {
    get: {
      operationId: "getTransaction",
      tags,
      summary: "One transaction (another merchant's is 404)",
      security: bearer,
      requestParams: { path: referenceParams },
      responses: {
        "200": { description: "The transaction.", ...json(transactionSchema, transactionExample) },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
  "/api/payments/transaction/{reference}/callbacks/": {
    get: {
      operationId: "listMerchantNotificationAttempts",
      tags: ["Merchant notifications"],
      summary: "Every delivery attempt of the transaction's merchant notification, newest first",
      security: bearer,
      requestParams: { path: referenceParams, query: deliveryListSchema },
      responses: {
        "200": { description: "Attempts, a page at a time.", ...json(callbackDeliveryListSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, NOT_FOUND),
      },
    },
  },
  "/api/payments/transaction/{reference}/resend-callback/": {
    post: {
      operationId: "resendMerchantNotification",
      tags: ["Merchant notifications"],
      summary: "Send the final merchant notification again (terminal transactions only)",
      security: bearer,
      requestParams: { path: referenceParams },
      responses: {
        "202": { description: "Queued.", ...json(resendAcceptedSchema) },
        ...errorResponses(BODY, BEARER, NOT_FOUND, RATE_LIMITED, { 409: ["invalid_state_transition"] }),
      },
    },
  },
};

export const paymentWebhooks: ZodOpenApiPathsObject = {
  "merchant-notification": {
    post: {
      operationId: "merchantNotification",
      security: [],
      tags: ["Merchant notifications"],
      summary: "The final state of a transaction, POSTed to its `callback_url` (Standard Webhooks)",
      description:
        "Signed with the merchant's `callback_secret`: verify `webhook-signature` over `webhook-id.webhook-timestamp.body`. Retried 5 s, 10 s, 20 s, ... doubling to at most 1 h for 26 h; redirects are not followed; the timeout is 10 s. While the service traces (OpenTelemetry), a W3C `traceparent` header names the delivery's span, for the merchant's own tracing to join.",
      requestParams: { header: merchantNotificationHeaders },
      requestBody: jsonBody(merchantNotificationSchema, {
        reference: "TXMD2K4ZQ81A3F9C2E7B",
        merchant_reference: "order-1",
        transaction_status: "Success",
        amount: "1500.00",
        currency: "CDF",
        customer_number: "+243812345600",
        provider_reference: "pb_sbx_4mQ0cV1rT8zN",
      }),
      responses: {
        "2XX": { description: "Delivered: no more attempts." },
        "410": { description: "Gone: no more attempts." },
        default: { description: "Any other answer, or none within 10 s: retried." },
      },
    },
  },
};
