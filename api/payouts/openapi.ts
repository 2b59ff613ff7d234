import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  callbackDeliveryListSchema,
  deliveryListSchema,
  merchantNotificationHeaders,
  referenceParams,
  resendAcceptedSchema,
} from "../payments/schemas";
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
  STAFF,
} from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import { adminPayoutDetailSchema, adminPayoutPageSchema, adminPayoutsQuery } from "./admin-schemas";
import {
  approvePayoutSchema,
  bulkPayoutResultSchema,
  bulkPayoutSchema,
  createPayoutSchema,
  listPayoutsSchema,
  payoutPageSchema,
  payoutSchema,
  recipientLookupSchema,
  recipientSchema,
} from "./schemas";

const tags = ["Payouts"];
const createExample = {
  merchant_reference: "salary-2026-01-42",
  amount: "2500.00",
  currency: "CDF",
  recipient_number: "+243812345678",
  callback_url: "https://shop.example.com/payouts",
};
const payoutExample = {
  reference: "POMD2K4ZQ81A3F9C2E7B",
  ...createExample,
  expected_recipient_name: null,
  recipient_name_checked: false,
  fee: "200.00",
  service: "MPESA",
  provider_code_name: "alpha",
  provider_reference: "DA5F3C2E1B0A99",
  payout_status: "Processing",
  failure_reason: null,
  provider_failure_code: null,
  approval_status: "not_required",
  created_at: "2026-01-15T09:31:00.000Z",
  updated_at: "2026-01-15T09:31:00.412Z",
};
const CREATION_ERRORS = {
  400: ["insufficient_balance", "limit_exceeded", "unknown_provider"],
  409: ["recipient_name_mismatch"],
  502: ["provider_error"],
  503: ["service_unavailable"],
} as const;

const merchantPaths: ZodOpenApiPathsObject = {
  "/api/payments/payout/": {
    post: {
      operationId: "createPayout",
      tags,
      summary: "Pay out of the wallet to a mobile-money number; `amount + fee` is held at once",
      description:
        "Answers once a provider took it (`Processing`), or, when no provider can take it now, `Pending` with `failure_reason` saying why: it waits for one to recover for up to `PAYOUT_QUEUE_HOURS`, and can be cancelled meanwhile. A payout strictly above the merchant's `approval_above` in its currency is `Pending` with `approval_status` `awaiting_approval` (its money held, sent nowhere until approved with the password and a code). Over what is left of the UTC day's `daily_limits`: `400 limit_exceeded`, `details.amount` what is left; from outside the merchant's `ip_allowlist`: `403 address_not_allowed`. An ambiguous provider answer is `502 provider_error` with `details.reference`: the payout stays `Pending` until that provider's status query settles it; never create it again. When the service itself does not learn the provider's answer within `CREATION_DEADLINE_MS` (its engine busy or restarting), that is not the provider's doing: `201` with the payout as it stands (`Pending`, its money held), which proceeds; the outcome follows by callback or GET.",
      security: bearer,
      requestBody: jsonBody(createPayoutSchema, createExample),
      responses: {
        "201": { description: "Created.", ...json(payoutSchema, payoutExample) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, ALLOWLIST, CREATION_ERRORS),
      },
    },
    get: {
      operationId: "listPayouts",
      tags,
      summary: "The merchant's payouts, newest first",
      security: bearer,
      requestParams: { query: listPayoutsSchema },
      responses: {
        "200": { description: "A page.", ...json(payoutPageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/payments/payout/recipient-lookup/": {
    post: {
      operationId: "lookUpRecipient",
      tags,
      summary: "Who holds a number on its network, before paying it",
      description:
        "Asked of the providers the account's payouts may use for the service, in priority order, that can tell (Airtel's user lookup; the sandbox provider answers a name for any number, and not registered for numbers ending in `97`). `404 recipient_not_found` when the network says the number is not registered; `422 lookup_unavailable` when no enabled provider for the service can tell now.",
      security: bearer,
      requestBody: jsonBody(recipientLookupSchema, { recipient_number: "+243971234567", service: "AIRTEL" }),
      responses: {
        "200": {
          description: "The holder's name as the network gives it.",
          ...json(recipientSchema, { recipient_number: "+243971234567", service: "AIRTEL", name: "Mukendi Jean-Pierre" }),
        },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, { 404: ["recipient_not_found"], 422: ["lookup_unavailable"] }),
      },
    },
  },
  "/api/payments/payout/bulk/": {
    post: {
      operationId: "createPayoutsInBulk",
      tags,
      summary: "Up to 100 payouts at once: each is created (or refused) on its own, answered in order",
      security: bearer,
      requestBody: jsonBody(bulkPayoutSchema, { payouts: [createExample] }),
      responses: {
        "201": {
          description: "One result per item, in order: the payout, or the error that refused the item.",
          ...json(bulkPayoutResultSchema, { results: [{ index: 0, payout: payoutExample }] }),
        },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, ALLOWLIST, RATE_LIMITED),
      },
    },
  },
  "/api/payments/payout/{reference}/": {
    get: {
      operationId: "getPayout",
      tags,
      summary: "One payout (another merchant's is 404)",
      security: bearer,
      requestParams: { path: referenceParams },
      responses: {
        "200": { description: "The payout.", ...json(payoutSchema, payoutExample) },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
  "/api/payments/payout/{reference}/approve/": {
    post: {
      operationId: "approvePayout",
      tags,
      summary: "Approve a payout awaiting approval, with the password and a two-factor code: it then goes to the providers",
      description:
        "A payout whose `amount` is strictly above the merchant's `approval_above` (see `PUT /api/organization/money-out-controls/`) is created `Pending` with `approval_status` `awaiting_approval`, its money held, and is sent to no provider until approved here. A session token only: an API token, whatever its scopes, gets `403 insufficient_scope` (`details.scope` `session`). `password` and `otp` (a code of the authenticator app or a recovery code) are both required: missing or wrong is `401`. Answers the payout with `approval_status` `approved` (still `Pending` until a provider takes it). Idempotent: approving an approved payout answers it as it stands, and it is sent once (concurrent approvals count once). The approver is a member with role `finance`, `admin` or `owner` (else `403 insufficient_role`) and two-factor on (else `403 two_factor_enrolment_required`); with the control `second_approver` on, someone other than the member who created the payout (else `403 same_person`). A payout that does not need approval, or was cancelled or not approved within `PAYOUT_APPROVAL_HOURS` (`Failed`, `not_approved`), is `409 invalid_state_transition`; an approval racing a cancel: exactly one wins.",
      security: bearer,
      requestParams: { path: referenceParams },
      requestBody: jsonBody(approvePayoutSchema, { password: "correct horse battery staple", otp: "492039" }),
      responses: {
        "200": { description: "Approved, now or before.", ...json(payoutSchema) },
        ...errorResponses(JSON_BODY, BEARER, CREDENTIALS, PERMISSION, NOT_FOUND, RATE_LIMITED, {
          403: ["same_person", "two_factor_enrolment_required"],
          409: ["invalid_state_transition"],
          503: ["service_unavailable"],
        }),
      },
    },
  },
  "/api/payments/payout/{reference}/cancel/": {
    post: {
      operationId: "cancelPayout",
      tags,
      summary: "Cancel a payout waiting for a provider or for approval: `Failed` (`cancelled`), its hold released",
      description:
        "A payout awaiting approval can be cancelled until it is approved (an approval and a cancel racing: exactly one wins). Idempotent: cancelling a payout already cancelled (say, a retry whose first answer was lost) answers `200` with the payout, as the first cancel did. A payout a provider may have (`Processing`), or final otherwise (`Success`, `Failed` for another reason), is `409 invalid_state_transition`.",
      security: bearer,
      requestParams: { path: referenceParams },
      responses: {
        "200": { description: "Cancelled, now or by an earlier cancel.", ...json(payoutSchema) },
        ...errorResponses(BODY, BEARER, PERMISSION, ALLOWLIST, NOT_FOUND, { 409: ["invalid_state_transition"] }),
      },
    },
  },
};

const notificationPaths: ZodOpenApiPathsObject = {
  "/api/payments/payout/{reference}/callbacks/": {
    get: {
      operationId: "listPayoutNotificationAttempts",
      tags: ["Merchant notifications"],
      summary: "Every delivery attempt of the payout's notification, newest first",
      security: bearer,
      requestParams: { path: referenceParams, query: deliveryListSchema },
      responses: {
        "200": { description: "Attempts, a page at a time.", ...json(callbackDeliveryListSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, NOT_FOUND),
      },
    },
  },
  "/api/payments/payout/{reference}/resend-callback/": {
    post: {
      operationId: "resendPayoutNotification",
      tags: ["Merchant notifications"],
      summary: "Send the payout's final notification again (final payouts only)",
      security: bearer,
      requestParams: { path: referenceParams },
      responses: {
        "202": { description: "Queued.", ...json(resendAcceptedSchema) },
        ...errorResponses(BODY, BEARER, NOT_FOUND, RATE_LIMITED, { 409: ["invalid_state_transition"] }),
      },
    },
  },
};

const staffOnly = "Staff only (`is_staff`); anyone else gets `403`.";

const staffPaths: ZodOpenApiPathsObject = {
  "/api/admin/payouts/": {
    get: {
      operationId: "staffListPayouts",
      tags: ["Staff"],
      summary: "Every merchant's payouts, newest first, filtered",
      description: staffOnly,
      security: bearer,
      requestParams: { query: adminPayoutsQuery },
      responses: {
        "200": { description: "A page.", ...json(adminPayoutPageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, STAFF),
      },
    },
  },
  "/api/admin/payouts/{reference}/": {
    get: {
      operationId: "staffGetPayout",
      tags: ["Staff"],
      summary: "One payout with its history, provider calls, webhooks, ledger lines and notifications",
      description: staffOnly,
      security: bearer,
      requestParams: { path: referenceParams },
      responses: {
        "200": { description: "The payout.", ...json(adminPayoutDetailSchema) },
        ...errorResponses(BEARER, STAFF, NOT_FOUND),
      },
    },
  },
};

export const payoutWebhooks: ZodOpenApiPathsObject = {
  "payout-notification": {
    post: {
      operationId: "payoutNotification",
      security: [],
      tags: ["Merchant notifications"],
      summary: "The final state of a payout, POSTed to its `callback_url` (Standard Webhooks, like a transaction's)",
      requestParams: { header: merchantNotificationHeaders },
      requestBody: jsonBody(payoutSchema.extend({ type: z.literal("payout") }), {
        type: "payout",
        ...payoutExample,
        payout_status: "Success",
      }),
      responses: {
        "2XX": { description: "Delivered: no more attempts." },
        "410": { description: "Gone: no more attempts." },
        default: { description: "Any other answer, or none within 10 s: retried." },
      },
    },
  },
};

export const payoutPaths: ZodOpenApiPathsObject = { ...merchantPaths, ...notificationPaths, ...staffPaths };
