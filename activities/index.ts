import type { ActivityDeps } from "./deps";
import { createMerchantNotificationActivities } from "./merchant-notification";
import { createMovementLegActivities, recordedLegActivities } from "./movement-leg";
import { createPaymentActivities } from "./payment";
import { createPayoutActivities } from "./payout";
import { createReconciliationActivities } from "./reconciliation";
import { createRefundActivities } from "./refund";
import { createStaffResolutionActivities } from "./staff-resolution";

export function createActivities(deps: ActivityDeps) {
  const payments = createPaymentActivities(deps);
  const payouts = createPayoutActivities(deps);
  const refunds = createRefundActivities(deps);
  const leg = createMovementLegActivities(deps, {
    payment: payments.queryProviderStatus,
    payout: payouts.queryPayout,
    refund: refunds.queryRefund,
  });
  return {
    ...payments,
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
