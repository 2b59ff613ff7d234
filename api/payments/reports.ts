import { pipeline, Transform } from "node:stream";
import type Router from "@koa/router";
import { EXPORT_COLUMNS, streamTransactionsForExport } from "../../domain/transactions/export";
import { transactionReport } from "../../domain/transactions/report";
import { csvLine } from "../../lib/csv";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { merchantIdOf } from "./routes";
import { exportTransactionsSchema, merchantFilters, reportRange, reportSchema } from "./schemas";

/** Rows of the export query to CSV text, header first. */
function toCsv(): Transform {
  let headerSent = false;
  return new Transform({
    writableObjectMode: true,
    transform(row: Record<string, string | null>, _encoding, done) {
      const header = headerSent ? "" : csvLine(EXPORT_COLUMNS);
      headerSent = true;
      done(null, header + csvLine(EXPORT_COLUMNS.map((column) => row[column])));
    },
    flush(done) {
      done(null, headerSent ? "" : csvLine(EXPORT_COLUMNS));
    },
  });
}

/** The merchant's own report and CSV export; registered before `/transaction/:reference/` so `export` is not a reference. */
export function merchantReportRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/payments/report/", requireAuth, async (ctx) => {
    const query = parseInput(reportSchema, ctx.query);
    const range = reportRange(query);
    const merchantId = await merchantIdOf(ctx, deps);
    const results = merchantId ? await transactionReport(deps.db, { ...range, merchantId, groupBy: query.group_by }) : [];
    ctx.body = { ...range, group_by: query.group_by, results };
  });

  router.get("/api/payments/transaction/export/", requireAuth, async (ctx) => {
    const query = parseInput(exportTransactionsSchema, ctx.query);
    const merchantId = await merchantIdOf(ctx, deps);
    ctx.set("Content-Type", "text/csv; charset=utf-8");
    ctx.set("Content-Disposition", 'attachment; filename="transactions.csv"');
    ctx.set("Cache-Control", "no-store");
    if (!merchantId) {
      ctx.body = csvLine(EXPORT_COLUMNS);
      return;
    }
    const rows = streamTransactionsForExport(deps.db, { ...merchantFilters(query), merchantId });
    // Koa destroys the body when the client goes away; pipeline then closes the database cursor.
    ctx.body = pipeline(rows, toCsv(), (error) => {
      if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") deps.logger.error({ err: error }, "transaction export failed");
    });
  });
}
