import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { errorResponses, NOT_FOUND } from "../reference/errors";
import { json } from "../reference/operations";

const tags = ["Operations"];
const readiness = z.strictObject({
  status: z.enum(["ready", "unavailable"]),
  checks: z.strictObject({ database: z.boolean(), temporal: z.boolean() }),
});

export const healthPaths: ZodOpenApiPathsObject = {
  "/healthz": {
    get: {
      operationId: "checkLiveness",
      security: [],
      tags,
      summary: "Liveness: 200 while the process lives",
      responses: { "200": { description: "Alive.", ...json(z.strictObject({ status: z.literal("ok") })) }, ...errorResponses() },
    },
  },
  "/metrics": {
    get: {
      operationId: "getMetrics",
      security: [],
      tags,
      summary: "Prometheus metrics (on METRICS_PORT instead when it is set: then 404 here)",
      responses: {
        "200": { description: "Prometheus text format.", content: { "text/plain": { schema: z.string() } } },
        ...errorResponses(NOT_FOUND),
      },
    },
  },
  "/readyz": {
    get: {
      operationId: "checkReadiness",
      security: [],
      tags,
      summary: "Readiness: PostgreSQL and Temporal answer",
      responses: {
        "200": { description: "Ready.", ...json(readiness) },
        ...errorResponses(),
        "503": { description: "A backing service does not answer; `checks` says which.", ...json(readiness) },
      },
    },
  },
};
