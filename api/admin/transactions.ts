import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import {
  resendNotificationByStaff,
  searchAllTransactions,
  transactionStory,
} from "../../domain/staff-stories/staff-transactions";
import type { Config } from "../../lib/config";
import { paymentWorkflowId } from "../../workflows/definitions";
import { checkoutView } from "../checkouts/views";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { refundView } from "../refunds/views";
import { adminTransactionsQuery } from "./schemas";
import {
  adminTransactionView,
  ledgerEntryView,
  merchantNotificationView,
  providerAttemptView,
  rawCallbackView,
  transactionEventView,
} from "./views";

/** A workflow in the Temporal UI. */
export function temporalUiLink(config: Pick<Config, "TEMPORAL_UI_URL" | "TEMPORAL_NAMESPACE">, workflowId: string) {
  return {
    workflow_id: workflowId,
    temporal_ui_url: `${config.TEMPORAL_UI_URL}/namespaces/${encodeURIComponent(config.TEMPORAL_NAMESPACE)}/workflows/${encodeURIComponent(workflowId)}`,
  };
}

/** Staff search across merchants, one transaction's whole story, and redelivery of its merchant notification. */
export function adminTransactionRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/transactions/", requireAuth, requireStaff, async (ctx) => {
    const { results, next } = await searchAllTransactions(deps.db, parseInput(adminTransactionsQuery, ctx.query));
    ctx.body = { results: results.map(adminTransactionView), next };
  });

  router.get("/api/admin/transactions/:reference/", requireAuth, requireStaff, async (ctx) => {
    const story = await transactionStory(deps.db, ctx.params.reference!);
    ctx.body = {
      transaction: adminTransactionView(story.transaction),
      merchant: story.merchant,
      events: story.events.map(transactionEventView),
      provider_attempts: story.attempts.map(providerAttemptView),
      provider_webhooks: story.webhooks.map(rawCallbackView),
      ledger_entries: story.ledger.map(ledgerEntryView),
      merchant_notifications: story.notifications.map(merchantNotificationView),
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
    };
  });

  router.post("/api/admin/transactions/:reference/resend-callback/", requireAuth, requireStaff, async (ctx) => {
    const actorId = (ctx.state.user as UserRow).id;
    const { requestId, reference } = await resendNotificationByStaff(deps.db, deps.engine, actorId, ctx.params.reference!);
    ctx.status = 202;
    ctx.body = { request_id: requestId, reference };
  });
}
