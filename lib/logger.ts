import pino, { type DestinationStream } from "pino";
import pretty from "pino-pretty";

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

export type LogFormat = "json" | "pretty";

/** LOG_FORMAT when set; otherwise readable lines on a terminal and JSON everywhere else (files, pipes, containers). */
export function logFormat(env: NodeJS.ProcessEnv = process.env, isTTY = Boolean(process.stdout.isTTY)): LogFormat {
  if (env.LOG_FORMAT === "json" || env.LOG_FORMAT === "pretty") return env.LOG_FORMAT;
  return isTTY ? "pretty" : "json";
}

export interface LoggerOptions {
  level: string;
  format: LogFormat;
  /** Where lines go; stdout when omitted. */
  destination?: DestinationStream;
}

export function createLogger({ level, format, destination }: LoggerOptions) {
  const stream =
    format === "pretty"
      ? pretty({
          sync: true,
          colorize: !destination && Boolean(process.stdout.isTTY),
          translateTime: "SYS:HH:MM:ss.l",
          ignore: "pid,hostname",
          destination: destination ?? 1,
        })
      : (destination ?? pino.destination({ dest: 1, sync: true }));
  return pino({ level, redact: { paths: redactedPaths, censor: "[redacted]" } }, stream);
}

export const logger = createLogger({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  format: logFormat(),
});

export type Logger = pino.Logger;
