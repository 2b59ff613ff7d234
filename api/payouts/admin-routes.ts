import type Router from "@koa/router";
import type { PayoutWithMerchant } from "../../domain/payouts/payouts-store";
import { payoutStory, searchAllPayouts } from "../../domain/staff-stories/staff-payouts";
import { payoutWorkflowId } from "../../workflows/payout-definitions";
import { movementStoryParts, staffSearchRoute, staffStoryRoute, temporalUiLink } from "../admin/staff-stories";
import type { ApiDeps } from "../deps";
import { iso } from "../iso";
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
  staffSearchRoute(router, deps, "/api/admin/payouts/", adminPayoutsQuery, searchAllPayouts, adminPayoutView);

  staffStoryRoute(router, deps, "/api/admin/payouts/:reference/", payoutStory, (story) => ({
    payout: adminPayoutView(story.payout),
    ...movementStoryParts(story),
    workflow: temporalUiLink(deps.config, payoutWorkflowId(story.payout.reference)),
  }));
}
