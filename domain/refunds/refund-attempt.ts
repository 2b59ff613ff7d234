import type { Failure } from "../../providers/failure-reasons";
import type { RefundResult } from "../../providers/types";
import type { MovementStatus } from "../core/status";

/**
 * How the refund's one provider answered, once any ambiguity was put to its status query: `accepted`
 * (recorded: Processing), `final` (the status query told its result), `refused` (definitive: the refund
 * fails, no other provider may take it), `unknown` (it may hold it: its status query will tell).
 */
export type RefundAttempt =
  | { kind: "accepted"; status: MovementStatus }
  | { kind: "final"; result: RefundResult }
  | { kind: "refused"; reason: string; failure: Failure }
  | { kind: "unknown"; reason: string };
