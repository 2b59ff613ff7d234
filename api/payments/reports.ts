import { pipeline, Transform } from "node:stream";
import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { exportOwnTransactions, ownReport } from "../../domain/transactions/merchant-transactions";
import { EXPORT_COLUMNS } from "../../domain/transactions/transactions-store";
import { csvLine } from "../../lib/csv";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { exportTransactionsSchema, reportRange, reportSchema } from "./schemas";

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
    const results = await ownReport(deps.db, (ctx.state.user as UserRow).id, { ...range, groupBy: query.group_by });
    ctx.body = { ...range, group_by: query.group_by, results };
  });

  router.get("/api/payments/transaction/export/", requireAuth, async (ctx) => {
    const query = parseInput(exportTransactionsSchema, ctx.query);
    const rows = await exportOwnTransactions(deps.db, (ctx.state.user as UserRow).id, query);
    ctx.set("Content-Type", "text/csv; charset=utf-8");
    ctx.set("Content-Disposition", 'attachment; filename="transactions.csv"');
    ctx.set("Cache-Control", "no-store");
    if (!rows) {
      ctx.body = csvLine(EXPORT_COLUMNS);
      return;
    }
    // Koa destroys the body when the client goes away; pipeline then closes the database cursor.
    ctx.body = pipeline(rows, toCsv(), (error) => {
      if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") deps.logger.error({ err: error }, "transaction export failed");
    });
  });
}
