import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BEARER, CREDENTIALS, errorResponses, JSON_BODY, NOT_FOUND, PERMISSION, RATE_LIMITED, STAFF } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  controlChangePageSchema,
  controlChangesQuery,
  merchantParams,
  moneyOutControlsSchema,
  putControlsSchema,
  staffMoneyOutControlsSchema,
} from "./schemas";

const tags = ["Organization"];
const controls = {
  ip_allowlist: ["203.0.113.0/24", "198.51.100.7/32"],
  daily_limits: { CDF: "5000000.00", USD: "2000.00" },
  approval_above: { CDF: "1000000.00" },
  second_approver: true,
};
const sessionOnly =
  "With a session token only: an API token gets `403 insufficient_scope` (`details.scope` `session`), so a token that leaks cannot read or lift the controls.";
const changesPage = {
  results: [
    {
      id: "42",
      created_at: "2026-01-15T09:31:00.000Z",
      actor_email: "shop@example.com",
      source_address: "203.0.113.10",
      before: { ip_allowlist: [], daily_limits: {}, approval_above: {}, second_approver: false },
      after: controls,
    },
  ],
  next: null,
};

export const moneyOutControlPaths: ZodOpenApiPathsObject = {
  "/api/organization/money-out-controls/": {
    get: {
      operationId: "getMoneyOutControls",
      tags,
      summary: "The money-out controls: IP allowlist, daily limits and approval thresholds",
      description: sessionOnly,
      security: bearer,
      responses: {
        "200": {
          description: "The controls.",
          ...json(moneyOutControlsSchema, { ...controls, updated_at: "2026-01-15T09:31:00.000Z" }),
        },
        ...errorResponses(BEARER, PERMISSION, { 400: ["validation_error"] }),
      },
    },
    put: {
      operationId: "putMoneyOutControls",
      tags,
      summary: "Replace the money-out controls, with the password (and a code with two-factor on)",
      description: `${sessionOnly} The first three fields are sent each time (\`second_approver\` absent: unchanged). With an allowlist, a payout, bulk payout, cancel or refund from another address answers \`403 address_not_allowed\`; a payout over what is left of the UTC day's limit in its currency answers \`400 limit_exceeded\` (\`details.amount\`: what is left); a payout strictly above \`approval_above\` in its currency is created \`Pending\`, \`approval_status\` \`awaiting_approval\`, its money held, and goes to no provider until approved. A non-empty \`approval_above\` needs two-factor sign-in on (\`400\`, \`details.approval_above\`). Every change is kept (\`GET .../audit/\`) and mailed to the account's address; sending the same controls again changes nothing.`,
      security: bearer,
      requestBody: jsonBody(putControlsSchema, { ...controls, password: "correct horse battery staple", otp: "492039" }),
      responses: {
        "200": { description: "The controls now.", ...json(moneyOutControlsSchema) },
        ...errorResponses(JSON_BODY, BEARER, CREDENTIALS, PERMISSION, RATE_LIMITED),
      },
    },
  },
  "/api/organization/money-out-controls/audit/": {
    get: {
      operationId: "listMoneyOutControlChanges",
      tags,
      summary: "Every change of the money-out controls, newest first: who, from where, before and after",
      description: sessionOnly,
      security: bearer,
      requestParams: { query: controlChangesQuery },
      responses: {
        "200": { description: "A page.", ...json(controlChangePageSchema, changesPage) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, PERMISSION),
      },
    },
  },
  "/api/admin/merchants/{id}/money-out-controls/": {
    get: {
      operationId: "staffGetMoneyOutControls",
      tags: ["Staff"],
      summary: "A merchant's money-out controls (read only)",
      description: "Staff only (`is_staff`); anyone else gets `403`.",
      security: bearer,
      requestParams: { path: merchantParams },
      responses: {
        "200": { description: "The controls, and whose they are.", ...json(staffMoneyOutControlsSchema) },
        ...errorResponses(BEARER, STAFF, NOT_FOUND),
      },
    },
  },
  "/api/admin/merchants/{id}/money-out-controls/audit/": {
    get: {
      operationId: "staffListMoneyOutControlChanges",
      tags: ["Staff"],
      summary: "Every change of a merchant's money-out controls, newest first",
      description: "Staff only (`is_staff`); anyone else gets `403`.",
      security: bearer,
      requestParams: { path: merchantParams, query: controlChangesQuery },
      responses: {
        "200": { description: "A page.", ...json(controlChangePageSchema, changesPage) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, STAFF, NOT_FOUND),
      },
    },
  },
};
