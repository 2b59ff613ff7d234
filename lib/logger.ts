import pino from "pino";

/** Paths that may carry secrets; pino replaces their values before anything is written. */
const redactedPaths = [
  "password",
  "password2",
  "otp",
  "token",
  "access",
  "secret",
  "*.password",
  "*.password2",
  "*.otp",
  "*.token",
  "*.access",
  "*.secret",
  "*.api_key",
  "*.client_secret",
  "*.webhook_secret",
  "*.enc_key",
  "*.mac_key",
  "*.credentials",
  "req.headers.authorization",
  'req.headers["x-signature"]',
  'req.headers["x-webhook-signature"]',
];

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  redact: { paths: redactedPaths, censor: "[redacted]" },
});

export type Logger = typeof logger;
