import type { VerifiedResult } from "./settlement";

/** A verified provider webhook for a movement's workflow: the stored webhook and the result it reported. */
export interface ResultSignal<Result extends VerifiedResult = VerifiedResult> {
  rawCallbackId: string;
  providerCodeName: string;
  result: Result;
}

/**
 * What the rooms that cross every kind (webhook dispatch, the orphan sweep) ask of one kind's durable engine; the
 * Temporal layer implements it per kind (workflows/).
 */
export interface KindEngine<Result extends VerifiedResult = VerifiedResult> {
  /** `closed` when the movement's workflow has finished; throws when the engine cannot be reached. */
  signalResult(reference: string, signal: ResultSignal<Result>): Promise<"signalled" | "closed">;
  /**
   * Has the movement's workflow ask its provider's status query now (a callback its protocol cannot authenticate
   * said something happened). `closed` when the workflow has finished; throws when the engine cannot be reached.
   */
  askStatus(reference: string): Promise<"signalled" | "closed">;
  /**
   * Starts the movement's workflow unless one runs already; does not wait for it. `notStartedInTime`: a collection
   * that waited too long to prompt its customer ends Failed instead (the other kinds have nobody to surprise).
   */
  ensureStarted(reference: string, merchantId: string, options: { notStartedInTime: boolean }): Promise<void>;
}
