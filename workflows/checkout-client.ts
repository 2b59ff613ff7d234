import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from "@temporalio/client";
import type { CheckoutNotifier } from "../domain/checkouts/checkout-notifier";
import type { Config } from "../lib/config";
import type { TemporalAccess } from "../lib/temporal";

const CHECKOUT_NOTIFICATION_WORKFLOW_TYPE = "CheckoutNotificationWorkflow";

export const checkoutNotificationWorkflowId = (checkoutId: string) => `checkout-notification-${checkoutId}`;

/** Starts a checkout's notification once: its workflow id is the checkout's, and a second start is refused by Temporal. */
export function checkoutNotifications(temporal: TemporalAccess, config: Pick<Config, "TEMPORAL_TASK_QUEUE">): CheckoutNotifier {
  return {
    async startCheckoutNotification(checkoutId) {
      const client = await temporal.client();
      try {
        await client.workflow.start(CHECKOUT_NOTIFICATION_WORKFLOW_TYPE, {
          workflowId: checkoutNotificationWorkflowId(checkoutId),
          taskQueue: config.TEMPORAL_TASK_QUEUE,
          workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
          args: [{ checkoutId }],
        });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
    },
  };
}
