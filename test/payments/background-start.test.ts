import type { Client } from "@temporalio/client";
import { ServiceUnavailableError } from "../../lib/errors";
import type { TemporalAccess } from "../../lib/temporal";
import { paymentWorkflows } from "../../workflows/client";
import { paymentWorkflowId } from "../../workflows/definitions";
import { eventually } from "../support/eventually";

const config = {
  TEMPORAL_TASK_QUEUE: "payments",
  PAYMENT_EXPIRY_HOURS: 24,
  PAYMENT_STATUS_POLL_SECONDS: 30,
  CREATION_DEADLINE_MS: 2000,
};

/**
 * A Temporal whose update-with-start fails (the engine busy or restarting) and whose plain starts fail
 * `failingStarts` times before one goes through; every start is recorded.
 */
function restartingTemporal(failingStarts: number) {
  const starts: Array<{ workflowId: string; route: string[] | undefined }> = [];
  const client = {
    withDeadline: <T>(_deadline: number, fn: () => Promise<T>) => fn(),
    workflow: {
      executeUpdateWithStart: async () => {
        throw new ServiceUnavailableError("The payment engine is unreachable; retry shortly.");
      },
      start: async (_type: string, options: { workflowId: string; args: [{ route?: string[] }] }) => {
        starts.push({ workflowId: options.workflowId, route: options.args[0].route });
        if (starts.length <= failingStarts) throw new Error("UNAVAILABLE");
        return {};
      },
    },
  } as unknown as Client;
  const temporal: TemporalAccess = {
    client: async () => client,
    isReady: async () => true,
    ensureSetup: async () => "ready",
    close: async () => undefined,
  };
  return { temporal, starts };
}

describe("a creation the engine did not answer", () => {
  it("has its workflow started in the background, with its route, until the engine takes it, and no more", async () => {
    const { temporal, starts } = restartingTemporal(1);
    const workflows = paymentWorkflows(temporal, config);
    await expect(workflows.start("TX1", "merchant-1", ["alpha", "beta"])).rejects.toBeInstanceOf(ServiceUnavailableError);
    await eventually(async () => (starts.length >= 2 ? true : undefined), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const started = { workflowId: paymentWorkflowId("TX1"), route: ["alpha", "beta"] };
    expect(starts).toEqual([started, started]);
  });
});
