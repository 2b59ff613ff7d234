import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { merchantNotificationHeaders } from "../payments/schemas";
import { BEARER, errorResponses, JSON_BODY, NOT_FOUND, PERMISSION } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  checkoutPageSchema,
  checkoutSchema,
  createCheckoutSchema,
  createPaymentLinkSchema,
  idParams,
  listCheckoutsSchema,
  listPaymentLinksSchema,
  paymentLinkListSchema,
  paymentLinkSchema,
  updatePaymentLinkSchema,
} from "./schemas";

const tags = ["Checkouts"];
const checkoutExample = {
  id: "COMD2K4ZQ81A3F9C2E7B",
  checkout_url: "https://pay.example.com/pay/COMD2K4ZQ81A3F9C2E7B",
  merchant_reference: "order-17",
  amount: "2500.00",
  currency: "CDF",
  description: "Pagne wax, 6 yards",
  return_url: "https://shop.example.com/merci",
  customer_number: null,
  callback_url: "https://shop.example.com/callback",
  checkout_status: "open",
  expires_at: "2026-01-15T11:00:00.000Z",
  expires_in_minutes: 30,
  transaction_reference: null,
  transactions: [],
  tries: [],
  payment_link_id: null,
  created_at: "2026-01-15T10:30:00.000Z",
  updated_at: "2026-01-15T10:30:00.000Z",
};
const linkExample = {
  id: "PLMD2K4ZQ81A3F9C2E7B",
  url: "https://pay.example.com/l/PLMD2K4ZQ81A3F9C2E7B",
  qr_url: "https://pay.example.com/l/PLMD2K4ZQ81A3F9C2E7B/qr.svg",
  name: "Market stall",
  currency: "CDF",
  amount: null,
  description: "Fruit and vegetables",
  callback_url: "https://shop.example.com/callback",
  active: true,
  checkouts: 0,
  paid: 0,
  paid_amount: "0.00",
  created_at: "2026-01-15T10:30:00.000Z",
  updated_at: "2026-01-15T10:30:00.000Z",
};

export const checkoutPaths: ZodOpenApiPathsObject = {
  "/api/payments/checkout/": {
    post: {
      operationId: "createCheckout",
      tags,
      summary: "Open a checkout: a page at `checkout_url` where the customer pays, retrying as needed, charged once",
      description:
        "Each Pay on the page is a transaction of the merchant (`checkout_id` on it), with the same rules, fees and routing as any. At most one try counts: a success after another, or after the checkout expired or was cancelled, is refunded to its payer from suspense, never credited. The checkout is notified once, when `paid` or `expired` (`checkout-notification`).",
      security: bearer,
      requestBody: jsonBody(createCheckoutSchema, {
        merchant_reference: "order-17",
        amount: "2500.00",
        currency: "CDF",
        description: "Pagne wax, 6 yards",
        return_url: "https://shop.example.com/merci",
        callback_url: "https://shop.example.com/callback",
      }),
      responses: {
        "201": { description: "Created, `open`.", ...json(checkoutSchema, checkoutExample) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION),
      },
    },
    get: {
      operationId: "listCheckouts",
      tags,
      summary: "The merchant's checkouts, newest first, each with its tries",
      security: bearer,
      requestParams: { query: listCheckoutsSchema },
      responses: {
        "200": { description: "A page.", ...json(checkoutPageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/payments/checkout/{id}/": {
    get: {
      operationId: "getCheckout",
      tags,
      summary: "One checkout with its tries (another merchant's is 404)",
      security: bearer,
      requestParams: { path: idParams },
      responses: {
        "200": { description: "The checkout.", ...json(checkoutSchema, checkoutExample) },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
  "/api/payments/checkout/{id}/cancel/": {
    post: {
      operationId: "cancelCheckout",
      tags,
      summary: "End an open checkout; a try still in flight that succeeds is refunded to its payer",
      security: bearer,
      requestParams: { path: idParams },
      responses: {
        "200": { description: "Cancelled.", ...json(checkoutSchema) },
        ...errorResponses({ 400: ["request_error"], 413: ["request_error"] }, BEARER, NOT_FOUND, {
          409: ["invalid_state_transition"],
        }),
      },
    },
  },
  "/api/payments/payment-link/": {
    post: {
      operationId: "createPaymentLink",
      tags,
      summary: "A payment link: each visit of `url` opens a checkout, for the link's amount or the one the customer types",
      security: bearer,
      requestBody: jsonBody(createPaymentLinkSchema, {
        name: "Market stall",
        currency: "CDF",
        callback_url: "https://shop.example.com/callback",
      }),
      responses: {
        "201": { description: "Created, active.", ...json(paymentLinkSchema, linkExample) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION),
      },
    },
    get: {
      operationId: "listPaymentLinks",
      tags,
      summary: "The merchant's payment links, newest first, with what their checkouts came to",
      security: bearer,
      requestParams: { query: listPaymentLinksSchema },
      responses: {
        "200": { description: "The links.", ...json(paymentLinkListSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/payments/payment-link/{id}/": {
    get: {
      operationId: "getPaymentLink",
      tags,
      summary: "One payment link",
      security: bearer,
      requestParams: { path: idParams },
      responses: {
        "200": { description: "The link.", ...json(paymentLinkSchema, linkExample) },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
    patch: {
      operationId: "updatePaymentLink",
      tags,
      summary: "Turn a link off (`url` then answers `410`) or on again",
      security: bearer,
      requestParams: { path: idParams },
      requestBody: jsonBody(updatePaymentLinkSchema, { active: false }),
      responses: {
        "200": { description: "The link.", ...json(paymentLinkSchema) },
        ...errorResponses(JSON_BODY, BEARER, NOT_FOUND),
      },
    },
  },
};

export const checkoutWebhooks: ZodOpenApiPathsObject = {
  "checkout-notification": {
    post: {
      operationId: "checkoutNotification",
      security: [],
      tags: ["Merchant notifications"],
      summary:
        "A checkout that became `paid` or `expired`, POSTed once to its `callback_url` (Standard Webhooks, like a transaction's)",
      requestParams: { header: merchantNotificationHeaders },
      requestBody: jsonBody(
        checkoutSchema.omit({ checkout_url: true, tries: true, payment_link_id: true, expires_in_minutes: true }).extend({
          type: z.literal("checkout"),
        }),
      ),
      responses: {
        "2XX": { description: "Delivered: no more attempts." },
        "410": { description: "Gone: no more attempts." },
        default: { description: "Any other answer, or none within 10 s: retried." },
      },
    },
  },
};
