import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { pageOf } from "../paging";
import { BEARER, errorResponses, JSON_BODY, STAFF } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  reconciliationDaySchema,
  reconciliationDaysQuery,
  reconciliationExceptionSchema,
  reconciliationExceptionsQuery,
  reconciliationRunBody,
  reconciliationRunSchema,
  settleExceptionsBody,
} from "./reconciliation-schemas";

const tags = ["Staff"];
const description = "Staff only (`is_staff`); anyone else gets `403`.";

export const reconciliationPaths: ZodOpenApiPathsObject = {
  "/api/admin/reconciliation/days/": {
    get: {
      operationId: "staffListReconciliationDays",
      tags,
      summary: "Each provider's reconciled days, newest first: lines, matched, exceptions, provisional or final",
      description,
      security: bearer,
      requestParams: { query: reconciliationDaysQuery },
      responses: {
        "200": { description: "Days.", ...json(z.strictObject({ results: z.array(reconciliationDaySchema) })) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, STAFF),
      },
    },
  },
  "/api/admin/reconciliation/exceptions/": {
    get: {
      operationId: "staffListReconciliationExceptions",
      tags,
      summary: "Reconciliation exceptions, newest first, each with our fields and the provider's side by side",
      description,
      security: bearer,
      requestParams: { query: reconciliationExceptionsQuery },
      responses: {
        "200": {
          description: "A page.",
          ...json(pageOf(reconciliationExceptionSchema)),
        },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, STAFF),
      },
    },
  },
  "/api/admin/reconciliation/runs/": {
    post: {
      operationId: "staffRunReconciliation",
      tags,
      summary: "Reconcile one provider's day now (a rerun records nothing twice); answers what it found",
      description,
      security: bearer,
      requestBody: jsonBody(reconciliationRunBody, { provider_code_name: "alpha", date: "2026-01-15" }),
      responses: {
        "200": { description: "The run.", ...json(reconciliationRunSchema) },
        ...errorResponses(JSON_BODY, BEARER, STAFF),
      },
    },
  },
  "/api/admin/reconciliation/exceptions/settle/": {
    post: {
      operationId: "staffSettleReconciliationExceptions",
      tags,
      summary: "Settle exceptions in bulk: accept as explained (with a note), or refund late successes to their customers",
      description,
      security: bearer,
      requestBody: jsonBody(settleExceptionsBody, {
        ids: ["12", "13"],
        action: "accept",
        note: "provider's clock, confirmed by phone",
      }),
      responses: {
        "200": {
          description: "The exceptions settled (those still open among the ids).",
          ...json(z.strictObject({ settled: z.array(z.string()) })),
        },
        ...errorResponses(JSON_BODY, BEARER, STAFF),
      },
    },
  },
};
