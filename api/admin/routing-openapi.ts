import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BEARER, BODY, errorResponses, JSON_BODY, NOT_FOUND, STAFF } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import { routingRuleBody, routingRuleId, routingRuleSchema, routingStandingSchema } from "./routing-schemas";

const tags = ["Staff"];
const description = "Staff only (`is_staff`); anyone else gets `403`. Every change is in the staff audit.";
const example = {
  service: "MPESA",
  kind: "split",
  allocations: [
    { provider: "alpha", weight: 70 },
    { provider: "beta", weight: 30 },
  ],
};

export const routingPaths: ZodOpenApiPathsObject = {
  "/api/admin/routing/": {
    get: {
      operationId: "staffGetRoutingStanding",
      tags,
      summary:
        "What the learning router sees: each provider's success-rate window, elimination and circuit, per service and currency",
      description,
      security: bearer,
      responses: {
        "200": {
          description: "The standing.",
          ...json(z.strictObject({ strategy: z.enum(["success_rate", "priority"]), results: z.array(routingStandingSchema) })),
        },
        ...errorResponses(BEARER, STAFF),
      },
    },
  },
  "/api/admin/routing-rules/": {
    get: {
      operationId: "staffListRoutingRules",
      tags,
      summary: "Staff's pin and split rules",
      description,
      security: bearer,
      responses: {
        "200": { description: "Every rule.", ...json(z.strictObject({ results: z.array(routingRuleSchema) })) },
        ...errorResponses(BEARER, STAFF),
      },
    },
    post: {
      operationId: "staffCreateRoutingRule",
      tags,
      summary: "Pin or split a service's or a merchant's payments (one rule per scope)",
      description,
      security: bearer,
      requestBody: jsonBody(routingRuleBody, example),
      responses: {
        "201": { description: "The rule.", ...json(routingRuleSchema) },
        ...errorResponses(JSON_BODY, BEARER, STAFF),
      },
    },
  },
  "/api/admin/routing-rules/{id}/": {
    put: {
      operationId: "staffReplaceRoutingRule",
      tags,
      summary: "Replace a rule",
      description,
      security: bearer,
      requestParams: { path: routingRuleId },
      requestBody: jsonBody(routingRuleBody, example),
      responses: {
        "200": { description: "The rule.", ...json(routingRuleSchema) },
        ...errorResponses(JSON_BODY, BEARER, STAFF, NOT_FOUND),
      },
    },
    delete: {
      operationId: "staffDeleteRoutingRule",
      tags,
      summary: "Delete a rule: routing learns again for its scope",
      description,
      security: bearer,
      requestParams: { path: routingRuleId },
      responses: { "204": { description: "Deleted." }, ...errorResponses(BODY, BEARER, STAFF, NOT_FOUND) },
    },
  },
};
