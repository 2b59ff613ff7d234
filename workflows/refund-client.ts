import type { RefundEngine } from "../domain/refunds/refund-engine";
import type { Config } from "../lib/config";
import type { TemporalAccess } from "../lib/temporal";
import { ensureStarted, movementStart, signalIfRunning, startWithInitiation, workflowExists } from "./movement-client";
import type { RefundWorkflow } from "./refund";
import {
  REFUND_WORKFLOW_TYPE,
  type RefundResultSignal,
  type RefundWorkflowInput,
  refundInitiateUpdate,
  refundResultSignal,
  refundWorkflowId,
} from "./refund-definitions";

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

function refundStart(config: RefundStartConfig, reference: string, merchantId: string) {
  const input: RefundWorkflowInput = {
    reference,
    firstPollSeconds: config.PAYMENT_STATUS_POLL_SECONDS,
    expiryHours: config.PAYMENT_EXPIRY_HOURS,
  };
  return movementStart<typeof RefundWorkflow>(
    REFUND_WORKFLOW_TYPE,
    refundWorkflowId(reference),
    config.TEMPORAL_TASK_QUEUE,
    input,
    { reference, merchantId },
  );
}

export function refundWorkflows(temporal: TemporalAccess, config: RefundStartConfig): RefundWorkflows {
  return {
    async startRefund(reference, merchantId) {
      const start = refundStart(config, reference, merchantId);
      return startWithInitiation(temporal, config.CREATION_DEADLINE_MS, start, refundInitiateUpdate);
    },

    async ensureRefundStarted(reference, merchantId) {
      await ensureStarted(temporal, refundStart(config, reference, merchantId));
    },

    async refundExists(reference) {
      return workflowExists(temporal, refundWorkflowId(reference));
    },

    async signalRefundResult(reference, signal) {
      return signalIfRunning(temporal, refundWorkflowId(reference), refundResultSignal, signal);
    },
  };
}
