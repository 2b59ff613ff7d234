import type { FinalStatus } from "../../providers/types";

export type { FinalStatus };

/** A transaction's states: Pending → Processing → Success | Failed, and Pending → Failed. The API's schemas list these. */
export const TRANSACTION_STATUSES = ["Pending", "Processing", "Success", "Failed"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
/** The states a transaction ends in: what a provider's final answer, a staff resolution and the notification carry. */
export const FINAL_STATUSES = ["Success", "Failed"] as const satisfies readonly FinalStatus[];

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
