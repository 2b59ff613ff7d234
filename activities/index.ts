import type { ActivityDeps } from "./deps";
import { createInitiationActivities } from "./initiation";
import { createMerchantNotificationActivities } from "./merchant-notification";
import { createSettlementActivities } from "./settlement";

export function createActivities(deps: ActivityDeps) {
  return {
    ...createInitiationActivities(deps),
    ...createSettlementActivities(deps),
    ...createMerchantNotificationActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
