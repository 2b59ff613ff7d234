import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";
import { merchantNotification } from "./activity-options";

const notifications = proxyActivities<Activities>(merchantNotification);

/** A checkout's one notification (paid or expired), signed and retried on the merchant-notification schedule. */
export async function CheckoutNotificationWorkflow(input: { checkoutId: string }): Promise<void> {
  await notifications.deliverMerchantNotification({ reference: input.checkoutId, trigger: "final_state" });
}
