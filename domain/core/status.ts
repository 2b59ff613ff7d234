import type { FinalStatus } from "../../providers/types";

export type { FinalStatus };

/**
 * The states of every kind of money movement (a transaction, a payout, a refund): Pending → Processing → Success |
 * Failed, and Pending → Failed; terminal states immutable. The API's schemas list these.
 */
export const MOVEMENT_STATUSES = ["Pending", "Processing", "Success", "Failed"] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];
/** The states a movement ends in: what a provider's final answer, a staff resolution and the notification carry. */
export const FINAL_STATUSES = ["Success", "Failed"] as const satisfies readonly FinalStatus[];

const ALLOWED_SOURCES: Record<MovementStatus, readonly MovementStatus[]> = {
  Pending: [],
  Processing: ["Pending"],
  Success: ["Processing"],
  Failed: ["Pending", "Processing"],
};

export function allowedSources(target: MovementStatus): readonly MovementStatus[] {
  return ALLOWED_SOURCES[target];
}

/** Success and Failed are terminal: they never change again. */
export function isTerminal(status: MovementStatus): status is FinalStatus {
  return status === "Success" || status === "Failed";
}

export function canTransition(from: MovementStatus, to: MovementStatus): boolean {
  return ALLOWED_SOURCES[to].includes(from);
}
