import type { Client } from "@temporalio/client";
import { WorkflowExecutionAlreadyStartedError } from "@temporalio/client";
import type { InitiationResult } from "../../domain/routing/failover";
import type { TemporalAccess } from "../../lib/temporal";
import { paymentWorkflows } from "../../workflows/client";
import { initiateUpdate, paymentWorkflowId } from "../../workflows/definitions";

const config = {
  TEMPORAL_TASK_QUEUE: "payments",
  PAYMENT_EXPIRY_HOURS: 24,
  PAYMENT_STATUS_POLL_SECONDS: 30,
  CREATION_DEADLINE_MS: 2000,
};
const accepted: InitiationResult = { outcome: "accepted", providerCodeName: "sandbox", providerReference: "pay_1" };

/**
 * A Temporal client whose update-with-start fails as the SDK's does when its retried start meets the start
 * the server carried out before a restart; the existing workflow answers `initiate`.
 */
function deduplicatingTemporal(updates: Array<{ workflowId: string; update: string }>): TemporalAccess {
  const client = {
    withDeadline: <T>(_deadline: number, fn: () => Promise<T>) => fn(),
    workflow: {
      executeUpdateWithStart: async () => {
        throw new WorkflowExecutionAlreadyStartedError("Workflow execution already started", "payment-TX1", "PaymentWorkflow");
      },
      getHandle: (workflowId: string) => ({
        executeUpdate: async (update: { name: string }) => {
          updates.push({ workflowId, update: update.name });
          return accepted;
        },
      }),
    },
  } as unknown as Client;
  return {
    client: async () => client,
    isReady: async () => true,
    ensureSetup: async () => "ready",
    close: async () => undefined,
  };
}

describe("an update-with-start deduplicated after a restart", () => {
  it("is answered with the existing workflow's initiation, not as a provider error", async () => {
    const updates: Array<{ workflowId: string; update: string }> = [];
    const workflows = paymentWorkflows(deduplicatingTemporal(updates), config);
    await expect(workflows.start("TX1", "merchant-1", ["sandbox"])).resolves.toEqual(accepted);
    expect(updates).toEqual([{ workflowId: paymentWorkflowId("TX1"), update: initiateUpdate.name }]);
  });
});
