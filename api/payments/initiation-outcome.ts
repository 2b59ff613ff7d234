import type { PaymentCreation } from "../../domain/transactions/create-payment";
import type { TransactionRow } from "../../domain/transactions/row";
import { ProviderError, ServiceUnavailableError, ValidationError } from "../../lib/errors";

export function transactionLocation(reference: string): string {
  return `/api/payments/transaction/${reference}/`;
}

/**
 * The created transaction for the 201; otherwise the contract's answer for the creation's outcome,
 * thrown: a duplicate's 400 points at the existing transaction, and whenever a Pending row was written
 * the answer carries its reference so the client reads it instead of creating it again.
 */
export function createdTransaction(creation: PaymentCreation): TransactionRow {
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
      throw new ProviderError("The payment engine did not answer in time; the payment stays Pending and is being reconciled.", {
        reference: creation.reference,
      });
    case "engine_late":
      throw new ProviderError("The payment engine answered late; the payment is being processed.", {
        reference: creation.reference,
      });
    case "engine_unavailable":
      throw new ServiceUnavailableError(
        "The payment engine is unavailable. The payment is recorded as Pending and will be started automatically: do not create it again, read it at the Location given.",
        creation.cause,
        { reference: creation.reference },
        { Location: transactionLocation(creation.reference) },
      );
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
