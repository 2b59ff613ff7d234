import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BEARER, errorResponses, JSON_BODY, STAFF } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  activeConfigurationSchema,
  availabilitySchema,
  predictedProviderSchema,
  predictProviderBody,
  staffAvailabilitySchema,
} from "./schemas";

const tags = ["Toolkit"];

export const toolkitPaths: ZodOpenApiPathsObject = {
  "/api/payments/predict-provider/": {
    post: {
      operationId: "predictProvider",
      tags,
      summary: "A DR Congo number in any common form: its E.164 form, country and service",
      description:
        "Accepts `0812345678`, `812345678`, `243812345678`, `+243 81 234 5678`, `00243…`, with spaces, dashes, dots or parentheses. The service comes from the number's prefix (the same table creation checks): `service` may then be omitted when creating a transaction or a payout. An unknown prefix, a wrong length or another country is a `400` naming `phone_number`.",
      security: bearer,
      requestBody: jsonBody(predictProviderBody, { phone_number: "+243 81 234 5678" }),
      responses: {
        "200": {
          description: "The number, read.",
          ...json(predictedProviderSchema, { phone_number: "+243812345678", country: "CD", service: "MPESA" }),
        },
        ...errorResponses(JSON_BODY, BEARER),
      },
    },
  },
  "/api/organization/active-conf/": {
    get: {
      operationId: "getActiveConfiguration",
      tags,
      summary: "Per service and currency: the operations offered and the amounts accepted",
      description:
        "For the caller's account type (sandbox: the sandbox provider; prod: the enabled registered providers). `min_amount`, `max_amount` and `decimals` are the limits creation enforces.",
      security: bearer,
      responses: {
        "200": { description: "The configuration.", ...json(activeConfigurationSchema) },
        ...errorResponses(BEARER),
      },
    },
  },
  "/api/organization/availability/": {
    get: {
      operationId: "getAvailability",
      tags,
      summary: "Per service and operation: whether the providers can take it now",
      description:
        "Derived from what routing sees (enabled providers, circuit breaker, eliminations for a low success rate, the last hour's latency and acceptance), read from the database: the same on every instance.",
      security: bearer,
      responses: {
        "200": { description: "The availability.", ...json(availabilitySchema) },
        ...errorResponses(BEARER),
      },
    },
  },
  "/api/admin/availability/": {
    get: {
      operationId: "staffGetAvailability",
      tags: ["Staff"],
      summary: "Production availability with each provider's reasons",
      description: "Staff only (`is_staff`); anyone else gets `403`.",
      security: bearer,
      responses: {
        "200": { description: "The availability.", ...json(staffAvailabilitySchema) },
        ...errorResponses(BEARER, STAFF),
      },
    },
  },
};
