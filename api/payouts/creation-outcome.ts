import type { PayoutCreation } from "../../domain/payouts/create-payout";
import type { PayoutRow } from "../../domain/payouts/row";
import { ProviderError, ServiceUnavailableError, ValidationError } from "../../lib/errors";

export function payoutLocation(reference: string): string {
  return `/api/payments/payout/${reference}/`;
}

/**
 * The created payout for the 201 (also when it waits for a provider: Pending, its `failure_reason` saying
 * why); otherwise the contract's answer, thrown, as for a transaction (api/payments/initiation-outcome.ts).
 */
export function createdPayout(creation: PayoutCreation): PayoutRow {
  switch (creation.outcome) {
    case "duplicate": {
      const existing = creation.existingReference;
      throw new ValidationError(
        {
          merchant_reference: "A payout with this merchant_reference already exists.",
          ...(existing ? { reference: existing } : {}),
        },
        "Invalid input.",
        existing ? { Location: payoutLocation(existing) } : undefined,
      );
    }
    case "engine_deadline":
    case "engine_late":
      throw new ProviderError("The payout engine did not answer in time; the payout stays Pending and is being reconciled.", {
        reference: creation.reference,
      });
    case "engine_unavailable":
      throw new ServiceUnavailableError(
        "The payout engine is unavailable. The payout is recorded as Pending, its money held, and will be started automatically: do not create it again, read it at the Location given.",
        creation.cause,
        { reference: creation.reference },
        { Location: payoutLocation(creation.reference) },
      );
    case "created": {
      const { row, initiation } = creation;
      if (initiation.outcome === "accepted" || initiation.outcome === "queued") return row;
      const message =
        initiation.outcome === "refused"
          ? "Every provider refused the payout; it is Failed and its money released."
          : "The provider's answer is unknown; the payout stays Pending and is being reconciled.";
      throw new ProviderError(message, { reference: row.reference, reason: initiation.reason });
    }
  }
}
