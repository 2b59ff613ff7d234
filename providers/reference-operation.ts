import type { MoneyOperation } from "./types";

/** The service's reference prefixes (domain/core/reference.ts: `TX`, `PO`, `RF`) and the operation each names. */
const OPERATION_OF_PREFIX: Readonly<Record<string, MoneyOperation>> = {
  TX: "collection",
  PO: "disbursement",
  RF: "refund",
};

/**
 * The operation a callback is about, read from the service's reference it carries, for the networks whose callbacks
 * name only that reference (Airtel, M-Pesa, Orange); undefined for a reference that is not one of the service's.
 */
export const operationOfReference = (reference: string): MoneyOperation | undefined =>
  Object.hasOwn(OPERATION_OF_PREFIX, reference.slice(0, 2)) ? OPERATION_OF_PREFIX[reference.slice(0, 2)] : undefined;
