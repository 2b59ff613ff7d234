import {
  resolveByStaff,
  type SettlementInput,
  type SettlementOutcome,
  type StaffResolutionInput,
  settle,
} from "../domain/collections/settle";
import type { ActivityDeps } from "./deps";

export function createSettlementActivities(deps: ActivityDeps) {
  return {
    async settleTransaction(input: SettlementInput): Promise<SettlementOutcome> {
      return settle(deps.db, deps.config.FEE_SCHEDULE.collection, input);
    },
    async resolveTransactionByStaff(input: StaffResolutionInput): Promise<SettlementOutcome> {
      return resolveByStaff(deps.db, deps.config.FEE_SCHEDULE.collection, input);
    },
  };
}
