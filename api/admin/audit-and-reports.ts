import type Router from "@koa/router";
import { z } from "zod";
import { searchStaffAudit } from "../../domain/accounts/staff-audit";
import { paymentReport } from "../../domain/payments/payments-store";
import { findRawCallback } from "../../domain/provider-webhooks/raw-callbacks-store";
import { NotFoundError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { reportRange } from "../payments/schemas";
import { adminReportQuery, auditLogQuery } from "./schemas";
import { auditLogView, rawCallbackView } from "./views";

/** The staff audit log, one inbound provider webhook in full, and the report over every merchant. */
export function adminAuditAndReportRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/audit-log/", requireAuth, requireStaff, async (ctx) => {
    const query = parseInput(auditLogQuery, ctx.query);
    const rows = await searchStaffAudit(deps.db, query);
    const results = rows.slice(0, query.limit).map(auditLogView);
    ctx.body = { results, next: rows.length > query.limit ? results[results.length - 1]!.id : null };
  });

  router.get("/api/admin/raw-callbacks/:id/", requireAuth, requireStaff, async (ctx) => {
    const id = z.uuid().safeParse(ctx.params.id);
    const row = id.success ? await findRawCallback(deps.db, id.data) : undefined;
    if (!row) throw new NotFoundError("No such provider webhook.");
    ctx.body = rawCallbackView(row);
  });

  router.get("/api/admin/report/", requireAuth, requireStaff, async (ctx) => {
    const query = parseInput(adminReportQuery, ctx.query);
    const range = reportRange(query);
    const results = await paymentReport(deps.db, { ...range, merchantId: query.merchant_id, groupBy: query.group_by });
    ctx.body = { ...range, group_by: query.group_by, ...(query.merchant_id ? { merchant_id: query.merchant_id } : {}), results };
  });
}
