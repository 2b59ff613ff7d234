import { proxyActivities, proxyLocalActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { MovementStatus } from "../domain/core/status";
import { refusalFailure } from "../domain/core/workflow-failures";
import type { RefundAttempt } from "../domain/refunds/refund-attempt";
import type { RefundInitiation } from "../domain/refunds/refund-engine";
import { databaseWrite, providerCall } from "./activity-options";
import type { RefundWorkflowInput } from "./refund-definitions";
import { RefundState } from "./refund-state";
import { finishMovement } from "./steps/finish-movement";

const db = proxyLocalActivities<Activities>(databaseWrite);
const provider = proxyActivities<Activities>(providerCall);

/**
 * One refund: sent to the provider that took the payment, and only there, under the refund's own
 * reference; an ambiguous answer is settled by that provider's status query (a refund it says it never
 * received is sent again there, under the same reference). Its money is held (or, for a late success,
 * in suspense) before this starts; the final state books or releases it. Then the merchant is notified.
 */
export async function RefundWorkflow(input: RefundWorkflowInput): Promise<MovementStatus> {
  const refund = new RefundState(input.reference);
  const prepared = await db.prepareRefund(input.reference);
  if (!prepared) {
    // Unlike a payment or a payout, the workflow ends (Pending) rather than failing: executions that took this
    // path completed, and failing them now would change the command that closes them on replay.
    refund.answerNotInDatabase();
    return refund.status;
  }
  refund.sendingTo(prepared.providerCodeName);
  const first = await provider.sendRefund({ reference: input.reference });
  refund.answerInitiation(initiation(first));
  await recordAttempt(refund, first);
  const sendAgain = async () => recordAttempt(refund, await provider.sendRefund({ reference: input.reference }));
  return finishMovement(refund, input, { sendAgain });
}

/** What the API hears of the refund's first attempt. */
function initiation(attempt: RefundAttempt): RefundInitiation {
  if (attempt.kind === "refused" || attempt.kind === "unknown") return { outcome: attempt.kind, reason: attempt.reason };
  return { outcome: "accepted" };
}

/** The provider's answer to a send; `unknown` leaves the refund Pending until its status query tells. */
async function recordAttempt(refund: RefundState, attempt: RefundAttempt): Promise<void> {
  if (attempt.kind === "accepted") refund.record({ status: attempt.status });
  else if (attempt.kind === "final") await refund.settle(attempt.result, refund.providerCodeName!, "status_query");
  else if (attempt.kind === "refused") await refund.fail(refusalFailure(attempt));
}
