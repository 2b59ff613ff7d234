import { proxyActivities, proxyLocalActivities } from "@temporalio/workflow";
import type { Activities } from "../../activities";
import type { ProviderResult, RefundResult } from "../../providers/types";
import { databaseWrite, providerCall } from "../activity-options";
import type { ProviderLeg } from "./movement-state";

const db = proxyLocalActivities<Activities>(databaseWrite);
const provider = proxyActivities<Activities>(providerCall);

/**
 * Each kind's provider leg under the activity names its histories recorded before MOVEMENT_LEG_PATCH, which the
 * replay of such a history schedules. Deleted, with `recordedLegActivities`, at the patch's step 2
 * (docs/workflow-versioning.md); a kind added since has none.
 */
export const RECORDED_LEGS: {
  payment: ProviderLeg<ProviderResult>;
  payout: ProviderLeg<ProviderResult>;
  refund: ProviderLeg<RefundResult>;
} = {
  payment: {
    settle: (input) => db.settleTransaction(input),
    fail: async (input) => ({ status: await db.failTransaction(input) }),
    markProcessing: (input) => db.markProcessing(input),
    queryStatus: (input) => provider.queryProviderStatus(input),
  },
  payout: {
    settle: (input) => db.settlePayout(input),
    fail: (input) => db.failPayout(input),
    markProcessing: (input) => db.markPayoutProcessing(input),
    queryStatus: (input) => provider.queryPayout(input),
  },
  refund: {
    settle: (input) => db.settleRefund(input),
    fail: (input) => db.failRefund(input),
    markProcessing: (input) => db.markRefundProcessing(input),
    queryStatus: (input) => provider.queryRefund(input),
  },
};
