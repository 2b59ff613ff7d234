import type { ActivityDeps } from "./deps";
import { createInitiationActivities } from "./initiation";
import { createMerchantCallbackActivities } from "./merchant-callback";
import { createSettlementActivities } from "./settlement";

export function createActivities(deps: ActivityDeps) {
  return {
    ...createInitiationActivities(deps),
    ...createSettlementActivities(deps),
    ...createMerchantCallbackActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
