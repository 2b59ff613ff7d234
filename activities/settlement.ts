import { type SettlementInput, type SettlementOutcome, settle } from "../domain/settlement/settle";
import type { ActivityDeps } from "./deps";

export function createSettlementActivities(deps: ActivityDeps) {
  return {
    async settleTransaction(input: SettlementInput): Promise<SettlementOutcome> {
      return settle(deps.db, deps.config.FEE_SCHEDULE, input);
    },
  };
}
