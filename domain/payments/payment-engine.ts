import type { MovementStatus } from "../core/status";
import type { InitiationResult } from "../routing/failover";
import type { StaffResolution } from "./settle";

export type StaffResolutionAnswer =
  | { outcome: "resolved"; status: MovementStatus }
  | { outcome: "final"; status: MovementStatus | null };

/**
 * What the use cases ask of the durable payment engine; workflows/client.ts implements it over Temporal.
 * A failure to reach the engine is thrown (an AppError when its meaning is known, e.g. a 503).
 */
export interface PaymentEngine {
  /**
   * Starts (or joins) the payment's workflow with its route and waits until initiation has settled.
   * The workflow starts with its search attributes (reference, merchant, Pending). Past the creation
   * deadline, whatever the engine is doing, an EngineDeadlineError. Whenever it throws, the workflow is
   * still started in the background, as soon as the engine answers.
   */
  start(reference: string, merchantId: string, route: string[]): Promise<InitiationResult>;
  /** Whether the payment's workflow exists; false when the engine cannot tell. */
  exists(reference: string): Promise<boolean>;
  /** Sends a terminal transaction's merchant notification again; answers the request id. */
  resendNotification(reference: string): Promise<string>;
  /**
   * Hands a staff resolution to the payment's workflow, which settles it like a provider's result.
   * `final` when the payment already was (its status), or its workflow has closed (null).
   */
  resolveByStaff(reference: string, resolution: StaffResolution): Promise<StaffResolutionAnswer>;
}
