import { WorkflowNotFoundError, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError } from "@temporalio/client";
import { ApplicationFailure } from "@temporalio/common";
import { AppError, InvalidStateTransitionError, ServiceUnavailableError } from "../../lib/errors";
import type { TemporalAccess } from "../../lib/temporal";
import {
  INVALID_STATE_TRANSITION,
  paymentWorkflowId,
  resolveByStaffUpdate,
  type StaffResolution,
  type TransactionStatus,
} from "../../workflows/shared";

/** Long enough for a workflow busy with a provider call to reach the resolution, short of an HTTP client's patience. */
const RESOLUTION_DEADLINE_MS = 30_000;

/**
 * Hands a staff resolution to the payment's workflow, which settles it like a provider's result.
 * A closed workflow, or one that finds the payment already final, is a 409 from `current`.
 */
export async function resolveThroughWorkflow(
  temporal: TemporalAccess,
  reference: string,
  current: TransactionStatus,
  resolution: StaffResolution,
): Promise<void> {
  const client = await temporal.client();
  try {
    await client.withDeadline(Date.now() + RESOLUTION_DEADLINE_MS, () =>
      client.workflow.getHandle(paymentWorkflowId(reference)).executeUpdate(resolveByStaffUpdate, { args: [resolution] }),
    );
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) throw new InvalidStateTransitionError(current, resolution.status);
    const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
    if (cause instanceof ApplicationFailure && cause.type === INVALID_STATE_TRANSITION) {
      throw new InvalidStateTransitionError(String(cause.details?.[0] ?? current), resolution.status);
    }
    if (error instanceof AppError) throw error;
    if (error instanceof WorkflowUpdateRPCTimeoutOrCancelledError) {
      throw new ServiceUnavailableError(
        "The payment engine did not settle the resolution in time; check its state before retrying.",
      );
    }
    throw new ServiceUnavailableError();
  }
}
