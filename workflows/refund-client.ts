import type { RefundEngine } from "../domain/refunds/refund-engine";
import type { Config } from "../lib/config";
import type { TemporalAccess } from "../lib/temporal";
import { moneyOutWorkflowCalls } from "./movement-client";
import { type RefundResultSignal, type RefundWorkflowInput, refundWorkflowAddress } from "./refund-definitions";

type RefundStartConfig = Pick<
  Config,
  "TEMPORAL_TASK_QUEUE" | "CREATION_DEADLINE_MS" | "PAYMENT_STATUS_POLL_SECONDS" | "PAYMENT_EXPIRY_HOURS"
>;

/** How the rest of the service talks to refund workflows: the domain's RefundEngine, plus what the worker's loops need. */
export interface RefundWorkflows extends RefundEngine {
  ensureRefundStarted(reference: string, merchantId: string): Promise<void>;
  /** `closed` when the refund's workflow has finished; throws when the engine cannot be reached. */
  signalRefundResult(reference: string, signal: RefundResultSignal): Promise<"signalled" | "closed">;
}

function refundInput(config: RefundStartConfig, reference: string): RefundWorkflowInput {
  return { reference, firstPollSeconds: config.PAYMENT_STATUS_POLL_SECONDS, expiryHours: config.PAYMENT_EXPIRY_HOURS };
}

export function refundWorkflows(temporal: TemporalAccess, config: RefundStartConfig): RefundWorkflows {
  const calls = moneyOutWorkflowCalls(temporal, config, refundWorkflowAddress, (reference) => refundInput(config, reference));
  return {
    startRefund: calls.start,
    ensureRefundStarted: calls.ensureStarted,
    refundExists: calls.exists,
    signalRefundResult: calls.signalResult,
  };
}
