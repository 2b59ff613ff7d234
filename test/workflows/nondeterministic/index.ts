import { proxyLocalActivities } from "@temporalio/workflow";
import type { Activities } from "../../../activities";
import { databaseWrite } from "../../../workflows/activity-options";

const db = proxyLocalActivities<Activities>(databaseWrite);

/** A PaymentWorkflow whose first command differs from the recorded one (the provider call): replay must refuse it. */
export async function PaymentWorkflow(input: { reference: string }): Promise<string> {
  await db.failTransaction({ reference: input.reference, failure: { reason: "provider_error", code: null } });
  return "Failed";
}
