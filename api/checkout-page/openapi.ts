import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BODY, type ErrorCodesByStatus, errorResponses, JSON_BODY, NOT_FOUND, RATE_LIMITED } from "../reference/errors";
import { json } from "../reference/operations";
import { checkoutStatusSchema, givenUpSchema, pageParams, startedTrySchema, startTrySchema } from "./schemas";

const tags = ["Checkout pages"];
const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });
/**
 * A refusal: a page in the customer's language for a browser (an Accept naming text/html), the error envelope for
 * anyone else.
 */
const pageOrEnvelope = (status: number, codes: ErrorCodesByStatus, description: string) => {
  const envelope = (errorResponses(codes) as Record<string, { content: Record<string, unknown> }>)[String(status)]!;
  return { description, content: { "text/html": { schema: z.string() }, ...envelope.content } };
};
const GONE: ErrorCodesByStatus = { 410: ["request_error"] };
const seeOther = { description: "See Other: the page to go to next (`Location`)." };

export const checkoutPagePaths: ZodOpenApiPathsObject = {
  "/pay/{id}": {
    get: {
      operationId: "checkoutPage",
      tags,
      security: [],
      summary: "The page a customer pays on, no login: French unless `?lang=en` or an `Accept-Language` preferring English",
      requestParams: { path: pageParams, query: z.object({ lang: z.enum(["fr", "en"]).optional() }) },
      responses: {
        "200": html("The page, usable without its script."),
        ...errorResponses(),
        "404": pageOrEnvelope(404, NOT_FOUND, "No such checkout."),
      },
    },
  },
  "/pay/{id}/status": {
    get: {
      operationId: "checkoutPageStatus",
      tags,
      security: [],
      summary:
        "What the page follows: the checkout's state and its current try, nothing about the merchant or customer beyond these",
      requestParams: { path: pageParams },
      responses: {
        "200": { description: "The state.", ...json(checkoutStatusSchema) },
        ...errorResponses(NOT_FOUND),
      },
    },
  },
  "/pay/{id}/tries": {
    post: {
      operationId: "startCheckoutTry",
      tags,
      security: [],
      summary: "Pay: one try, a transaction of the checkout's merchant; the customer approves on the phone",
      description:
        "A try while another is in flight, or on a checkout that is not `open`, is `409 invalid_state_transition` (`details.checkout_status` when the checkout is not open). At most 10 tries per checkout an hour and `CHECKOUT_TRIES_PER_ADDRESS_PER_HOUR` per address (`429`). A form post (`application/x-www-form-urlencoded`, the page without script) is answered `303` to the page, or the page with the refusal at the number.",
      requestParams: { path: pageParams },
      requestBody: {
        required: true,
        content: {
          "application/json": { schema: startTrySchema, example: { customer_number: "0812345678" } },
          "application/x-www-form-urlencoded": { schema: startTrySchema },
        },
      },
      responses: {
        "201": { description: "Started; follow it at `/pay/<id>/status`.", ...json(startedTrySchema) },
        "303": seeOther,
        ...errorResponses(JSON_BODY, NOT_FOUND, RATE_LIMITED, { 409: ["invalid_state_transition"], 502: ["provider_error"] }),
        "400": pageOrEnvelope(
          400,
          JSON_BODY,
          "Invalid input (`details` names the field); a form post from a browser: the page, the problem at the number.",
        ),
        "409": pageOrEnvelope(409, { 409: ["invalid_state_transition"] }, "Not open, or a try in flight."),
        "429": pageOrEnvelope(429, RATE_LIMITED, "Too many tries: retry after `Retry-After` seconds."),
      },
    },
  },
  "/pay/{id}/tries/give-up": {
    post: {
      operationId: "giveUpCheckoutTry",
      tags,
      security: [],
      summary: "Give up the try in flight (nothing came to the phone, or another number): a new try may start at once",
      description:
        "Offered by the page once the try has waited 45 s. The given-up try goes on to the end its provider says, and counts only if no other try has (a late success is refunded to its payer). Before 45 s, with no try in flight, or on a checkout that is not `open`: `409 invalid_state_transition` (`details.waited_seconds` and `give_up_after_seconds`, or `details.checkout_status`). A form post (the page without script) is answered `303` to the page.",
      requestParams: { path: pageParams },
      responses: {
        "200": { description: "Given up: the page follows no try until the next.", ...json(givenUpSchema) },
        "303": seeOther,
        ...errorResponses(NOT_FOUND, { 409: ["invalid_state_transition"] }),
      },
    },
  },
  "/l/{id}/card": {
    get: {
      operationId: "paymentLinkCard",
      tags,
      security: [],
      summary: "A payment link's printable card: the merchant's name, what is paid and how much, the QR code and the address",
      requestParams: { path: pageParams, query: z.object({ lang: z.enum(["fr", "en"]).optional() }) },
      responses: {
        "200": html("The card, for printing."),
        ...errorResponses(),
        "404": pageOrEnvelope(404, NOT_FOUND, "No such link."),
        "410": pageOrEnvelope(410, GONE, "The link is turned off."),
      },
    },
  },
  "/l/{id}": {
    get: {
      operationId: "paymentLinkPage",
      tags,
      security: [],
      summary: "A payment link: with an amount, opens a checkout and sends the customer to it; without, asks for the amount",
      requestParams: { path: pageParams, query: z.object({ lang: z.enum(["fr", "en"]).optional() }) },
      responses: {
        "200": html("The amount form."),
        "303": seeOther,
        ...errorResponses(RATE_LIMITED),
        "404": pageOrEnvelope(404, NOT_FOUND, "No such link."),
        "410": pageOrEnvelope(410, GONE, "The link is turned off."),
      },
    },
    post: {
      operationId: "openPaymentLinkCheckout",
      tags,
      security: [],
      summary: "The amount the customer typed: opens a checkout for it and sends the customer to it",
      requestParams: { path: pageParams },
      requestBody: {
        required: true,
        content: { "application/x-www-form-urlencoded": { schema: z.object({ amount: z.string() }) } },
      },
      responses: {
        "303": seeOther,
        ...errorResponses(BODY, RATE_LIMITED),
        "400": pageOrEnvelope(
          400,
          { 400: ["validation_error", "request_error"] },
          "The amount form, with the problem at the amount.",
        ),
        "404": pageOrEnvelope(404, NOT_FOUND, "No such link."),
        "410": pageOrEnvelope(410, GONE, "The link is turned off."),
        "429": pageOrEnvelope(429, RATE_LIMITED, "Too many checkouts opened from this address."),
      },
    },
  },
  "/l/{id}/qr.svg": {
    get: {
      operationId: "paymentLinkQrCode",
      tags,
      security: [],
      summary: "The link's `url` as an SVG QR code",
      requestParams: { path: pageParams },
      responses: {
        "200": { description: "The QR code.", content: { "image/svg+xml": { schema: z.string() } } },
        ...errorResponses(),
        "404": pageOrEnvelope(404, NOT_FOUND, "No such link (a page for a browser)."),
        "410": pageOrEnvelope(410, GONE, "The link is turned off (a page for a browser)."),
      },
    },
  },
};
