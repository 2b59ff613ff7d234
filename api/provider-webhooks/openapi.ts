import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { errorResponses, NOT_FOUND } from "../reference/errors";
import { json } from "../reference/operations";

export const providerWebhookPaths: ZodOpenApiPathsObject = {
  "/api/callbacks/{code_name}/": {
    post: {
      operationId: "receiveProviderWebhook",
      security: [],
      tags: ["Provider webhooks"],
      summary: "A provider reports a payment's result (called by providers, not merchants)",
      description:
        "Verified over the raw bytes in the provider's own protocol (sealed: AES-128-CBC + HMAC-SHA256, MAC checked first; signed: HMAC-SHA512 in `x-webhook-signature` with a 300 s replay window), stored before the 2xx answer, then signalled to the payment's workflow. A redelivery is stored once (`duplicate: true`).",
      requestParams: { path: z.object({ code_name: z.string().meta({ description: "The provider's `code_name`." }) }) },
      requestBody: {
        required: true,
        description: "The provider protocol's webhook body.",
        content: { "application/json": { schema: z.unknown() } },
      },
      responses: {
        "200": {
          description: "Verified and stored.",
          ...json(z.strictObject({ received: z.literal(true), id: z.uuid(), duplicate: z.boolean() })),
        },
        ...errorResponses(NOT_FOUND, { 401: ["webhook_verification_failed"], 413: ["request_error"], 422: ["validation_error"] }),
      },
    },
  },
};
