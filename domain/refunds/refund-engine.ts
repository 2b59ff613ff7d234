/** What the API is told once a new refund's first step has settled (the RefundWorkflow's `initiate` update). */
export type RefundInitiation =
  | { outcome: "accepted" }
  /** The provider definitively refused it: the refund is Failed and its hold released. */
  | { outcome: "refused"; reason: string }
  /** The provider may hold it: it stays Pending until that provider's status query tells. */
  | { outcome: "unknown"; reason: string };

/** What the refund use cases ask of the durable engine; workflows/refund-client.ts implements it over Temporal. */
export interface RefundEngine {
  /**
   * Starts (or joins) the refund's workflow and waits until its first step has settled; EngineDeadlineError past the
   * deadline. Whenever it throws, the workflow is still started in the background, as soon as the engine answers.
   */
  startRefund(reference: string, merchantId: string): Promise<RefundInitiation>;
  refundExists(reference: string): Promise<boolean>;
}
