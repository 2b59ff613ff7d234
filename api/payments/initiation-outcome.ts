import type { InitiationResult } from "../../domain/routing/failover";
import { ProviderError, ServiceUnavailableError } from "../../lib/errors";
import { EngineDeadlineError, type PaymentWorkflows } from "../../workflows/client";

export function transactionLocation(reference: string): string {
  return `/api/payments/transaction/${reference}/`;
}

/**
 * Starts the payment's workflow and waits for initiation to settle. The row is never removed: when the
 * start's fate is unknown (Temporal unreachable, an answer lost), the worker's orphan sweep starts the
 * workflow later (idempotently), so the caller hears where the payment is and must not create it again.
 * Past CREATION_DEADLINE_MS the outcome is unknown: the contract's 502 with the reference.
 */
export async function initiatePayment(
  workflows: PaymentWorkflows,
  reference: string,
  merchantId: string,
  route: string[],
): Promise<InitiationResult> {
  try {
    return await workflows.start(reference, merchantId, route);
  } catch (error) {
    if (error instanceof EngineDeadlineError) {
      throw new ProviderError("The payment engine did not answer in time; the payment stays Pending and is being reconciled.", {
        reference,
      });
    }
    if (await workflows.exists(reference)) {
      throw new ProviderError("The payment engine answered late; the payment is being processed.", { reference });
    }
    throw new ServiceUnavailableError(
      "The payment engine is unavailable. The payment is recorded as Pending and will be started automatically: do not create it again, read it at the Location given.",
      error,
      { reference },
      { Location: transactionLocation(reference) },
    );
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
