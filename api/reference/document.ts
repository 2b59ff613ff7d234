import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { adminPaths } from "../admin/openapi";
import { authPaths } from "../auth/openapi";
import { healthPaths } from "../health/openapi";
import { organizationPaths } from "../organization/openapi";
import { paymentPaths, paymentWebhooks } from "../payments/openapi";
import { providerWebhookPaths } from "../provider-webhooks/openapi";
import { sandboxProviderPaths } from "../sandbox/openapi";
import { errorSchema } from "./errors";
import { referencePaths } from "./openapi";
import { securitySchemes } from "./operations";

const DESCRIPTION = `Mobile-money collections for merchants in the DR Congo. A merchant creates a transaction; the service
routes it to a provider, the customer approves on their phone, and the service POSTs the final state to the
transaction's \`callback_url\` (see **Webhooks**).

Every error is \`{"error": {"code", "message", "details"?}}\`; each operation lists the codes it can answer. A path
or method not listed here answers \`404 not_found\` or \`405 request_error\` (or, since bodies are read before routing,
\`400\`/\`413 request_error\` for a malformed or oversized body). Every response carries \`X-Request-Id\`.`;

/** Joins path objects; two modules describing the same path contribute their methods to it. */
function mergePaths(...groups: ZodOpenApiPathsObject[]): ZodOpenApiPathsObject {
  const merged: ZodOpenApiPathsObject = {};
  for (const group of groups) {
    for (const [path, item] of Object.entries(group)) merged[path] = { ...merged[path], ...item };
  }
  return merged;
}

/** The OpenAPI 3.1 document, generated from the zod schemas the routes validate with and answer. */
export function buildOpenApiDocument() {
  return createDocument({
    openapi: "3.1.0",
    info: { title: "Payment routing service", version: "0.1.0", description: DESCRIPTION },
    tags: [
      { name: "Accounts" },
      { name: "Organization" },
      { name: "Transactions" },
      { name: "Merchant notifications" },
      { name: "Staff" },
      { name: "Provider webhooks" },
      { name: "Operations" },
      { name: "Reference" },
      { name: "Sandbox provider" },
    ],
    paths: mergePaths(
      authPaths,
      organizationPaths,
      paymentPaths,
      adminPaths,
      providerWebhookPaths,
      healthPaths,
      referencePaths,
      sandboxProviderPaths,
    ),
    webhooks: paymentWebhooks,
    components: { securitySchemes, schemas: { Error: errorSchema } },
  });
}
