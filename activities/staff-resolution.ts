import { resolveByStaff, type SettlementOutcome, type StaffResolutionInput } from "../domain/payments/settle";
import type { ActivityDeps } from "./deps";

export function createStaffResolutionActivities(deps: ActivityDeps) {
  return {
    /** A staff member's final answer for a payment, through the same guarded finish as a provider's result. */
    async resolvePaymentByStaff(input: StaffResolutionInput): Promise<SettlementOutcome> {
      return resolveByStaff(deps.db, deps.config.FEE_SCHEDULE.collection, input);
    },
  };
}
