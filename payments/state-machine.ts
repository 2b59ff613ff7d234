import type { TransactionStatus } from "../workflows/shared";

/** Pending → Processing → Success | Failed, and Pending → Failed. Success and Failed are terminal. */
const ALLOWED_SOURCES: Record<TransactionStatus, readonly TransactionStatus[]> = {
  Pending: [],
  Processing: ["Pending"],
  Success: ["Processing"],
  Failed: ["Pending", "Processing"],
};

export function allowedSources(target: TransactionStatus): readonly TransactionStatus[] {
  return ALLOWED_SOURCES[target];
}

export function isTerminal(status: TransactionStatus): boolean {
  return status === "Success" || status === "Failed";
}

export function canTransition(from: TransactionStatus, to: TransactionStatus): boolean {
  return ALLOWED_SOURCES[to].includes(from);
}
