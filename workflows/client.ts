import { randomBytes } from "node:crypto";
import { WorkflowNotFoundError, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError } from "@temporalio/client";
import { ApplicationFailure } from "@temporalio/common";
import type { MovementStatus } from "../domain/core/status";
import { FailureType } from "../domain/core/workflow-failures";
import type { PaymentEngine } from "../domain/payments/payment-engine";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import type { Config } from "../lib/config";
import { AppError, ServiceUnavailableError } from "../lib/errors";
import type { TemporalAccess } from "../lib/temporal";
import {
  initiateUpdate,
  PAYMENT_WORKFLOW_TYPE,
  type PaymentWorkflowInput,
  paymentWorkflowId,
  providerResultSignal,
  RESEND_NOTIFICATION_WORKFLOW_TYPE,
  resolveByStaffUpdate,
} from "./definitions";
import { ensureStarted, movementStart, signalIfRunning, startWithInitiation, workflowExists } from "./movement-client";
import type { PaymentWorkflow } from "./payment";

/**
 * How the rest of the service talks to payment workflows: the domain's PaymentEngine (start is
 * update-with-start), and what the worker's loops need besides.
 */
export interface PaymentWorkflows extends PaymentEngine {
  /** Starts the payment's workflow unless one runs already (the orphan sweep); does not wait for initiation. */
  ensureStarted(reference: string, merchantId: string, options: { notStartedInTime: boolean }): Promise<void>;
  /** `closed` when the payment's workflow has finished; throws when the engine cannot be reached. */
  signalProviderResult(reference: string, signal: ProviderResultSignal): Promise<"signalled" | "closed">;
}

/** Long enough for a workflow busy with a provider call to reach the resolution, short of an HTTP client's patience. */
const RESOLUTION_DEADLINE_MS = 30_000;

type StartConfig = Pick<
  Config,
  "TEMPORAL_TASK_QUEUE" | "PAYMENT_EXPIRY_HOURS" | "PAYMENT_STATUS_POLL_SECONDS" | "CREATION_DEADLINE_MS"
>;

function paymentStart(
  config: StartConfig,
  reference: string,
  merchantId: string,
  extra: Pick<PaymentWorkflowInput, "notStartedInTime" | "route">,
) {
  const input: PaymentWorkflowInput = {
    reference,
    expiryHours: config.PAYMENT_EXPIRY_HOURS,
    firstPollSeconds: config.PAYMENT_STATUS_POLL_SECONDS,
    ...(extra.notStartedInTime ? { notStartedInTime: true } : {}),
    ...(extra.route ? { route: extra.route } : {}),
  };
  return movementStart<typeof PaymentWorkflow>(
    PAYMENT_WORKFLOW_TYPE,
    paymentWorkflowId(reference),
    config.TEMPORAL_TASK_QUEUE,
    input,
    { reference, merchantId },
  );
}

/** A staff resolution the engine did not answer: a 503, saying so when it may still land. */
function resolutionUnavailable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof WorkflowUpdateRPCTimeoutOrCancelledError) {
    return new ServiceUnavailableError("The resolution was not settled in time; check the transaction before retrying.", error);
  }
  return new ServiceUnavailableError(undefined, error);
}

export function paymentWorkflows(temporal: TemporalAccess, config: StartConfig): PaymentWorkflows {
  return {
    async start(reference, merchantId, route) {
      const start = paymentStart(config, reference, merchantId, { route });
      return startWithInitiation(temporal, config.CREATION_DEADLINE_MS, start, initiateUpdate);
    },

    async ensureStarted(reference, merchantId, { notStartedInTime }) {
      await ensureStarted(temporal, paymentStart(config, reference, merchantId, { notStartedInTime }));
    },

    async exists(reference) {
      return workflowExists(temporal, paymentWorkflowId(reference));
    },

    async signalProviderResult(reference, signal) {
      return signalIfRunning(temporal, paymentWorkflowId(reference), providerResultSignal, signal);
    },

    async resendNotification(reference) {
      const requestId = `resend-${reference}-${randomBytes(6).toString("hex")}`;
      const client = await temporal.client();
      await client.workflow.start(RESEND_NOTIFICATION_WORKFLOW_TYPE, {
        workflowId: requestId,
        taskQueue: config.TEMPORAL_TASK_QUEUE,
        args: [{ reference }],
      });
      return requestId;
    },

    async resolveByStaff(reference, resolution) {
      try {
        const client = await temporal.client();
        const { status } = await client.withDeadline(Date.now() + RESOLUTION_DEADLINE_MS, () =>
          client.workflow.getHandle(paymentWorkflowId(reference)).executeUpdate(resolveByStaffUpdate, { args: [resolution] }),
        );
        return { outcome: "resolved", status };
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return { outcome: "final", status: null };
        const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
        if (cause instanceof ApplicationFailure && cause.type === FailureType.InvalidStateTransition) {
          return { outcome: "final", status: (cause.details?.[0] as MovementStatus | undefined) ?? null };
        }
        throw resolutionUnavailable(error);
      }
    },
  };
}
