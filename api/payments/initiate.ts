import { randomBytes } from "node:crypto";
import { WithStartWorkflowOperation } from "@temporalio/client";
import type { Config } from "../../lib/config";
import { ProviderError, ServiceUnavailableError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { TemporalAccess } from "../../lib/temporal";
import { paymentWorkflowStart } from "../../workflows/client";
import type { PaymentWorkflow } from "../../workflows/payment";
import { type InitiationResult, initiateUpdate, PAYMENT_WORKFLOW_TYPE, paymentWorkflowId } from "../../workflows/shared";

/** Sortable by creation time, unguessable by its random tail: `TX` + base36 milliseconds + 10 hex. */
export function newReference(): string {
  return `TX${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString("hex").toUpperCase()}`;
}

export function transactionLocation(reference: string): string {
  return `/api/payments/transaction/${reference}/`;
}

/**
 * Starts the payment's workflow with update-with-start and waits for initiation to settle. The row is
 * never removed: when the start's fate is unknown (Temporal unreachable, an answer lost), the worker's
 * orphan sweep starts the workflow later (idempotently), so the caller hears where the payment is.
 */
export async function startPaymentWorkflow(
  temporal: TemporalAccess,
  config: Config,
  logger: Logger,
  reference: string,
): Promise<InitiationResult> {
  try {
    const client = await temporal.client();
    const startWorkflowOperation = new WithStartWorkflowOperation<typeof PaymentWorkflow>(
      PAYMENT_WORKFLOW_TYPE,
      paymentWorkflowStart(config, reference),
    );
    return await client.workflow.executeUpdateWithStart(initiateUpdate, { startWorkflowOperation });
  } catch (error) {
    logger.warn({ reference, err: error }, "payment workflow start or initiation did not complete");
    if (await workflowStarted(temporal, reference)) {
      throw new ProviderError("The payment engine answered late; the payment is being processed.", { reference });
    }
    throw new ServiceUnavailableError(
      "The payment engine is unavailable. The payment is recorded as Pending and will be started automatically: do not create it again, read it at the Location given.",
      { reference },
      { Location: transactionLocation(reference) },
    );
  }
}

/** Whether the payment's workflow exists; when Temporal cannot tell, the sweep will make sure. */
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
