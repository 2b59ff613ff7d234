import type { ActivityDeps } from "./deps";
import { createInitiationActivities } from "./initiation";
import { createMerchantNotificationActivities } from "./merchant-notification";
import { createMovementLegActivities, recordedLegActivities } from "./movement-leg";
import { createPayoutActivities } from "./payout";
import { createReconciliationActivities } from "./reconciliation";
import { createRefundActivities } from "./refund";
import { createStaffResolutionActivities } from "./staff-resolution";

export function createActivities(deps: ActivityDeps) {
  const initiation = createInitiationActivities(deps);
  const payouts = createPayoutActivities(deps);
  const refunds = createRefundActivities(deps);
  const leg = createMovementLegActivities(deps, {
    collection: initiation.queryProviderStatus,
    payout: payouts.queryPayout,
    refund: refunds.queryRefund,
  });
  return {
    ...initiation,
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
