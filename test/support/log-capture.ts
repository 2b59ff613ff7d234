import { Writable } from "node:stream";
import { createLogger, type Logger } from "../../lib/logger";

export interface LogCapture {
  logger: Logger;
  /** Every JSON line written so far, parsed. */
  lines(): Array<Record<string, any>>;
}

/** A real pino logger (JSON format, debug level) whose lines are kept in memory for assertions. */
export function captureLogs(level = "debug"): LogCapture {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      written.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return {
    logger: createLogger({ level, format: "json", destination }),
    lines: () => written.map((line) => JSON.parse(line)),
  };
}
