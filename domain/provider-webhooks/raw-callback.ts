import type { MoneyOperation, ProviderResult, RefundResult } from "../../providers/types";

/** Every `processing_status` the table accepts (its CHECK), for schemas that filter on it. */
export { RAW_CALLBACK_STATUSES } from "../../db/migrations/028_unauthenticated_callbacks";

/**
 * What processing did with a stored provider webhook (`raw_callbacks.processing_status`, the interface's
 * RawCallback): `received` until its result reaches the payment, then one verdict.
 */
export type RawCallbackStatus =
  | "received"
  /** The result moved the transaction. */
  | "applied"
  /** The transaction was already in this final state. */
  | "duplicate"
  /** The transaction was already in the other final state: recorded, nothing changed. */
  | "contrary_after_terminal"
  /** Amount, currency, provider or provider reference do not match the transaction. */
  | "mismatch"
  | "unknown_reference"
  /** An event that carries no result (protocol B `payment.pending`). */
  | "informational"
  /** A callback its protocol cannot authenticate: the movement's workflow was asked to query its provider. */
  | "status_query";

export type RawCallbackVerdict = Exclude<RawCallbackStatus, "received">;

/** The operation the verified webhook named, and the result it reports (null: an informational event). */
export type StoredResult =
  | { operation: Exclude<MoneyOperation, "refund">; result: ProviderResult | null }
  | { operation: "refund"; result: RefundResult | null };

export type RawCallbackRow = StoredResult & {
  id: string;
  /**
   * False: it is not acted on alone, only prompting a status query (its result is null): its protocol could not
   * authenticate it, or, as Airtel's, it carries no amount to check the movement against.
   */
  authenticated: boolean;
  provider_code_name: string;
  reference: string;
  processing_status: RawCallbackStatus;
  signalled_at: Date | null;
  signal_attempts: number;
};

/** What a movement's workflow is told once a verified provider webhook is stored (a refund's carries a `RefundResult`). */
export interface ProviderResultSignal<Result = ProviderResult> {
  rawCallbackId: string;
  providerCodeName: string;
  result: Result;
}
