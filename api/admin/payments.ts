import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { searchRawCallbacks } from "../../domain/provider-webhooks/raw-callbacks-store";
import { searchVerificationFailures } from "../../domain/provider-webhooks/verification-failures-store";
import { resolvePaymentByStaff } from "../../domain/staff-stories/staff-payments";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { transactionView } from "../payments/views";
import { failureQuery, rawCallbackQuery, resolveSchema } from "./schemas";
import { rawCallbackView, webhookFailureView } from "./views";

/**
 * Operators' audit of every inbound provider callback, and manual resolution: handed to the payment's
 * workflow, which settles it through the same path as a provider's verified result (ledger, fee,
 * merchant notification). A final payment, or one whose workflow has closed, is a 409.
 */
export function adminPaymentRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/raw-callbacks/", requireAuth, requireStaff, async (ctx) => {
    const query = parseInput(rawCallbackQuery, ctx.query);
    const rows = await searchRawCallbacks(deps.db, query);
    const results = rows.slice(0, query.limit).map(rawCallbackView);
    ctx.body = { results, next: rows.length > query.limit ? results[results.length - 1]!.seq : null };
  });

  router.get("/api/admin/webhook-failures/", requireAuth, requireStaff, async (ctx) => {
    const query = parseInput(failureQuery, ctx.query);
    const rows = await searchVerificationFailures(deps.db, query);
    const results = rows.slice(0, query.limit).map(webhookFailureView);
    ctx.body = { results, next: rows.length > query.limit ? results[results.length - 1]!.id : null };
  });

  router.post("/api/admin/transactions/:reference/resolve/", requireAuth, requireStaff, async (ctx) => {
    const body = parseInput(resolveSchema, ctx.request.body);
    const resolution = { status: body.transaction_status, reason: body.reason, staffUserId: (ctx.state.user as UserRow).id };
    ctx.body = transactionView(await resolvePaymentByStaff(deps.db, deps.engine, ctx.params.reference!, resolution));
  });
}
