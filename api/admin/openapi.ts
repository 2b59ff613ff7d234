import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { referenceParams, resendAcceptedSchema, transactionSchema } from "../payments/schemas";
import { BEARER, BODY, errorResponses, FLOAT_UNAVAILABLE, JSON_BODY, NOT_FOUND, RATE_LIMITED, STAFF } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import { floatFloorsBody, providerFloatSchema } from "./provider-float-schemas";
import {
  adminMerchantPageSchema,
  adminReportAnswerSchema,
  adminReportQuery,
  adminTransactionDetailSchema,
  adminTransactionPageSchema,
  adminTransactionsQuery,
  adminUserPageSchema,
  adminUserSchema,
  auditLogPageSchema,
  auditLogQuery,
  failureQuery,
  merchantsQuery,
  providerHealthListSchema,
  providerHealthSchema,
  rawCallbackPageSchema,
  rawCallbackQuery,
  rawCallbackSchema,
  resolveSchema,
  updateProviderBody,
  updateUserBody,
  usersQuery,
  webhookFailurePageSchema,
} from "./schemas";

const tags = ["Staff"];
const staffOnly = "Staff accounts only (`is_staff`).";

export const adminPaths: ZodOpenApiPathsObject = {
  "/api/admin/raw-callbacks/": {
    get: {
      operationId: "staffListProviderWebhooks",
      tags,
      summary: "Every verified provider webhook, newest first",
      description: staffOnly,
      security: bearer,
      requestParams: { query: rawCallbackQuery },
      responses: {
        "200": { description: "A page.", ...json(rawCallbackPageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, STAFF),
      },
    },
  },
  "/api/admin/webhook-failures/": {
    get: {
      operationId: "staffListWebhookFailures",
      tags,
      summary: "Provider webhooks that failed verification, newest first",
      description: staffOnly,
      security: bearer,
      requestParams: { query: failureQuery },
      responses: {
        "200": { description: "A page.", ...json(webhookFailurePageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, STAFF),
      },
    },
  },
  "/api/admin/transactions/{reference}/resolve/": {
    post: {
      operationId: "staffResolveTransaction",
      tags,
      summary: "Resolve a transaction by hand, through the same state guard",
      description: staffOnly,
      security: bearer,
      requestParams: { path: referenceParams },
      requestBody: jsonBody(resolveSchema, {
        transaction_status: "Failed",
        reason: "Provider confirmed by phone: never charged.",
      }),
      responses: {
        "200": { description: "The resolved transaction.", ...json(transactionSchema) },
        ...errorResponses(JSON_BODY, BEARER, STAFF, NOT_FOUND, { 409: ["invalid_state_transition"] }),
      },
    },
  },
  "/api/admin/users/{id}/": {
    patch: {
      operationId: "staffUpdateUser",
      tags,
      summary: "Promote an account to `prod`, or deactivate it",
      description: staffOnly,
      security: bearer,
      requestParams: { path: z.object({ id: z.uuid() }) },
      requestBody: jsonBody(updateUserBody, { account_type: "prod" }),
      responses: {
        "200": { description: "The user, as staff see it.", ...json(adminUserSchema) },
        ...errorResponses(JSON_BODY, BEARER, STAFF, NOT_FOUND),
      },
    },
  },
  "/api/admin/raw-callbacks/{id}/": {
    get: {
      operationId: "staffGetProviderWebhook",
      tags,
      summary: "One verified provider webhook",
      description: staffOnly,
      security: bearer,
      requestParams: { path: z.object({ id: z.uuid() }) },
      responses: {
        "200": { description: "The webhook.", ...json(rawCallbackSchema) },
        ...errorResponses(BEARER, STAFF, NOT_FOUND),
      },
    },
  },
  "/api/admin/transactions/": {
    get: staffList(
      "staffListTransactions",
      "Every merchant's transactions, newest first",
      adminTransactionsQuery,
      adminTransactionPageSchema,
    ),
  },
  "/api/admin/transactions/{reference}/": {
    get: {
      operationId: "staffGetTransaction",
      tags,
      summary: "One transaction with its history, provider attempts, webhooks, notifications and ledger",
      description: staffOnly,
      security: bearer,
      requestParams: { path: referenceParams },
      responses: {
        "200": { description: "The transaction.", ...json(adminTransactionDetailSchema) },
        ...errorResponses(BEARER, STAFF, NOT_FOUND),
      },
    },
  },
  "/api/admin/transactions/{reference}/resend-callback/": {
    post: {
      operationId: "staffResendMerchantNotification",
      tags,
      summary: "Send a terminal transaction's merchant notification again",
      description: staffOnly,
      security: bearer,
      requestParams: { path: referenceParams },
      responses: {
        "202": { description: "Queued.", ...json(resendAcceptedSchema) },
        ...errorResponses(BODY, BEARER, STAFF, NOT_FOUND, { 409: ["invalid_state_transition"] }),
      },
    },
  },
  "/api/admin/users/": { get: staffList("staffListUsers", "Accounts, newest first", usersQuery, adminUserPageSchema) },
  "/api/admin/merchants/": {
    get: staffList("staffListMerchants", "Merchant profiles, newest first", merchantsQuery, adminMerchantPageSchema),
  },
  "/api/admin/providers/": {
    get: {
      operationId: "staffListProviders",
      tags,
      summary: "Providers with their circuit state and the last hour's traffic",
      description: staffOnly,
      security: bearer,
      responses: {
        "200": { description: "Every provider.", ...json(providerHealthListSchema) },
        ...errorResponses(BEARER, STAFF),
      },
    },
  },
  "/api/admin/providers/{codeName}/": {
    patch: {
      operationId: "staffUpdateProvider",
      tags,
      summary: "Change a provider's priority or enable/disable it",
      description: staffOnly,
      security: bearer,
      requestParams: { path: z.object({ codeName: z.string() }) },
      requestBody: jsonBody(updateProviderBody, { enabled: false }),
      responses: {
        "200": { description: "The provider.", ...json(providerHealthSchema) },
        ...errorResponses(JSON_BODY, BEARER, STAFF, NOT_FOUND),
      },
    },
  },
  "/api/admin/providers/{codeName}/balance/": {
    get: {
      operationId: "staffGetProviderFloat",
      tags,
      summary:
        "A provider's float per currency, asked of it now (Airtel's balance, Orange's TcheckBal, pawaPay's wallet balances)",
      description: `${staffOnly} The worker also asks every \`PROVIDER_FLOAT_CHECK_SECONDS\`; a payout is routed away from a provider whose float, told within \`PROVIDER_FLOAT_MAX_AGE_SECONDS\`, cannot cover it.`,
      security: bearer,
      requestParams: { path: z.object({ codeName: z.string() }) },
      responses: {
        "200": { description: "The float in each currency the provider serves.", ...json(providerFloatSchema) },
        ...errorResponses(BEARER, STAFF, NOT_FOUND, FLOAT_UNAVAILABLE, RATE_LIMITED),
      },
    },
  },
  "/api/admin/providers/{codeName}/float-floors/": {
    put: {
      operationId: "staffSetProviderFloatFloors",
      tags,
      summary: "Set the floors under which staff are mailed about a provider's float",
      description: `${staffOnly} Each staff member is mailed once when a reading falls below its currency's floor, again only after one back above it.`,
      security: bearer,
      requestParams: { path: z.object({ codeName: z.string() }) },
      requestBody: jsonBody(floatFloorsBody, { CDF: "5000000.00", USD: null }),
      responses: {
        "200": { description: "The floats last told, with their floors.", ...json(providerFloatSchema) },
        ...errorResponses(JSON_BODY, BEARER, STAFF, NOT_FOUND, FLOAT_UNAVAILABLE),
      },
    },
  },
  "/api/admin/audit-log/": {
    get: staffList("staffListAuditLog", "Staff actions, newest first", auditLogQuery, auditLogPageSchema),
  },
  "/api/admin/report/": {
    get: staffList(
      "staffGetTransactionReport",
      "Totals by day, service, currency or status, over every merchant",
      adminReportQuery,
      adminReportAnswerSchema,
    ),
  },
};

function staffList(operationId: string, summary: string, query: z.ZodObject, answer: z.ZodType) {
  return {
    operationId,
    tags,
    summary,
    description: staffOnly,
    security: bearer,
    requestParams: { query },
    responses: {
      "200": { description: "The answer.", ...json(answer) },
      ...errorResponses({ 400: ["validation_error"] }, BEARER, STAFF),
    },
  };
}
