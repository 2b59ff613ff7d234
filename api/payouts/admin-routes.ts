import type Router from "@koa/router";
import type { PayoutWithMerchant } from "../../domain/payouts/payouts-store";
import { payoutStory, searchAllPayouts } from "../../domain/staff-stories/staff-payouts";
import { payoutWorkflowId } from "../../workflows/payout-definitions";
import { temporalUiLink } from "../admin/transactions";
import {
  ledgerEntryView,
  merchantNotificationView,
  providerAttemptView,
  rawCallbackView,
  transactionEventView,
} from "../admin/views";
import type { ApiDeps } from "../deps";
import { iso } from "../iso";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { adminPayoutsQuery } from "./admin-schemas";
import { payoutView } from "./views";

function adminPayoutView(row: PayoutWithMerchant) {
  return {
    ...payoutView(row),
    merchant_id: row.merchant_id,
    merchant_name: row.merchant_name,
    account_type: row.account_type,
    requested_provider: row.requested_provider,
    queued_since: iso(row.queued_since),
    approved_at: iso(row.approved_at),
  };
}

/** Staff search across merchants' payouts, and one payout's whole story. */
export function adminPayoutRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/payouts/", requireAuth, requireStaff, async (ctx) => {
    const { results, next } = await searchAllPayouts(deps.db, parseInput(adminPayoutsQuery, ctx.query));
    ctx.body = { results: results.map(adminPayoutView), next };
  });

  router.get("/api/admin/payouts/:reference/", requireAuth, requireStaff, async (ctx) => {
    const story = await payoutStory(deps.db, ctx.params.reference!);
    ctx.body = {
      payout: adminPayoutView(story.payout),
      merchant: story.merchant,
      events: story.events.map(transactionEventView),
      provider_attempts: story.attempts.map(providerAttemptView),
      provider_webhooks: story.webhooks.map(rawCallbackView),
      ledger_entries: story.ledger.map(ledgerEntryView),
      merchant_notifications: story.notifications.map(merchantNotificationView),
      workflow: temporalUiLink(deps.config, payoutWorkflowId(story.payout.reference)),
    };
  });
}
