import { pipeline, type Readable, Transform } from "node:stream";
import type { Context } from "koa";
import { csvLine } from "../lib/csv";
import type { Logger } from "../lib/logger";

/** Rows of an export query to CSV text, header first (a header alone when there is no row). */
function toCsv(columns: readonly string[]): Transform {
  let headerSent = false;
  return new Transform({
    writableObjectMode: true,
    transform(row: Record<string, string | null>, _encoding, done) {
      const header = headerSent ? "" : csvLine(columns);
      headerSent = true;
      done(null, header + csvLine(columns.map((column) => row[column])));
    },
    flush(done) {
      done(null, headerSent ? "" : csvLine(columns));
    },
  });
}

/** Answers a CSV download of `rows` (none: the header alone), streamed. */
export function sendCsv(
  ctx: Context,
  logger: Logger,
  download: { filename: string; columns: readonly string[]; rows: Readable | undefined },
): void {
  ctx.set("Content-Type", "text/csv; charset=utf-8");
  ctx.set("Content-Disposition", `attachment; filename="${download.filename}"`);
  ctx.set("Cache-Control", "no-store");
  if (!download.rows) {
    ctx.body = csvLine(download.columns);
    return;
  }
  // Koa destroys the body when the client goes away; pipeline then closes the database cursor.
  ctx.body = pipeline(download.rows, toCsv(download.columns), (error) => {
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE")
      logger.error({ err: error, download: download.filename }, "CSV export failed");
  });
}
