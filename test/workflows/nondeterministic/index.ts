import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../../../activities";
import { databaseWrite } from "../../../workflows/activity-options";

const db = proxyActivities<Activities>(databaseWrite);

/** A PaymentWorkflow whose first command differs from the recorded one: replay must refuse it. */
export async function PaymentWorkflow(input: { reference: string }): Promise<string> {
  await db.routeCandidates(input.reference);
  return "Failed";
}
