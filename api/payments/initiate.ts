import { randomBytes } from "node:crypto";
import { WithStartWorkflowOperation } from "@temporalio/client";
import type { Knex } from "knex";
import type { Config } from "../../lib/config";
import { ProviderError, ServiceUnavailableError } from "../../lib/errors";
import type { TemporalAccess } from "../../lib/temporal";
import type { PaymentWorkflow } from "../../workflows/payment";
import {
  type InitiationResult,
  initiateUpdate,
  PAYMENT_WORKFLOW_TYPE,
  PaymentSearchAttributes,
  paymentWorkflowId,
} from "../../workflows/shared";

/** Sortable by creation time, unguessable by its random tail: `TX` + base36 milliseconds + 10 hex. */
export function newReference(): string {
  return `TX${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString("hex").toUpperCase()}`;
}

/**
 * Starts the payment's workflow with update-with-start and waits for initiation to settle. When
 * Temporal cannot be reached the Pending row is removed (no orphan) and the caller gets a 503; if the
 * workflow did start, the row stays for it and the answer is the contract's 502 with the reference.
 */
export async function startPaymentWorkflow(
  db: Knex,
  temporal: TemporalAccess,
  config: Config,
  reference: string,
  merchantId: string,
): Promise<InitiationResult> {
  try {
    const client = await temporal.client();
    const startWorkflowOperation = new WithStartWorkflowOperation<typeof PaymentWorkflow>(PAYMENT_WORKFLOW_TYPE, {
      workflowId: paymentWorkflowId(reference),
      taskQueue: config.TEMPORAL_TASK_QUEUE,
      args: [{ reference, expiryHours: config.PAYMENT_EXPIRY_HOURS, firstPollSeconds: config.PAYMENT_STATUS_POLL_SECONDS }],
      workflowIdConflictPolicy: "USE_EXISTING",
      typedSearchAttributes: [
        { key: PaymentSearchAttributes.reference, value: reference },
        { key: PaymentSearchAttributes.merchantId, value: merchantId },
        { key: PaymentSearchAttributes.status, value: "Pending" },
      ],
    });
    return await client.workflow.executeUpdateWithStart(initiateUpdate, { startWorkflowOperation });
  } catch (error) {
    if (await workflowStarted(temporal, reference)) {
      throw new ProviderError("The payment engine answered late; the payment is being processed.", { reference });
    }
    await db("transactions").where({ reference, transaction_status: "Pending" }).delete();
    if (error instanceof ServiceUnavailableError) throw error;
    throw new ServiceUnavailableError(`The payment engine did not answer: ${(error as Error).message}`);
  }
}

/** Whether the payment's workflow exists; when Temporal cannot tell, it did not start through us. */
async function workflowStarted(temporal: TemporalAccess, reference: string): Promise<boolean> {
  try {
    const client = await temporal.client();
    await client.workflow.getHandle(paymentWorkflowId(reference)).describe();
    return true;
  } catch {
    return false;
  }
}

/** 201 material for an accepted payment; otherwise the contract's 502 with the reference. */
export function assertAccepted(reference: string, result: InitiationResult): void {
  if (result.outcome === "accepted") return;
  const message =
    result.outcome === "refused"
      ? "Every provider refused the payment; it is Failed."
      : "The provider's answer is unknown; the payment stays Pending and is being reconciled.";
  throw new ProviderError(message, { reference, reason: result.reason });
}
