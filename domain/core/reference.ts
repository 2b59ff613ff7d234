import { randomBytes } from "node:crypto";

/**
 * Sortable by creation time, unguessable by its random tail: the prefix (`TX` a transaction, `PO` a payout, `RF` a refund)
 * + base36 milliseconds + 10 hex.
 */
export type ReferencePrefix = "TX" | "PO" | "RF";

export function newReference(prefix: ReferencePrefix = "TX"): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString("hex").toUpperCase()}`;
}
