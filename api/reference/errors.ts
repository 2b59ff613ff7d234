import { z } from "zod";
import type { ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from "zod-openapi";

/** Every `error.code` the service answers (lib/errors.ts and the error middleware). */
export const ERROR_CODES = [
  "validation_error",
  "not_found",
  "invalid_state_transition",
  "provider_error",
  "unknown_provider",
  "insufficient_balance",
  "limit_exceeded",
  "recipient_not_found",
  "lookup_unavailable",
  "balance_unavailable",
  "recipient_name_mismatch",
  "insufficient_scope",
  "insufficient_role",
  "already_member",
  "last_owner",
  "same_person",
  "address_not_allowed",
  "invalid_password",
  "otp_required",
  "invalid_otp",
  "two_factor_enrolment_required",
  "webhook_verification_failed",
  "request_error",
  "internal_error",
  "service_unavailable",
  "rate_unavailable",
  "quote_expired",
  "quote_used",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The error envelope answering one of `codes`. */
export const envelope = (codes: readonly [ErrorCode, ...ErrorCode[]]) =>
  z.strictObject({
    error: z.strictObject({
      code: z.enum(codes),
      message: z.string(),
      details: z
        .record(z.string(), z.unknown())
        .optional()
        .meta({ description: "For `validation_error`: one message per bad field (`non_field_errors` for the body)." }),
    }),
  });

const DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input: `details` names each bad field.",
  401: "Missing, invalid, expired or revoked token (`request_error`, `WWW-Authenticate: Bearer`); or a wrong or missing password or two-factor code where one is asked for (`invalid_password`, `otp_required`, `invalid_otp`).",
  403: "Authenticated, but not allowed to do this: `insufficient_scope` when the token lacks the scope the operation needs (`details.scope` names it; `session`: only a session token may).",
  404: "Not found (another merchant's resource is not found either).",
  409: "Conflict: the movement's state does not allow this (`invalid_state_transition`), or the network gives the recipient's number to someone other than `expected_recipient_name` (`recipient_name_mismatch`), or a conversion's quote has expired or was used (`quote_expired`, `quote_used`).",
  413: "Request body larger than `BODY_LIMIT_KB`.",
  415: "A compressed (Content-Encoding) or non-JSON body.",
  422: "Verified, but the payload does not follow the provider protocol: stored as malformed; or no provider can tell who holds a number now (`lookup_unavailable`); or the provider's protocol cannot tell its float (`balance_unavailable`).",
  429: "Too many failed attempts: retry after `Retry-After` seconds.",
  500: "Unexpected failure; `details.request_id` matches the log.",
  502: "The provider refused the payment or its answer is unknown; `details.reference` names the transaction.",
  503: "PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`); or no current rate for a conversion's pair (`rate_unavailable`).",
};

type ErrorStatus = keyof typeof DESCRIPTIONS;
export type ErrorCodesByStatus = Partial<Record<ErrorStatus, readonly [ErrorCode, ...ErrorCode[]]>>;

/**
 * What every route can answer: the input guards run before routing (NUL bytes or unstorable text in the path,
 * query or body: 400 validation_error; a malformed body: 400 request_error; an encoded body: 415), and any
 * route that reaches PostgreSQL or Temporal answers 503 while they are unreachable.
 */
const ANY_ROUTE: ErrorCodesByStatus = {
  400: ["validation_error", "request_error"],
  415: ["request_error"],
  500: ["internal_error"],
  503: ["service_unavailable"],
};
/** A route reading a JSON body: malformed JSON and an oversized body are framework-level 4xx. */
export const JSON_BODY: ErrorCodesByStatus = { 400: ["validation_error", "request_error"], 413: ["request_error"] };
/** Any other route taking POST, PATCH or DELETE: the body is parsed (and refused when malformed) before the route runs. */
export const BODY: ErrorCodesByStatus = { 400: ["request_error"], 413: ["request_error"] };
/** Every authenticated operation needs a scope of its token (api/middleware/scopes.ts). */
export const BEARER: ErrorCodesByStatus = { 401: ["request_error"], 403: ["insufficient_scope", "insufficient_role"] };
export const PERMISSION: ErrorCodesByStatus = { 403: ["request_error"] };
/** Money out (payouts, bulk, cancels, refunds) from outside the merchant's IP allowlist: `address_not_allowed`, `details.address` the address seen. */
export const ALLOWLIST: ErrorCodesByStatus = { 403: ["address_not_allowed"] };
/** Where a password and a two-factor code are asked for: a wrong or missing one is a 401. */
export const CREDENTIALS: ErrorCodesByStatus = { 401: ["invalid_password", "otp_required", "invalid_otp"] };
/** Staff only, with a session token; with STAFF_REQUIRE_TOTP, only once two-factor sign-in is on. */
export const STAFF: ErrorCodesByStatus = { 403: ["request_error", "insufficient_scope", "two_factor_enrolment_required"] };
export const NOT_FOUND: ErrorCodesByStatus = { 404: ["not_found"] };
export const FLOAT_UNAVAILABLE: ErrorCodesByStatus = { 422: ["balance_unavailable"] };
/** Limited per account or address: past the limit 429; a limiter that cannot count refuses (fails closed) with 503. */
export const RATE_LIMITED: ErrorCodesByStatus = { 429: ["request_error"], 503: ["service_unavailable"] };

/** The error responses of one operation: the union of the groups it belongs to, each status with its codes. */
export function errorResponses(...groups: ErrorCodesByStatus[]): ZodOpenApiResponsesObject {
  const merged = new Map<number, Set<ErrorCode>>();
  for (const group of [ANY_ROUTE, ...groups]) {
    for (const [status, codes] of Object.entries(group) as Array<[string, readonly ErrorCode[]]>) {
      const known = merged.get(Number(status)) ?? new Set<ErrorCode>();
      for (const code of codes) known.add(code);
      merged.set(Number(status), known);
    }
  }
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, codes] of [...merged].sort(([a], [b]) => a - b)) {
    const [first, ...rest] = [...codes].sort();
    responses[String(status) as `${number}`] = {
      description: DESCRIPTIONS[status] ?? "Error.",
      content: { "application/json": { schema: envelope([first!, ...rest]) } },
    };
  }
  return responses;
}
