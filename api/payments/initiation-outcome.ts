import type { PaymentCreation } from "../../domain/payments/create-payment";
import type { PaymentRow } from "../../domain/payments/row";
import { ProviderError, ValidationError } from "../../lib/errors";

export function transactionLocation(reference: string): string {
  return `/api/payments/transaction/${reference}/`;
}

/**
 * The created transaction for the 201, also as it stands (Pending) when the engine did not answer in time;
 * otherwise the contract's answer for the creation's outcome, thrown: a duplicate's 400 points at the
 * existing transaction, and a provider's refusal or unknown answer carries the reference.
 */
export function createdTransaction(creation: PaymentCreation): PaymentRow {
  switch (creation.outcome) {
    case "duplicate": {
      const existing = creation.existingReference;
      throw new ValidationError(
        {
          merchant_reference: "A transaction with this merchant_reference already exists.",
          ...(existing ? { reference: existing } : {}),
        },
        "Invalid input.",
        existing ? { Location: transactionLocation(existing) } : undefined,
      );
    }
    case "engine_deadline":
    case "engine_late":
    case "engine_unavailable":
      // The service was too slow to learn the provider's answer: not the provider's doing. The payment proceeds.
      return creation.row;
    case "created": {
      const { row, initiation } = creation;
      if (initiation.outcome === "accepted") return row;
      const message =
        initiation.outcome === "refused"
          ? "Every provider refused the payment; it is Failed."
          : "The provider's answer is unknown; the payment stays Pending and is being reconciled.";
      throw new ProviderError(message, { reference: row.reference, reason: initiation.reason });
    }
  }
}
