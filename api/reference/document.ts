import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { adminPaths } from "../admin/openapi";
import { reconciliationPaths } from "../admin/reconciliation-openapi";
import { routingPaths } from "../admin/routing-openapi";
import { authPaths } from "../auth/openapi";
import { checkoutPagePaths } from "../checkout-page/openapi";
import { eventPaths } from "../events/openapi";
import { healthPaths } from "../health/openapi";
import { moneyOutControlPaths } from "../money-out-controls/openapi";
import { memberPaths } from "../organization/members-openapi";
import { organizationPaths } from "../organization/openapi";
import { payoutFilePaths } from "../payout-files/openapi";
import { providerWebhookPaths } from "../provider-webhooks/openapi";
import { RESOURCE_APIS } from "../resources";
import { sandboxProviderPaths } from "../sandbox/openapi";
import { toolkitPaths } from "../toolkit/openapi";
import { webhookEndpointPaths, webhookEndpointWebhooks } from "../webhook-endpoints/openapi";
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
    info: {
      title: "Payment routing service",
      version: "0.1.0",
      description: DESCRIPTION,
      // package.json's UNLICENSED: not licensed for use outside its owner.
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    // Relative: the service it is read from (it serves this document at /api/schema/).
    servers: [{ url: "/", description: "The service serving this document." }],
    tags: [
      { name: "Accounts", description: "Sign-up, e-mail verification, sign-in, password reset, API tokens." },
      { name: "Organization", description: "The merchant profile, its callback signing secret, wallets and reference lists." },
      { name: "Transactions", description: "Creating, listing, exporting and totalling a merchant's transactions." },
      {
        name: "Toolkit",
        description:
          "Before a payment starts: what a number is, what may be sent where, and whether the providers can take it now.",
      },
      {
        name: "Payouts",
        description: "Money out of the merchant's wallet: single and bulk payouts, their state, cancelling one that waits.",
      },
      {
        name: "Payout files",
        description: "A CSV of up to 10,000 payouts: checked row by row, submitted, approved once, followed, retried.",
      },
      {
        name: "Refunds",
        description: "Giving a successful payment's money back, in full or in part, through the provider that took it.",
      },
      {
        name: "Conversions",
        description: "Selling one of the merchant's currencies for another, between its wallets, at a quoted rate.",
      },
      {
        name: "Checkouts",
        description: "A page the customer pays on (retrying as needed, charged once), and payment links that open them.",
      },
      { name: "Checkout pages", description: "The customer's pages, no login: not for merchants' servers." },
      { name: "Merchant notifications", description: "The final state POSTed to the merchant, its attempts and resends." },
      {
        name: "Events",
        description: "Every state change of a merchant's resources, what was delivered of it and to where, and redelivery.",
      },
      {
        name: "Webhook endpoints",
        description: "Several addresses per merchant, each with its event types and its own signing secret.",
      },
      { name: "Staff", description: "Staff only: every merchant's transactions, accounts, providers and the audit log." },
      { name: "Provider webhooks", description: "Where providers report payment results; not for merchants." },
      { name: "Operations", description: "Liveness, readiness and Prometheus metrics." },
      { name: "Reference", description: "This document and its reference page." },
      { name: "Sandbox provider", description: "The built-in provider sandbox accounts pay through; not for merchants." },
    ],
    paths: mergePaths(
      authPaths,
      organizationPaths,
      memberPaths,
      moneyOutControlPaths,
      ...Object.values(RESOURCE_APIS).map((resource) => resource.paths),
      payoutFilePaths,
      toolkitPaths,
      checkoutPagePaths,
      eventPaths,
      webhookEndpointPaths,
      adminPaths,
      reconciliationPaths,
      routingPaths,
      providerWebhookPaths,
      healthPaths,
      referencePaths,
      sandboxProviderPaths,
    ),
    webhooks: Object.assign(
      {},
      ...Object.values(RESOURCE_APIS).map((resource) => resource.webhooks ?? {}),
      webhookEndpointWebhooks,
    ),
    components: { securitySchemes },
  });
}
