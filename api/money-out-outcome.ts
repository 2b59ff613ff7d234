import type { EngineDelayed } from "../domain/core/engine-start";
import { ProviderError, ValidationError } from "../lib/errors";

/** How creating a payout or a refund ended, as the use cases answer it. */
type MoneyOutCreation<Row, Initiation> =
  | { outcome: "created"; row: Row; initiation: Initiation }
  | { outcome: "duplicate"; existingReference: string | undefined }
  | EngineDelayed<Row>;

/**
 * The created payout or refund for the 201 (also a payout waiting for a provider: `queued`, or for approval, and one as it stands,
 * Pending, when the engine did not answer in time); otherwise the contract's answer, thrown, as for a transaction
 * (api/payments/initiation-outcome.ts): a duplicate's 400 points at the existing one, and a provider's refusal or
 * unknown answer names its reference.
 */
export function createdMoneyOut<Row extends { reference: string }, Initiation extends { outcome: string; reason?: string }>(
  creation: MoneyOutCreation<Row, Initiation>,
  kind: "payout" | "refund",
  location: (reference: string) => string,
): Row {
  switch (creation.outcome) {
    case "duplicate": {
      const existing = creation.existingReference;
      throw new ValidationError(
        {
          merchant_reference: `A ${kind} with this merchant_reference already exists.`,
          ...(existing ? { reference: existing } : {}),
        },
        "Invalid input.",
        existing ? { Location: location(existing) } : undefined,
      );
    }
    case "engine_deadline":
    case "engine_late":
    case "engine_unavailable":
      // The service was too slow to learn the provider's answer: not the provider's doing. It proceeds, its money held.
      return creation.row;
    case "created": {
      const { row, initiation } = creation;
      if (initiation.outcome === "accepted" || initiation.outcome === "queued" || initiation.outcome === "awaiting_approval") {
        return row;
      }
      const message =
        initiation.outcome === "refused"
          ? `The provider refused the ${kind}; it is Failed and its money released.`
          : `The provider's answer is unknown; the ${kind} stays Pending and is being reconciled.`;
      throw new ProviderError(message, { reference: row.reference, reason: initiation.reason });
    }
  }
}
