import { WorkflowNotFoundError, WorkflowUpdateFailedError } from "@temporalio/client";
import { ApplicationFailure } from "@temporalio/common";
import type { MovementStatus } from "../domain/core/status";
import { FailureType } from "../domain/core/workflow-failures";
import type { PayoutEngine } from "../domain/payouts/payout-engine";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import type { Config } from "../lib/config";
import { ServiceUnavailableError } from "../lib/errors";
import type { TemporalAccess } from "../lib/temporal";
import { moneyOutWorkflowCalls } from "./movement-client";
import {
  approvePayoutUpdate,
  cancelPayoutUpdate,
  type PayoutWorkflowInput,
  payoutWorkflowAddress,
  payoutWorkflowId,
  providersChangedSignal,
} from "./payout-definitions";

type PayoutStartConfig = Pick<
  Config,
  | "TEMPORAL_TASK_QUEUE"
  | "CREATION_DEADLINE_MS"
  | "PAYOUT_QUEUE_HOURS"
  | "PAYOUT_QUEUE_RECHECK_SECONDS"
  | "PAYOUT_APPROVAL_HOURS"
  | "PAYMENT_STATUS_POLL_SECONDS"
  | "PAYMENT_EXPIRY_HOURS"
>;

/** How the rest of the service talks to payout workflows: the domain's PayoutEngine, plus what the worker's loops need. */
export interface PayoutWorkflows extends PayoutEngine {
  /** Starts the payout's workflow unless one runs already (the orphan sweep); does not wait for it. */
  ensurePayoutStarted(reference: string, merchantId: string): Promise<void>;
  /** `closed` when the payout's workflow has finished; throws when the engine cannot be reached. */
  signalPayoutResult(reference: string, signal: ProviderResultSignal): Promise<"signalled" | "closed">;
}

/** Long enough for a waiting payout's workflow to record the cancellation, short of an HTTP client's patience. */
const CANCEL_DEADLINE_MS = 15_000;

function payoutInput(config: PayoutStartConfig, reference: string): PayoutWorkflowInput {
  return {
    reference,
    queueHours: config.PAYOUT_QUEUE_HOURS,
    queueRecheckSeconds: config.PAYOUT_QUEUE_RECHECK_SECONDS,
    firstPollSeconds: config.PAYMENT_STATUS_POLL_SECONDS,
    expiryHours: config.PAYMENT_EXPIRY_HOURS,
    approvalHours: config.PAYOUT_APPROVAL_HOURS,
  };
}

export function payoutWorkflows(temporal: TemporalAccess, config: PayoutStartConfig): PayoutWorkflows {
  const calls = moneyOutWorkflowCalls(temporal, config, payoutWorkflowAddress, (reference) => payoutInput(config, reference));
  return {
    async cancelPayout(reference, options = {}) {
      try {
        const client = await temporal.client();
        const args = [{ awaitingApproval: options.awaitingApproval === true }] as [{ awaitingApproval: boolean }];
        await client.withDeadline(Date.now() + CANCEL_DEADLINE_MS, () =>
          client.workflow.getHandle(payoutWorkflowId(reference)).executeUpdate(cancelPayoutUpdate, { args }),
        );
        return { outcome: "cancelled" };
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return { outcome: "refused", status: null };
        const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
        if (cause instanceof ApplicationFailure && cause.type === FailureType.InvalidStateTransition) {
          return { outcome: "refused", status: (cause.details?.[0] as MovementStatus | undefined) ?? null };
        }
        throw new ServiceUnavailableError("The cancellation was not settled in time; read the payout before retrying.", error);
      }
    },

    async approvePayout(reference, approvedBy) {
      try {
        const client = await temporal.client();
        await client.withDeadline(Date.now() + CANCEL_DEADLINE_MS, () =>
          client.workflow.getHandle(payoutWorkflowId(reference)).executeUpdate(approvePayoutUpdate, { args: [{ approvedBy }] }),
        );
        return { outcome: "approved" };
      } catch (error) {
        const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
        if (cause instanceof ApplicationFailure && cause.type === FailureType.InvalidStateTransition)
          return { outcome: "refused" };
        // Not found: its workflow has ended (the payout is final) or has not started yet (the sweep starts it).
        const why =
          error instanceof WorkflowNotFoundError ? "its workflow is not running" : "the approval was not settled in time";
        throw new ServiceUnavailableError(`The payout could not be approved now (${why}); read it before retrying.`, error);
      }
    },

    async wakeQueuedPayouts(references) {
      const client = await temporal.client();
      await Promise.all(
        references.map((reference) =>
          client.workflow
            .getHandle(payoutWorkflowId(reference))
            .signal(providersChangedSignal)
            .catch((error) => {
              if (!(error instanceof WorkflowNotFoundError)) throw error;
            }),
        ),
      );
    },

    startPayout: calls.start,
    ensurePayoutStarted: calls.ensureStarted,
    payoutExists: calls.exists,
    signalPayoutResult: calls.signalResult,
  };
}
