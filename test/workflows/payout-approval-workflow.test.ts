import { randomBytes } from "node:crypto";
import { Client, Connection, WorkflowUpdateFailedError } from "@temporalio/client";
import { NativeConnection, Worker } from "@temporalio/worker";
import type { Activities } from "../../activities";
import type { PayoutSnapshot } from "../../activities/payout";
import type { MovementStatus } from "../../domain/core/status";
import { approvePayoutUpdate, cancelPayoutUpdate, type PayoutWorkflowInput } from "../../workflows/payout-definitions";

/**
 * PayoutWorkflow's wait for approval with fake activities (no database, no provider): the decision is settled
 * once, by the first of approve, cancel and the timer, even when it comes before the workflow has read its
 * row; a payout is sent only after its approval is recorded, and once. An update sent while the row is being
 * read (a local activity) reaches the workflow with that activity's result, and is handled before it: "before
 * it read its row".
 */
type Fakes = Pick<
  Activities,
  | "preparePayout"
  | "payoutCandidates"
  | "sendPayout"
  | "queryMovementStatus"
  | "markPayoutQueued"
  | "markMovementProcessing"
  | "settleMovement"
  | "failMovement"
  | "recordPayoutApproval"
  | "deliverMerchantNotification"
>;

interface Journal {
  status: MovementStatus;
  /** In order: `approved by <user>`, `sent`, `failed: <reason>`. */
  steps: string[];
}

interface Gates {
  /** Holds the row's read (preparePayout): messages sent meanwhile arrive "before it read its row". */
  prepare: Promise<void>;
  /** Holds the merchant's notification, so the workflow stays open (a later update meets it, not its end). */
  notify: Promise<void>;
}

function fakes(journal: Journal, approval: PayoutSnapshot["approval"], gates: Gates): Fakes {
  const final = (status: MovementStatus) => {
    if (journal.status === "Pending" || journal.status === "Processing") journal.status = status;
    return { changed: true, status: journal.status };
  };
  return {
    preparePayout: async () => {
      await gates.prepare;
      return { status: journal.status, service: "MPESA", currency: "USD", approval, createdAtMs: Date.now() };
    },
    payoutCandidates: async () => ["alpha"],
    sendPayout: async ({ reference }) => {
      journal.steps.push("sent");
      return {
        kind: "final",
        result: {
          reference,
          providerReference: "P-1",
          status: "Success",
          amount: "900.00",
          currency: "USD",
          customerNumber: "+243812345600",
          failureCode: null,
        },
      };
    },
    queryMovementStatus: async () => ({ kind: "pending", providerReference: "P-1" }),
    markPayoutQueued: async () => undefined,
    markMovementProcessing: async () => journal.status,
    settleMovement: async (input) => final(input.result.status),
    failMovement: async ({ failure }) => {
      journal.steps.push(`failed: ${failure.reason}`);
      return final("Failed");
    },
    recordPayoutApproval: async ({ approvedBy }) => {
      journal.steps.push(`approved by ${approvedBy}`);
      return journal.status;
    },
    deliverMerchantNotification: async () => {
      await gates.notify;
      return { statusCode: 200 } as never;
    },
  };
}

let connection: Connection;
let nativeConnection: NativeConnection;
let client: Client;

beforeAll(async () => {
  const address = process.env.TEST_TEMPORAL_ADDRESS!;
  connection = await Connection.connect({ address });
  nativeConnection = await NativeConnection.connect({ address });
  client = new Client({ connection });
});

afterAll(async () => {
  await connection.close();
  await nativeConnection.close();
});

/** Runs one PayoutWorkflow awaiting approval (unless `approval` says otherwise) until `scenario` is done with it. */
async function withPayout(
  options: {
    approval?: PayoutSnapshot["approval"];
    approvalHours?: number;
    prepareGate?: Promise<void>;
    notifyGate?: Promise<void>;
  },
  scenario: (handle: ReturnType<Client["workflow"]["getHandle"]>) => Promise<void>,
): Promise<Journal> {
  const journal: Journal = { status: "Pending", steps: [] };
  const taskQueue = `payout-approval-${randomBytes(6).toString("hex")}`;
  const worker = await Worker.create({
    connection: nativeConnection,
    taskQueue,
    workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE! },
    activities: fakes(journal, options.approval ?? "awaiting_approval", {
      prepare: options.prepareGate ?? Promise.resolve(),
      notify: options.notifyGate ?? Promise.resolve(),
    }),
  });
  const reference = `POWF${randomBytes(5).toString("hex").toUpperCase()}`;
  const input: PayoutWorkflowInput = {
    reference,
    queueHours: 1,
    queueRecheckSeconds: 60,
    firstPollSeconds: 30,
    expiryHours: 1,
    approvalHours: options.approvalHours ?? 1,
  };
  await worker.runUntil(async () => {
    const handle = await client.workflow.start("PayoutWorkflow", {
      workflowId: `payout-${reference}`,
      taskQueue,
      args: [input],
    });
    await scenario(handle);
    await handle.result();
  });
  return journal;
}

function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe("PayoutWorkflow awaiting approval", () => {
  it("takes an approval sent before it read its row, records it, then sends the payout once", async () => {
    const prepare = gate();
    const journal = await withPayout({ prepareGate: prepare.promise }, async (handle) => {
      const approved = handle.executeUpdate(approvePayoutUpdate, { args: [{ approvedBy: "user-1" }] });
      // Accepted before the row is read, met once it is.
      await new Promise((resolve) => setTimeout(resolve, 300));
      prepare.open();
      expect(await approved).toEqual({ status: "Pending" });
      const again = await handle.executeUpdate(approvePayoutUpdate, { args: [{ approvedBy: "user-2" }] });
      expect(again.status).toMatch(/Pending|Success/);
    });
    expect(journal.steps).toEqual(["approved by user-1", "sent"]);
    expect(journal.status).toBe("Success");
  });

  it("takes a cancel sent before it read its row when the caller says the payout awaits approval, and sends nothing", async () => {
    const prepare = gate();
    const notify = gate();
    const journal = await withPayout({ prepareGate: prepare.promise, notifyGate: notify.promise }, async (handle) => {
      const cancelled = handle.executeUpdate(cancelPayoutUpdate, { args: [{ awaitingApproval: true }] });
      await new Promise((resolve) => setTimeout(resolve, 300));
      prepare.open();
      expect(await cancelled).toEqual({ status: "Failed" });
      // The workflow is still open (its notification held): the approval meets the cancelled payout, not its end.
      await expect(handle.executeUpdate(approvePayoutUpdate, { args: [{ approvedBy: "user-1" }] })).rejects.toBeInstanceOf(
        WorkflowUpdateFailedError,
      );
      notify.open();
    });
    expect(journal.steps).toEqual(["failed: cancelled"]);
  });

  it("refuses a cancel before it read its row when the caller does not say it awaits approval (a payout being routed)", async () => {
    const prepare = gate();
    const journal = await withPayout({ approval: "not_required", prepareGate: prepare.promise }, async (handle) => {
      const early = handle.executeUpdate(cancelPayoutUpdate, { args: [{}] });
      await new Promise((resolve) => setTimeout(resolve, 300));
      prepare.open();
      await expect(early).rejects.toBeInstanceOf(WorkflowUpdateFailedError);
    });
    expect(journal.steps).toEqual(["sent"]);
  });

  it("has exactly one winner when approve and cancel come at once, many times over", async () => {
    const winners: string[] = [];
    for (let round = 0; round < 6; round++) {
      const journal = await withPayout({}, async (handle) => {
        const outcomes = await Promise.allSettled(
          round % 2 === 0
            ? [
                handle.executeUpdate(approvePayoutUpdate, { args: [{ approvedBy: "user-1" }] }),
                handle.executeUpdate(cancelPayoutUpdate, { args: [{ awaitingApproval: true }] }),
              ]
            : [
                handle.executeUpdate(cancelPayoutUpdate, { args: [{ awaitingApproval: true }] }),
                handle.executeUpdate(approvePayoutUpdate, { args: [{ approvedBy: "user-1" }] }),
              ],
        );
        expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      });
      const approved = journal.steps.includes("approved by user-1");
      winners.push(approved ? "approve" : "cancel");
      expect(journal.steps).toEqual(approved ? ["approved by user-1", "sent"] : ["failed: cancelled"]);
    }
    expect(winners).toHaveLength(6);
  });

  it("ends Failed (not approved) when the timer wins, sends nothing, and refuses a later approval", async () => {
    const journal = await withPayout({ approvalHours: 0.0003 }, async (handle) => {
      await handle.result();
      await expect(handle.executeUpdate(approvePayoutUpdate, { args: [{ approvedBy: "user-1" }] })).rejects.toBeDefined();
    });
    expect(journal.steps).toEqual(["failed: not_approved"]);
    expect(journal.status).toBe("Failed");
  });
});
