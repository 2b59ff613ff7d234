import type { Failure } from "../../providers/failure-reasons";
import type { ProviderResult } from "../../providers/types";
import type { MovementStatus } from "../core/status";

/**
 * How one provider's disbursement ended, once any ambiguity was put to its status query:
 * - `accepted`: the provider has it (recorded: the payout is Processing, or `status` says what it is now);
 * - `final`: the status query already told its result;
 * - `refused`: a definitive rejection: the next provider may be tried (`float`: only for want of float, so
 *   the same provider may take it later);
 * - `unknown`: the provider may hold it: only this provider's status query may settle it.
 */
export type PayoutAttempt =
  | { kind: "accepted"; providerReference: string | null; status: MovementStatus }
  | { kind: "final"; result: ProviderResult }
  | { kind: "refused"; reason: string; failure: Failure; float: boolean }
  | { kind: "unknown"; reason: string };
