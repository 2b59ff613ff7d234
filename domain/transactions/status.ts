import type { FinalStatus } from "../../providers/types";

export type { FinalStatus };

/** A transaction's states: Pending → Processing → Success | Failed, and Pending → Failed. */
export type TransactionStatus = "Pending" | "Processing" | FinalStatus;
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = ["Pending", "Processing", "Success", "Failed"];

const ALLOWED_SOURCES: Record<TransactionStatus, readonly TransactionStatus[]> = {
  Pending: [],
  Processing: ["Pending"],
  Success: ["Processing"],
  Failed: ["Pending", "Processing"],
};

export function allowedSources(target: TransactionStatus): readonly TransactionStatus[] {
  return ALLOWED_SOURCES[target];
}

/** Success and Failed are terminal: they never change again. */
export function isTerminal(status: TransactionStatus): status is FinalStatus {
  return status === "Success" || status === "Failed";
}

export function canTransition(from: TransactionStatus, to: TransactionStatus): boolean {
  return ALLOWED_SOURCES[to].includes(from);
}
