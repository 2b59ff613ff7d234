import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { approvePayoutSchema } from "../payouts/schemas";
import {
  ALLOWLIST,
  BEARER,
  BODY,
  CREDENTIALS,
  errorResponses,
  JSON_BODY,
  NOT_FOUND,
  PERMISSION,
  RATE_LIMITED,
} from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  fileIdParams,
  fileRowsQuerySchema,
  listFilesSchema,
  payoutFileDetailSchema,
  payoutFilePageSchema,
  payoutFileSchema,
  retryFailedSchema,
  uploadQuerySchema,
} from "./schemas";

const tags = ["Payout files"];
const STATE = { 409: ["invalid_state_transition"] } as const;
const fileExample = {
  id: "PFMD2K4ZQ81A3F9C2E7B",
  file_status: "draft",
  rows: 3,
  valid: 2,
  invalid: 1,
  totals: { CDF: { count: 2, amount: "45000.00", fees: "900.00" } },
  errors: [{ row: 3, field: "recipient_number", message: "This number is not on MPESA (prefixes +24381, +24382, +24383)." }],
  progress: { Waiting: 2 },
  callback_url: null,
  submitted_at: null,
  approved_by: null,
  approved_at: null,
  created_at: "2026-01-15T09:31:00.000Z",
  updated_at: "2026-01-15T09:31:00.000Z",
};

export const payoutFilePaths: ZodOpenApiPathsObject = {
  "/api/payments/payout/file/": {
    post: {
      operationId: "uploadPayoutFile",
      tags,
      summary: "Upload a CSV of up to 10,000 payouts: every row checked, nothing moves (a draft)",
      description:
        "The body is the CSV itself (`text/csv`, UTF-8 with or without BOM, CRLF or LF): a header row naming `recipient_number`, `amount`, `currency` and optionally `service`, `merchant_reference`, `expected_recipient_name`, `description`, in any order. Each row is checked as a payout's request is (the number's form and network, the service, the currency, the amount's decimals and limits); of two rows with one `merchant_reference` the later is the error, and so is one your payouts already carry. Row 1 is the first after the header. More than 10,000 rows or 2 MB: `413` (reading stops there). A missing or unknown column: `400 validation_error` with `details.header`.",
      security: bearer,
      requestParams: { query: uploadQuerySchema },
      requestBody: {
        required: true,
        content: {
          "text/csv": { schema: z.string(), example: "recipient_number,amount,currency\r\n+243812345678,25000.00,CDF\r\n" },
        },
      },
      responses: {
        "201": { description: "The draft, with its totals and first 100 errors.", ...json(payoutFileSchema, fileExample) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, ALLOWLIST, { 415: ["request_error"] }),
      },
    },
    get: {
      operationId: "listPayoutFiles",
      tags,
      summary: "The merchant's payout files, newest first",
      security: bearer,
      requestParams: { query: listFilesSchema },
      responses: {
        "200": { description: "A page.", ...json(payoutFilePageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/payments/payout/file/{id}/": {
    get: {
      operationId: "getPayoutFile",
      tags,
      summary: "A payout file and its rows, each with its payout's reference, status and failure reason",
      security: bearer,
      requestParams: { path: fileIdParams, query: fileRowsQuerySchema },
      responses: {
        "200": { description: "The file and a page of its rows.", ...json(payoutFileDetailSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, NOT_FOUND),
      },
    },
  },
  "/api/payments/payout/file/{id}/results.csv": {
    get: {
      operationId: "getPayoutFileResults",
      tags,
      summary: "Every row and what became of it, as CSV (cells a spreadsheet would evaluate start with `'`)",
      security: bearer,
      requestParams: { path: fileIdParams },
      responses: {
        "200": { description: "CSV, header first.", content: { "text/csv": { schema: z.string() } } },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
  "/api/payments/payout/file/{id}/submit/": {
    post: {
      operationId: "submitPayoutFile",
      tags,
      summary: "Submit a draft: its valid rows become payouts in the background, or it waits whole for one approval",
      description:
        "Each valid row becomes a payout (`merchant_reference` the row's, or `<file id>-<row>`), held, limited and sent as a single payout is; a payout the rules refuse then (the balance, the daily limit, the recipient's name) is shown on its row. When the file's total in a currency is strictly above `approval_above`, the file is `awaiting_approval` and nothing is held until `POST .../approve/`. Answers at once; follow the rows with `GET .../<id>/`. Submitting twice: `409`.",
      security: bearer,
      requestParams: { path: fileIdParams },
      responses: {
        "200": { description: "Submitted.", ...json(payoutFileSchema) },
        ...errorResponses(BODY, BEARER, PERMISSION, ALLOWLIST, NOT_FOUND, STATE),
      },
    },
  },
  "/api/payments/payout/file/{id}/approve/": {
    post: {
      operationId: "approvePayoutFile",
      tags,
      summary: "Approve a file awaiting approval, once, with the password and a two-factor code",
      description:
        "As a payout's approval: a session token, `password` and `otp`. The file's rows are then made into payouts: one over `approval_above` on its own records this approval as its own, the others need none. Idempotent: approving an approved file answers it as it stands; concurrent approvals count once. The approver is a member with role `finance`, `admin` or `owner` (else `403 insufficient_role`) and two-factor on (else `403 two_factor_enrolment_required`); with the control `second_approver` on, someone other than the member who uploaded the file (else `403 same_person`).",
      security: bearer,
      requestParams: { path: fileIdParams },
      requestBody: jsonBody(approvePayoutSchema, { password: "correct horse battery staple", otp: "492039" }),
      responses: {
        "200": { description: "Approved, now or before.", ...json(payoutFileSchema) },
        ...errorResponses(JSON_BODY, BEARER, CREDENTIALS, PERMISSION, NOT_FOUND, RATE_LIMITED, STATE, {
          403: ["same_person", "two_factor_enrolment_required"],
        }),
      },
    },
  },
  "/api/payments/payout/file/{id}/retry-failed/": {
    post: {
      operationId: "retryFailedPayoutFileRows",
      tags,
      summary: "A new payout for each row whose payout ended Failed with a retryable reason, once per failure",
      description:
        "The new payout's `merchant_reference` is the row's suffixed `-r1`, `-r2`, ...; it is made in the background like the file's first ones. Answers how many; a second call for the same failures makes none.",
      security: bearer,
      requestParams: { path: fileIdParams },
      responses: {
        "200": { description: "How many rows were retried.", ...json(retryFailedSchema) },
        ...errorResponses(BODY, BEARER, PERMISSION, ALLOWLIST, NOT_FOUND, STATE),
      },
    },
  },
};
