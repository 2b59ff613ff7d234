import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { userSchema } from "../auth/schemas";
import { referenceParams, transactionSchema } from "../payments/schemas";
import { BEARER, errorResponses, JSON_BODY, NOT_FOUND, PERMISSION } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  failureQuery,
  rawCallbackPageSchema,
  rawCallbackQuery,
  resolveSchema,
  updateUserSchema,
  webhookFailurePageSchema,
} from "./schemas";

const tags = ["Staff"];
const staffOnly = "Staff accounts only (`is_staff`).";

export const adminPaths: ZodOpenApiPathsObject = {
  "/api/admin/raw-callbacks/": {
    get: {
      tags,
      summary: "Every verified provider webhook, newest first",
      description: staffOnly,
      security: bearer,
      requestParams: { query: rawCallbackQuery },
      responses: {
        "200": { description: "A page.", ...json(rawCallbackPageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, PERMISSION),
      },
    },
  },
  "/api/admin/webhook-failures/": {
    get: {
      tags,
      summary: "Provider webhooks that failed verification, newest first",
      description: staffOnly,
      security: bearer,
      requestParams: { query: failureQuery },
      responses: {
        "200": { description: "A page.", ...json(webhookFailurePageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, PERMISSION),
      },
    },
  },
  "/api/admin/transactions/{reference}/resolve/": {
    post: {
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
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, NOT_FOUND, { 409: ["invalid_state_transition"] }),
      },
    },
  },
  "/api/admin/users/{id}/": {
    patch: {
      tags,
      summary: "Promote an account to `prod`, or deactivate it",
      description: staffOnly,
      security: bearer,
      requestParams: { path: z.object({ id: z.uuid() }) },
      requestBody: jsonBody(updateUserSchema, { account_type: "prod" }),
      responses: {
        "200": { description: "The user.", ...json(userSchema) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, NOT_FOUND),
      },
    },
  },
};
