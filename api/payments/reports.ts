import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { exportOwnPayments, ownReport } from "../../domain/payments/merchant-payments";
import { EXPORT_COLUMNS } from "../../domain/payments/payments-store";
import { sendCsv } from "../csv-response";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { exportTransactionsSchema, reportRange, reportSchema } from "./schemas";

/** The merchant's own report and CSV export; registered before `/transaction/:reference/` so `export` is not a reference. */
export function merchantReportRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/payments/report/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(reportSchema, ctx.query);
    const range = reportRange(query);
    const results = await ownReport(deps.db, (ctx.state.user as UserRow).id, { ...range, groupBy: query.group_by });
    ctx.body = { ...range, group_by: query.group_by, results };
  });

  router.get("/api/payments/transaction/export/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(exportTransactionsSchema, ctx.query);
    const rows = await exportOwnPayments(deps.db, (ctx.state.user as UserRow).id, query);
    sendCsv(ctx, deps.logger, { filename: "transactions.csv", columns: EXPORT_COLUMNS, rows });
  });
}
