import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import type { ReconciliationExceptionRow, ReconciliationRunRow } from "../../domain/reconciliation/reconciliation-store";
import {
  reconcileOnDemand,
  reconciliationDays,
  reconciliationExceptions,
  settleExceptions,
} from "../../domain/reconciliation/staff-reconciliation";
import { supports } from "../../providers/types";
import type { ApiDeps } from "../deps";
import { iso } from "../iso";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import {
  reconciliationDaysQuery,
  reconciliationExceptionsQuery,
  reconciliationRunBody,
  settleExceptionsBody,
} from "./reconciliation-schemas";

const dayView = (row: ReconciliationRunRow) => ({ ...row, reconciled_at: iso(row.reconciled_at)! });

const exceptionView = (row: ReconciliationExceptionRow) => ({
  id: String(row.id),
  provider_code_name: row.provider_code_name,
  day: row.day,
  operation: row.operation,
  reference: row.reference,
  kind: row.kind,
  ours: row.ours,
  theirs: row.theirs,
  resolution: row.resolution,
  note: row.note,
  refund_reference: row.refund_reference,
  resolved_at: iso(row.resolved_at),
  created_at: iso(row.created_at)!,
});

/** Staff's reconciliation against the providers' statements: the days, the exceptions, a run on demand, settling exceptions. */
export function adminReconciliationRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/reconciliation/days/", requireAuth, requireStaff, async (ctx) => {
    const query = parseInput(reconciliationDaysQuery, ctx.query);
    ctx.body = { results: (await reconciliationDays(deps.db, query)).map(dayView) };
  });

  router.get("/api/admin/reconciliation/exceptions/", requireAuth, requireStaff, async (ctx) => {
    const { results, next } = await reconciliationExceptions(deps.db, parseInput(reconciliationExceptionsQuery, ctx.query));
    ctx.body = { results: results.map(exceptionView), next };
  });

  router.post("/api/admin/reconciliation/runs/", requireAuth, requireStaff, async (ctx) => {
    const body = parseInput(reconciliationRunBody, ctx.request.body);
    const run = await reconcileOnDemand(deps.db, deps.reconciliation, {
      actorId: (ctx.state.user as UserRow).id,
      providerCodeName: body.provider_code_name,
      day: body.date,
      offersStatements: (codeName) => supports(deps.providers.get(codeName), "statement"),
    });
    ctx.body = {
      provider_code_name: run.providerCodeName,
      day: run.day,
      status: run.status,
      lines: run.lines,
      matched: run.matched,
      exceptions: run.exceptions,
      added: run.added,
      late_success_refunds: run.lateSuccessRefunds,
    };
  });

  router.post("/api/admin/reconciliation/exceptions/settle/", requireAuth, requireStaff, async (ctx) => {
    const body = parseInput(settleExceptionsBody, ctx.request.body);
    const changed = await settleExceptions(deps.db, deps.refunds, { actorId: (ctx.state.user as UserRow).id, ...body });
    ctx.body = { settled: changed.map(String) };
  });
}
