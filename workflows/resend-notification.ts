import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";
import { merchantNotification } from "./activity-options";

const notifications = proxyActivities<Activities>(merchantNotification);

/** A merchant's request to receive a terminal transaction's notification again, on the same retry schedule. */
export async function ResendNotificationWorkflow(input: { reference: string }): Promise<void> {
  await notifications.deliverMerchantNotification({ reference: input.reference, trigger: "resend" });
}
