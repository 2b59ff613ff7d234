import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { errorResponses } from "../reference/errors";
import { json, jsonBody } from "../reference/operations";

const tags = ["Sandbox provider"];
const description =
  "The built-in sandbox provider: protocol B's provider side, called by the service itself for sandbox accounts (requests signed with `x-client-id`, `x-timestamp`, `x-signature`). Not for merchants; its errors are protocol B's, not the service's envelope.";
const protocolError = (extra: z.ZodRawShape = {}) =>
  z.strictObject({ error: z.strictObject({ code: z.string(), message: z.string().optional() }), ...extra });
const paymentRequest = z.object({
  external_id: z.string(),
  amount: z.number().int().positive().meta({ description: "Minor units." }),
  currency: z.string(),
  payer: z.object({ phone: z.string() }),
  operator: z.enum(["mpesa", "orange", "airtel", "africell"]),
  callback_url: z.url(),
});
const payment = z.strictObject({
  payment_id: z.string(),
  external_id: z.string(),
  state: z.enum(["pending", "succeeded", "failed"]),
  amount: z.number().int(),
  currency: z.string(),
  payer: z.strictObject({ phone: z.string() }),
  failure_code: z.string().nullable(),
});
/** The service's input guards answer before the provider sees the request, in the service's envelope. */
const refusedByInputGuards = {
  ...errorResponses()["400"],
  description: "Refused by the service's input guards (a malformed path or body, or unstorable text), in its envelope.",
};
/** The service's own failures (its database unreachable under the sandbox), in its envelope. */
const { "500": internalError, "503": serviceUnavailable } = errorResponses();

export const sandboxProviderPaths: ZodOpenApiPathsObject = {
  "/sandbox-provider/api/payments": {
    post: {
      operationId: "sandboxInitiatePayment",
      security: [],
      tags,
      summary: "Protocol B: initiate a payment",
      description,
      requestBody: jsonBody(paymentRequest),
      responses: {
        "201": {
          description: "Accepted.",
          ...json(z.strictObject({ payment_id: z.string(), external_id: z.string(), state: z.literal("pending") })),
        },
        "400": refusedByInputGuards,
        "401": { description: "Bad request signature.", ...json(protocolError()) },
        "409": { description: "This external_id was already used.", ...json(protocolError({ payment_id: z.string() })) },
        "422": { description: "Invalid request.", ...json(protocolError()) },
        "500": internalError!,
        "503": serviceUnavailable!,
      },
    },
  },
  "/sandbox-provider/api/payments/by-external-id/{externalId}": {
    get: {
      operationId: "sandboxGetPayment",
      security: [],
      tags,
      summary: "Protocol B: status query",
      description,
      requestParams: { path: z.object({ externalId: z.string() }) },
      responses: {
        "200": { description: "The payment as the provider sees it now.", ...json(payment) },
        "400": refusedByInputGuards,
        "401": { description: "Bad request signature.", ...json(protocolError()) },
        "404": { description: "Unknown external_id.", ...json(protocolError()) },
        "500": internalError!,
        "503": serviceUnavailable!,
      },
    },
  },
};
