import { readFileSync } from "node:fs";
import path from "node:path";
import { historyFromJSON } from "@temporalio/common/lib/proto-utils";
import { bundleWorkflowCode, DefaultLogger, Worker } from "@temporalio/worker";
import { DeterminismViolationError } from "@temporalio/workflow";

/** Recorded by record-histories.ts; see docs/workflow-versioning.md for when to record them again. */
const HISTORIES = [
  "payment-success",
  "payment-failed",
  "payout-success",
  "payout-failed",
  // Recorded after approvals came (issue 28); the four above predate them and replay unchanged.
  "payout-approval-approved",
  "payout-approval-cancelled",
  "payout-approval-expired",
  // Recorded before and after refunds published their search attributes (patch `refund-search-attributes`).
  "refund-success",
  "refund-success-search-attributes",
  // The status query's branches (record-status-query-histories.ts), recorded from the code before every kind's
  // provider leg was written once (steps/finish-movement.ts, MovementState's settle, fail and markProcessing).
  "payment-status-query",
  "payment-expired",
  "payout-status-query",
  "payout-sent-again",
  "refund-status-query",
  "refund-sent-again",
  // The same scenarios past patch `movement-leg-activities` (HISTORY_SUFFIX=movement-leg with both recorders): the
  // provider leg through the one set of activities (settleMovement, failMovement, queryMovementStatus).
  ...[
    "payment-success",
    "payment-failed",
    "payment-status-query",
    "payment-expired",
    "payout-success",
    "payout-failed",
    "payout-approval-approved",
    "payout-approval-cancelled",
    "payout-approval-expired",
    "payout-status-query",
    "payout-sent-again",
    "refund-success-search-attributes",
    "refund-status-query",
    "refund-sent-again",
  ].map((scenario) => `${scenario}-movement-leg`),
];
const history = (name: string) =>
  historyFromJSON(JSON.parse(readFileSync(path.join(__dirname, "../histories", `${name}.json`), "utf8")));

describe("PaymentWorkflow, PayoutWorkflow and RefundWorkflow replay", () => {
  it.each(HISTORIES)("replays the recorded %s history deterministically", async (name) => {
    await expect(
      Worker.runReplayHistory(
        { workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE! } },
        history(name),
        `replay-${name}`,
      ),
    ).resolves.toBeUndefined();
  });

  it("fails a workflow change that breaks determinism", async () => {
    const changed = await bundleWorkflowCode({
      workflowsPath: path.join(__dirname, "nondeterministic/index.ts"),
      logger: new DefaultLogger("WARN"),
    });
    await expect(
      Worker.runReplayHistory({ workflowBundle: changed }, history("payment-success"), "replay-changed"),
    ).rejects.toBeInstanceOf(DeterminismViolationError);
  });
});
