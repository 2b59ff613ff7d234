import { randomBytes } from "node:crypto";
import {
  type Client,
  isGrpcDeadlineError,
  WithStartWorkflowOperation,
  WorkflowExecutionAlreadyStartedError,
  WorkflowNotFoundError,
  type WorkflowStartOptions,
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
} from "@temporalio/client";
import type { Workflow } from "@temporalio/common";
import { ApplicationFailure } from "@temporalio/common";
import type { PaymentEngine } from "../domain/collections/payment-engine";
import { EngineDeadlineError } from "../domain/core/engine-start";
import type { MovementStatus } from "../domain/core/status";
import { FailureType } from "../domain/core/workflow-failures";
import type { Config } from "../lib/config";
import { AppError, ServiceUnavailableError } from "../lib/errors";
import type { TemporalAccess } from "../lib/temporal";
import {
  initiateUpdate,
  PAYMENT_WORKFLOW_TYPE,
  PaymentSearchAttributes,
  type PaymentWorkflowInput,
  paymentWorkflowId,
  providerResultSignal,
  RESEND_NOTIFICATION_WORKFLOW_TYPE,
  resolveByStaffUpdate,
} from "./definitions";
import type { PaymentWorkflow } from "./payment";

/**
 * How the rest of the service talks to payment workflows: the domain's PaymentEngine (start is
 * update-with-start), and what the worker's loops need besides.
 */
export interface PaymentWorkflows extends PaymentEngine {
  /** Starts the payment's workflow unless one runs already (the orphan sweep); does not wait for initiation. */
  ensureStarted(reference: string, merchantId: string, options: { notStartedInTime: boolean }): Promise<void>;
}

export const EXISTS_DEADLINE_MS = 2000;

/**
 * `work` bounded by `deadline` twice over: as the gRPC deadline of every call it makes, and by a timer, which
 * also covers a connection that hangs before any call is sent.
 */
export async function byDeadline<T>(deadline: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EngineDeadlineError("the payment engine did not answer in time")), deadline - Date.now());
  });
  const working = work();
  working.catch(() => undefined); // its failure after the deadline has nobody left to hear it
  try {
    return await Promise.race([working, late]);
  } catch (error) {
    if (isGrpcDeadlineError(error) || error instanceof WorkflowUpdateRPCTimeoutOrCancelledError) {
      throw new EngineDeadlineError("the payment engine did not answer in time", { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The pauses between the background starts of a creation the engine did not answer in time: about half a minute in all. */
const BACKGROUND_START_PAUSES_MS = [1000, 2000, 4000, 8000, 15_000];
/** Each background start's own deadline: a silent engine is asked again rather than waited on. */
const BACKGROUND_START_DEADLINE_MS = 3000;

/**
 * A creation whose start the engine did not answer in time (past the deadline, or unreachable) has its workflow
 * started by `start` (a USE_EXISTING start that does not wait for the workflow), tried in the background until it
 * succeeds or the attempts run out: the payment, payout or refund proceeds as soon as the engine answers again,
 * not at the orphan sweep's next pass (the backstop, half a minute or more later). Nobody waits on it.
 */
export function startInBackground(temporal: TemporalAccess, start: (client: Client) => Promise<unknown>): void {
  const attempt = async (index: number): Promise<void> => {
    try {
      const client = await temporal.client();
      await client.withDeadline(Date.now() + BACKGROUND_START_DEADLINE_MS, () => start(client));
    } catch {
      const pause = BACKGROUND_START_PAUSES_MS[index];
      if (pause !== undefined) setTimeout(() => void attempt(index + 1), pause).unref();
    }
  };
  void attempt(0);
}

/**
 * A creation's update-with-start as it went; when it failed (the engine past the deadline, or unreachable), the
 * same failure, with the workflow then started in the background (startInBackground).
 */
export function orStartInBackground<T, W extends Workflow>(
  started: Promise<T>,
  temporal: TemporalAccess,
  workflowType: string,
  options: WorkflowStartOptions<W>,
): Promise<T> {
  return started.catch((error: unknown) => {
    startInBackground(temporal, (client) => client.workflow.start<W>(workflowType, options));
    throw error;
  });
}

/** Long enough for a workflow busy with a provider call to reach the resolution, short of an HTTP client's patience. */
const RESOLUTION_DEADLINE_MS = 30_000;

type StartConfig = Pick<
  Config,
  "TEMPORAL_TASK_QUEUE" | "PAYMENT_EXPIRY_HOURS" | "PAYMENT_STATUS_POLL_SECONDS" | "CREATION_DEADLINE_MS"
>;

/**
 * One workflow id per reference and USE_EXISTING: the API's start, the sweep's and any repeat of
 * either make one execution between them.
 */
function paymentWorkflowOptions(
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
  return {
    workflowId: paymentWorkflowId(reference),
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    args: [input] as [PaymentWorkflowInput],
    workflowIdConflictPolicy: "USE_EXISTING" as const,
    typedSearchAttributes: [
      { key: PaymentSearchAttributes.reference, value: reference },
      { key: PaymentSearchAttributes.merchantId, value: merchantId },
      { key: PaymentSearchAttributes.status, value: "Pending" },
    ],
  };
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
      const deadline = Date.now() + config.CREATION_DEADLINE_MS;
      const started = byDeadline(deadline, async () => {
        const client = await temporal.client();
        const startWorkflowOperation = new WithStartWorkflowOperation<typeof PaymentWorkflow>(
          PAYMENT_WORKFLOW_TYPE,
          paymentWorkflowOptions(config, reference, merchantId, { route }),
        );
        try {
          return await client.withDeadline(deadline, () =>
            client.workflow.executeUpdateWithStart(initiateUpdate, { startWorkflowOperation }),
          );
        } catch (error) {
          if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
          // The SDK retried a start the server had carried out (a restart lost its answer): the workflow is this
          // payment's, and its `initiate` update answers the same initiation to any caller.
          return client.withDeadline(deadline, () =>
            client.workflow.getHandle(paymentWorkflowId(reference)).executeUpdate(initiateUpdate),
          );
        }
      });
      return orStartInBackground(
        started,
        temporal,
        PAYMENT_WORKFLOW_TYPE,
        paymentWorkflowOptions(config, reference, merchantId, { route }),
      );
    },

    async ensureStarted(reference, merchantId, { notStartedInTime }) {
      const client = await temporal.client();
      await client.workflow.start<typeof PaymentWorkflow>(
        PAYMENT_WORKFLOW_TYPE,
        paymentWorkflowOptions(config, reference, merchantId, { notStartedInTime }),
      );
    },

    async exists(reference) {
      try {
        const client = await temporal.client();
        await client.withDeadline(Date.now() + EXISTS_DEADLINE_MS, () =>
          client.workflow.getHandle(paymentWorkflowId(reference)).describe(),
        );
        return true;
      } catch {
        return false;
      }
    },

    async signalProviderResult(reference, signal) {
      const client = await temporal.client();
      try {
        await client.workflow.getHandle(paymentWorkflowId(reference)).signal(providerResultSignal, signal);
        return "signalled";
      } catch (error) {
        if (error instanceof WorkflowNotFoundError) return "closed";
        throw error;
      }
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
