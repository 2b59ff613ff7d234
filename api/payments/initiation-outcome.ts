import type { Db } from "../../db/connection";
import type { InitiationResult } from "../../domain/routing/failover";
import { deletePendingTransaction } from "../../domain/transactions/repository";
import { ProviderError, ServiceUnavailableError } from "../../lib/errors";
import type { PaymentWorkflows } from "../../workflows/client";

/**
 * Starts the payment's workflow and waits for initiation to settle. When Temporal cannot be reached the
 * Pending row is removed (no orphan) and the caller gets a 503; if the workflow did start, the row stays
 * for it and the answer is the contract's 502 with the reference.
 */
export async function initiatePayment(
  db: Db,
  workflows: PaymentWorkflows,
  reference: string,
  merchantId: string,
): Promise<InitiationResult> {
  try {
    return await workflows.start(reference, merchantId);
  } catch (error) {
    if (await workflows.exists(reference)) {
      throw new ProviderError("The payment engine answered late; the payment is being processed.", { reference });
    }
    await deletePendingTransaction(db, reference);
    if (error instanceof ServiceUnavailableError) throw error;
    throw new ServiceUnavailableError("The payment engine did not answer; retry shortly.", error);
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
