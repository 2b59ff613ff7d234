import { createCollectionActivities } from "./collection";
import type { ActivityDeps } from "./deps";
import { createMerchantNotificationActivities } from "./merchant-notification";
import { createMovementLegActivities, recordedLegActivities } from "./movement-leg";
import { createPayoutActivities } from "./payout";
import { createReconciliationActivities } from "./reconciliation";
import { createRefundActivities } from "./refund";
import { createStaffResolutionActivities } from "./staff-resolution";

export function createActivities(deps: ActivityDeps) {
  const collections = createCollectionActivities(deps);
  const payouts = createPayoutActivities(deps);
  const refunds = createRefundActivities(deps);
  const leg = createMovementLegActivities(deps, {
    collection: collections.queryProviderStatus,
    payout: payouts.queryPayout,
    refund: refunds.queryRefund,
  });
  return {
    ...collections,
    ...payouts,
    ...refunds,
    ...leg,
    ...recordedLegActivities(leg),
    ...createStaffResolutionActivities(deps),
    ...createMerchantNotificationActivities(deps),
    ...createReconciliationActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
