import type { ApiError } from "../api";
import type { Dictionary } from "./en";

/** The codes the console says in the user's words; any other keeps the service's own message. */
const SAID_CODES = [
  "validation_error",
  "invalid_otp",
  "invalid_password",
  "insufficient_balance",
  "limit_exceeded",
  "not_found",
  "provider_error",
  "service_unavailable",
] as const;

/** What a refusal means for the user, in their language, instead of its status and code. */
export function errorMessage(text: Dictionary, error: ApiError): string {
  if (error.status === 429) return text.errors.too_many_requests;
  if (error.code === "request_error" && error.status === 401) return text.errors.unauthorized;
  if (error.code === "request_error" && error.status === 403) return text.errors.forbidden;
  const said = SAID_CODES.find((code) => code === error.code);
  return said ? text.errors[said] : error.message;
}
