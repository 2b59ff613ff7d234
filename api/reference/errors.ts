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
  "webhook_verification_failed",
  "request_error",
  "internal_error",
  "service_unavailable",
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
  401: "Missing, invalid, expired or revoked token (`WWW-Authenticate: Bearer`).",
  403: "Authenticated, but not allowed to do this.",
  404: "Not found (another merchant's resource is not found either).",
  409: "The transaction's state does not allow this.",
  413: "Request body larger than `BODY_LIMIT_KB`.",
  415: "A compressed (Content-Encoding) or non-JSON body.",
  422: "Verified, but the payload does not follow the provider protocol: stored as malformed.",
  429: "Too many failed attempts: retry after `Retry-After` seconds.",
  500: "Unexpected failure; `details.request_id` matches the log.",
  502: "The provider refused the payment or its answer is unknown; `details.reference` names the transaction.",
  503: "PostgreSQL or Temporal unreachable: retry with backoff (`Retry-After`).",
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
export const BEARER: ErrorCodesByStatus = { 401: ["request_error"] };
export const PERMISSION: ErrorCodesByStatus = { 403: ["request_error"] };
export const NOT_FOUND: ErrorCodesByStatus = { 404: ["not_found"] };
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
