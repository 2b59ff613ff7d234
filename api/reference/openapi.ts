import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { errorResponses } from "./errors";
import { json } from "./operations";

const tags = ["Reference"];

export const referencePaths: ZodOpenApiPathsObject = {
  "/api/schema/": {
    get: {
      operationId: "getOpenApiDocument",
      security: [],
      tags,
      summary: "This OpenAPI 3.1 document",
      responses: {
        "200": { description: "The document.", ...json(z.looseObject({ openapi: z.string() })) },
        ...errorResponses(),
      },
    },
  },
  "/api/docs/": {
    get: {
      operationId: "getApiReferencePage",
      security: [],
      tags,
      summary: "The API reference page (Redoc, every asset served here: works offline)",
      responses: { "200": { description: "HTML.", content: { "text/html": { schema: z.string() } } }, ...errorResponses() },
    },
  },
  "/api/docs/redoc.standalone.js": {
    get: {
      operationId: "getApiReferenceRenderer",
      security: [],
      tags,
      summary: "The reference page's renderer",
      responses: {
        "200": { description: "JavaScript.", content: { "text/javascript": { schema: z.string() } } },
        ...errorResponses(),
      },
    },
  },
};
