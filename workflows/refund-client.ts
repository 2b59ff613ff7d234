import { WithStartWorkflowOperation, WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError } from "@temporalio/client";
import type { RefundEngine } from "../domain/refunds/refund-engine";
import type { Config } from "../lib/config";
import type { TemporalAccess } from "../lib/temporal";
import { byDeadline, EXISTS_DEADLINE_MS, orStartInBackground } from "./client";
import { PaymentSearchAttributes } from "./definitions";
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

function refundWorkflowOptions(config: RefundStartConfig, reference: string, merchantId: string) {
  const input: RefundWorkflowInput = {
    reference,
    firstPollSeconds: config.PAYMENT_STATUS_POLL_SECONDS,
    expiryHours: config.PAYMENT_EXPIRY_HOURS,
  };
  return {
    workflowId: refundWorkflowId(reference),
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    args: [input] as [RefundWorkflowInput],
    workflowIdConflictPolicy: "USE_EXISTING" as const,
    typedSearchAttributes: [
      { key: PaymentSearchAttributes.reference, value: reference },
      { key: PaymentSearchAttributes.merchantId, value: merchantId },
      { key: PaymentSearchAttributes.status, value: "Pending" },
    ],
  };
}

export function refundWorkflows(temporal: TemporalAccess, config: RefundStartConfig): RefundWorkflows {
  return {
    async startRefund(reference, merchantId) {
      const deadline = Date.now() + config.CREATION_DEADLINE_MS;
      const started = byDeadline(deadline, async () => {
        const client = await temporal.client();
        const startWorkflowOperation = new WithStartWorkflowOperation<typeof RefundWorkflow>(
          REFUND_WORKFLOW_TYPE,
          refundWorkflowOptions(config, reference, merchantId),
        );
        try {
          return await client.withDeadline(deadline, () =>
            client.workflow.executeUpdateWithStart(refundInitiateUpdate, { startWorkflowOperation }),
          );
        } catch (error) {
          if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
          return client.withDeadline(deadline, () =>
            client.workflow.getHandle(refundWorkflowId(reference)).executeUpdate(refundInitiateUpdate),
          );
        }
      });
      return orStartInBackground(started, temporal, REFUND_WORKFLOW_TYPE, refundWorkflowOptions(config, reference, merchantId));
    },

    async ensureRefundStarted(reference, merchantId) {
      const client = await temporal.client();
      await client.workflow.start<typeof RefundWorkflow>(
        REFUND_WORKFLOW_TYPE,
        refundWorkflowOptions(config, reference, merchantId),
      );
    },

    async refundExists(reference) {
      try {
        const client = await temporal.client();
        await client.withDeadline(Date.now() + EXISTS_DEADLINE_MS, () =>
          client.workflow.getHandle(refundWorkflowId(reference)).describe(),
        );
        return true;
      } catch {
        return false;
      }
    },

    async signalRefundResult(reference, signal) {
      const client = await temporal.client();
      try {
        await client.workflow.getHandle(refundWorkflowId(reference)).signal(refundResultSignal, signal);
        return "signalled";
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return "closed";
        throw error;
      }
    },
  };
}
