import type { ActivityDeps } from "./deps";
import { createInitiationActivities } from "./initiation";
import { createMerchantNotificationActivities } from "./merchant-notification";
import { createPayoutActivities } from "./payout";
import { createReconciliationActivities } from "./reconciliation";
import { createRefundActivities } from "./refund";
import { createSettlementActivities } from "./settlement";

export function createActivities(deps: ActivityDeps) {
  return {
    ...createInitiationActivities(deps),
    ...createSettlementActivities(deps),
    ...createMerchantNotificationActivities(deps),
    ...createPayoutActivities(deps),
    ...createRefundActivities(deps),
    ...createReconciliationActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
