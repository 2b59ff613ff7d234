import type { EngineStartFailure } from "../domain/engine-start";
import { ProviderError, ServiceUnavailableError, ValidationError } from "../lib/errors";

/** How creating a payout or a refund ended, as the use cases answer it. */
type MoneyOutCreation<Row, Initiation> =
  | { outcome: "created"; row: Row; initiation: Initiation }
  | { outcome: "duplicate"; existingReference: string | undefined }
  | EngineStartFailure;

/**
 * The created payout or refund for the 201 (also a payout waiting for a provider: `queued`); otherwise the
 * contract's answer, thrown, as for a transaction (api/payments/initiation-outcome.ts): a duplicate's 400
 * points at the existing one, and whenever a row was written the answer names its reference.
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
      throw new ProviderError(`The engine did not answer in time; the ${kind} stays Pending and is being reconciled.`, {
        reference: creation.reference,
      });
    case "engine_unavailable":
      throw new ServiceUnavailableError(
        `The engine is unavailable. The ${kind} is recorded as Pending, its money held, and will be started automatically: do not create it again, read it at the Location given.`,
        creation.cause,
        { reference: creation.reference },
        { Location: location(creation.reference) },
      );
    case "created": {
      const { row, initiation } = creation;
      if (initiation.outcome === "accepted" || initiation.outcome === "queued") return row;
      const message =
        initiation.outcome === "refused"
          ? `The provider refused the ${kind}; it is Failed and its money released.`
          : `The provider's answer is unknown; the ${kind} stays Pending and is being reconciled.`;
      throw new ProviderError(message, { reference: row.reference, reason: initiation.reason });
    }
  }
}
