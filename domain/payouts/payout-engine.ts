import type { MovementStatus } from "../core/status";

/** What the API is told once a new payout's first step has settled (the PayoutWorkflow's `initiate` update). */
export type PayoutInitiation =
  | { outcome: "accepted"; providerCodeName: string }
  /** No provider can take it now: it waits, Pending, for one to recover. */
  | { outcome: "queued"; reason: string }
  /** Every candidate definitively refused: the payout is Failed and its hold released. */
  | { outcome: "refused"; reason: string }
  /** A provider may hold it: it stays Pending until that provider's status query tells. */
  | { outcome: "unknown"; reason: string }
  /** Over the merchant's approval threshold: Pending, its money held, sent nowhere until approved. */
  | { outcome: "awaiting_approval" };

export type PayoutCancellation =
  | { outcome: "cancelled" }
  /** A provider has it, or it is final: cancelling is refused. */
  | { outcome: "refused"; status: MovementStatus | null };

export type PayoutApproval = { outcome: "approved" } | { outcome: "refused" };

/** What the payout use cases ask of the durable engine; workflows/payout-client.ts implements it over Temporal. */
export interface PayoutEngine {
  /**
   * Starts (or joins) the payout's workflow and waits until its first step has settled; EngineDeadlineError past the
   * deadline. Whenever it throws, the workflow is still started in the background, as soon as the engine answers.
   */
  startPayout(reference: string, merchantId: string): Promise<PayoutInitiation>;
  payoutExists(reference: string): Promise<boolean>;
  /**
   * Asks the payout's workflow to end it `cancelled` while it waits for a provider or for approval
   * (`awaitingApproval`: its row says it awaits approval).
   */
  cancelPayout(reference: string, options?: { awaitingApproval?: boolean }): Promise<PayoutCancellation>;
  /**
   * Asks the payout's workflow to approve it (it then goes to the providers); `refused` once it was cancelled or
   * expired. Throws ServiceUnavailableError when the workflow cannot be reached (not started yet, engine away).
   */
  approvePayout(reference: string, approvedBy: string): Promise<PayoutApproval>;
  /** Tells waiting payouts that providers may have recovered. */
  wakeQueuedPayouts(references: string[]): Promise<void>;
}
