import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { errorResponses } from "../reference/errors";
import { json } from "../reference/operations";

const tags = ["Operations"];
const readiness = z.strictObject({
  status: z.enum(["ready", "unavailable"]),
  checks: z.strictObject({ database: z.boolean(), temporal: z.boolean() }),
});

export const healthPaths: ZodOpenApiPathsObject = {
  "/healthz": {
    get: {
      tags,
      summary: "Liveness: 200 while the process lives",
      responses: { "200": { description: "Alive.", ...json(z.strictObject({ status: z.literal("ok") })) }, ...errorResponses() },
    },
  },
  "/readyz": {
    get: {
      tags,
      summary: "Readiness: PostgreSQL and Temporal answer",
      responses: {
        "200": { description: "Ready.", ...json(readiness) },
        "503": { description: "A backing service does not answer; `checks` says which.", ...json(readiness) },
        ...errorResponses(),
      },
    },
  },
};
