import { ApplicationFailure, type LogLevel, type LogMetadata, type Logger as SdkLogger } from "@temporalio/common";
import type { Logger } from "../lib/logger";

const PINO_LEVELS = { TRACE: "trace", DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error" } as const;

/**
 * Failures our code raised on purpose (ApplicationFailure) say all they have to say in one line; any
 * other error goes to pino's `err` serializer with its stack, since it is a bug to investigate.
 */
function toPinoFields(meta: LogMetadata | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta ?? {})) {
    if (value instanceof ApplicationFailure) fields[key] = `${value.type ?? "ApplicationFailure"}: ${value.message}`;
    else if (value instanceof Error) fields[key === "error" ? "err" : key] = value;
    else fields[key] = value;
  }
  return fields;
}

/**
 * The Temporal SDK's Logger interface over pino, so the SDK, the worker's Rust core (forwarded) and our
 * own code write one format. `infoAs` demotes the chatty INFO messages of a component (the bundler).
 */
export function sdkLogger(logger: Logger, options: { infoAs?: "debug" } = {}): SdkLogger {
  const log = (level: LogLevel, message: string, meta?: LogMetadata) => {
    const pinoLevel = level === "INFO" && options.infoAs ? options.infoAs : PINO_LEVELS[level];
    // The SDK logs every activity's start and end at DEBUG: skip the conversion of what pino would drop.
    if (logger.isLevelEnabled(pinoLevel)) logger[pinoLevel](toPinoFields(meta), message);
  };
  return {
    log,
    trace: (message, meta) => log("TRACE", message, meta),
    debug: (message, meta) => log("DEBUG", message, meta),
    info: (message, meta) => log("INFO", message, meta),
    warn: (message, meta) => log("WARN", message, meta),
    error: (message, meta) => log("ERROR", message, meta),
  };
}
