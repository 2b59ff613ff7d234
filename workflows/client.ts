import type { Client, WorkflowStartOptions } from "@temporalio/client";
import type { Config } from "../lib/config";
import type { PaymentWorkflow } from "./payment";
import { PAYMENT_WORKFLOW_TYPE, paymentWorkflowId } from "./shared";

type StartConfig = Pick<Config, "TEMPORAL_TASK_QUEUE" | "PAYMENT_EXPIRY_HOURS" | "PAYMENT_STATUS_POLL_SECONDS">;

/**
 * How every part of the service starts a payment's workflow: one id per reference and USE_EXISTING,
 * so the API's start, the sweep's and any repeat of either make one execution between them.
 */
export function paymentWorkflowStart(
  config: StartConfig,
  reference: string,
  options: { notStartedInTime?: boolean } = {},
): WorkflowStartOptions<typeof PaymentWorkflow> & { workflowIdConflictPolicy: "USE_EXISTING" } {
  return {
    workflowId: paymentWorkflowId(reference),
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    args: [
      {
        reference,
        expiryHours: config.PAYMENT_EXPIRY_HOURS,
        firstPollSeconds: config.PAYMENT_STATUS_POLL_SECONDS,
        ...(options.notStartedInTime ? { notStartedInTime: true } : {}),
      },
    ],
    workflowIdConflictPolicy: "USE_EXISTING",
  };
}

/** Starts the payment's workflow unless one is running already. */
export async function ensurePaymentWorkflow(
  client: Client,
  config: StartConfig,
  reference: string,
  options: { notStartedInTime?: boolean } = {},
): Promise<void> {
  await client.workflow.start<typeof PaymentWorkflow>(PAYMENT_WORKFLOW_TYPE, paymentWorkflowStart(config, reference, options));
}
