/**
 * Typed errors mapped to the interface's envelope {"error": {"code", "message", "details"}}.
 * Handlers throw these; only the error middleware turns them into responses.
 */
export type ErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(details: Record<string, string>, message = "Invalid input.", headers?: Record<string, string>) {
    super(400, "validation_error", message, details, headers);
  }
}

export class RequestError extends AppError {
  constructor(status: number, message: string, headers?: Record<string, string>) {
    super(status, "request_error", message, undefined, headers);
  }
}

export class AuthenticationError extends RequestError {
  constructor(message = "Authentication credentials were not provided or are invalid.") {
    super(401, message, { "WWW-Authenticate": "Bearer" });
  }
}

export class PermissionDeniedError extends RequestError {
  constructor(message = "You do not have permission to perform this action.") {
    super(403, message);
  }
}

/** A valid token without the scope the route needs; `details.scope` names it (`session`: only a session token may). */
export class InsufficientScopeError extends AppError {
  constructor(readonly scope: string) {
    super(
      403,
      "insufficient_scope",
      scope === "session"
        ? "Only a session token (signed in with the password) can do this; API tokens cannot."
        : `This token lacks the '${scope}' scope.`,
      { scope },
    );
  }
}

/** A member whose role does not allow the route; `details.role_needed` names the least role that does. */
export class InsufficientRoleError extends AppError {
  constructor(
    roleNeeded: string,
    message = `Your role in this merchant's team does not allow this; it needs ${roleNeeded} or above.`,
  ) {
    super(403, "insufficient_role", message, { role_needed: roleNeeded });
  }
}

/** A password or a two-factor code that is missing or wrong where one is asked for. */
export class CredentialError extends AppError {
  constructor(code: "invalid_password" | "otp_required" | "invalid_otp", message: string) {
    super(401, code, message);
  }
}

export class RateLimitedError extends RequestError {
  constructor(retryAfterSeconds: number) {
    super(429, "Too many attempts; try again later.", { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Not found.") {
    super(404, "not_found", message);
  }
}

export class InvalidStateTransitionError extends AppError {
  constructor(from: string, to: string) {
    super(409, "invalid_state_transition", `A transaction in state ${from} cannot move to ${to}.`, { from, to });
  }
}

/** Money out that the wallet's available money does not cover; `details.amount` is what is available. */
export class InsufficientBalanceError extends AppError {
  constructor(available: string, currency: string) {
    super(400, "insufficient_balance", `The ${currency} wallet has ${available} available.`, { amount: available, currency });
  }
}

/** A conversion between currencies whose pair has no rate, or one older than FX_RATE_MAX_AGE_HOURS. */
export class RateUnavailableError extends AppError {
  constructor(pair: string) {
    super(503, "rate_unavailable", `No current rate for ${pair}; try again later.`, { pair });
  }
}

/** A conversion's quote no longer holds (60 s) or was used already. */
export class QuoteRefusedError extends AppError {
  constructor(code: "quote_expired" | "quote_used") {
    super(
      409,
      code,
      code === "quote_expired" ? "The quote has expired: ask for a new one." : "The quote was used already: ask for a new one.",
    );
  }
}

/** Money out asked from an address outside the merchant's IP allowlist; `details.address` is the address the service saw. */
export class AddressNotAllowedError extends AppError {
  constructor(address: string) {
    super(403, "address_not_allowed", "Money out is not allowed from this address: it is outside the account's IP allowlist.", {
      address,
    });
  }
}

/** A payout over what is left of the day's limit (UTC) in its currency; `details.amount` is what is left. */
export class LimitExceededError extends AppError {
  constructor(left: string, currency: string) {
    super(400, "limit_exceeded", `Today's ${currency} payout limit leaves ${left}.`, { amount: left, currency });
  }
}

export class UnknownProviderError extends AppError {
  constructor(codeName: string) {
    super(
      400,
      "unknown_provider",
      `No registered provider is named '${codeName}'. Omit provider_code_name for automatic routing.`,
      {
        provider_code_name: "Unknown provider.",
      },
    );
  }
}

export class ProviderError extends AppError {
  constructor(message: string, details?: ErrorDetails) {
    super(502, "provider_error", message, details);
  }
}

export class WebhookVerificationError extends AppError {
  constructor(readonly reason: string) {
    super(401, "webhook_verification_failed", "Webhook verification failed.");
  }
}

/** `cause` is for the log only: a backing service's own error text never reaches the caller. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message = "A backing service is unavailable; retry shortly.",
    cause?: unknown,
    details?: ErrorDetails,
    headers: Record<string, string> = {},
  ) {
    super(503, "service_unavailable", message, details, { "Retry-After": "5", ...headers });
    if (cause !== undefined) this.cause = cause;
  }
}

/**
 * A provider webhook that verified (its MAC or signature is genuine) but breaks the protocol's schema.
 * 422 rather than 2xx: the provider sees the refusal, and its retries are bounded (10 at most).
 */
export class MalformedWebhookPayloadError extends AppError {
  constructor(details: Record<string, string>) {
    super(422, "validation_error", "The webhook payload does not follow the provider protocol.", details);
  }

  /** What webhook_verification_failures records: `malformed_payload: <field>, <field>`. */
  get reason(): string {
    return `malformed_payload: ${Object.keys(this.details ?? {}).join(", ")}`;
  }
}
