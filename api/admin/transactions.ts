import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { paymentStory, resendNotificationByStaff, searchAllPayments } from "../../domain/staff-stories/staff-payments";
import { paymentWorkflowId } from "../../workflows/definitions";
import { checkoutView } from "../checkouts/views";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { refundView } from "../refunds/views";
import { adminTransactionsQuery } from "./schemas";
import { movementStoryParts, staffSearchRoute, staffStoryRoute, temporalUiLink } from "./staff-stories";
import { adminTransactionView } from "./views";

/** Staff search across merchants, one transaction's whole story, and redelivery of its merchant notification. */
export function adminTransactionRoutes(router: Router, deps: ApiDeps): void {
  staffSearchRoute(router, deps, "/api/admin/transactions/", adminTransactionsQuery, searchAllPayments, adminTransactionView);

  staffStoryRoute(router, deps, "/api/admin/transactions/:reference/", paymentStory, (story) => ({
    transaction: adminTransactionView(story.transaction),
    ...movementStoryParts(story),
    refunds: story.refunds.map(refundView),
    routing_decision: story.routing
      ? {
          reason: story.routing.reason,
          rule_id: story.routing.rule_id,
          route: story.routing.route,
          candidates: story.routing.candidates,
          decided_at: story.routing.decided_at.toISOString(),
        }
      : null,
    workflow: temporalUiLink(deps.config, paymentWorkflowId(story.transaction.reference)),
    checkout: story.checkout ? checkoutView(story.checkout, deps.config.PUBLIC_BASE_URL) : null,
  }));

  router.post("/api/admin/transactions/:reference/resend-callback/", requireAuth, requireStaff, async (ctx) => {
    const actorId = (ctx.state.user as UserRow).id;
    const { requestId, reference } = await resendNotificationByStaff(deps.db, deps.engine, actorId, ctx.params.reference!);
    ctx.status = 202;
    ctx.body = { request_id: requestId, reference };
  });
}
