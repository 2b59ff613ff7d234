import { condition, proxyActivities, proxyLocalActivities, setHandler } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { MovementStatus } from "../domain/core/status";
import { isTerminal } from "../domain/core/status";
import { FailureReason } from "../domain/core/workflow-failures";
import type { RefundAttempt } from "../domain/refunds/refund-attempt";
import type { RefundInitiation } from "../domain/refunds/refund-engine";
import type { RefundResult } from "../providers/types";
import { databaseWrite, merchantNotification, providerCall } from "./activity-options";
import {
  type RefundResultSignal,
  type RefundWorkflowInput,
  refundInitiateUpdate,
  refundResultSignal,
  refundStatusQuery,
} from "./refund-definitions";
import { awaitResult } from "./steps/await-result";
import { Inbox } from "./steps/inbox";
import { notifyAndFinish } from "./steps/notify-and-finish";

const db = proxyLocalActivities<Activities>(databaseWrite);
const provider = proxyActivities<Activities>(providerCall);
const notifications = proxyActivities<Activities>(merchantNotification);

/**
 * One refund: sent to the provider that took the payment, and only there, under the refund's own
 * reference; an ambiguous answer is settled by that provider's status query (a refund it says it never
 * received is sent again there, under the same reference). Its money is held (or, for a late success,
 * in suspense) before this starts; the final state books or releases it. Then the merchant is notified.
 */
export async function RefundWorkflow(input: RefundWorkflowInput): Promise<MovementStatus> {
  const { reference } = input;
  let status: MovementStatus = "Pending";
  let initiation: RefundInitiation | undefined;
  const settle = async (result: RefundResult, from: string, source: "webhook" | "status_query", rawCallbackId: string | null) => {
    status = (await db.settleRefund({ reference, providerCodeName: from, result, rawCallbackId, source })).status;
  };
  const inbox = new Inbox<RefundResultSignal>((signal) =>
    settle(signal.result, signal.providerCodeName, "webhook", signal.rawCallbackId),
  );
  const refund = { isFinal: () => isTerminal(status), inbox };
  setHandler(refundInitiateUpdate, async () => {
    await condition(() => initiation !== undefined);
    return initiation!;
  });
  setHandler(refundResultSignal, (signal) => inbox.push(signal));
  setHandler(refundStatusQuery, () => ({ reference, status }));

  const prepared = await db.prepareRefund(reference);
  if (!prepared) {
    initiation = { outcome: "unknown", reason: "the refund is not in the worker's database" };
    return status;
  }
  const { providerCodeName } = prepared;
  const taken = async (attempt: RefundAttempt) => {
    if (attempt.kind === "accepted") status = attempt.status;
    else if (attempt.kind === "final") await settle(attempt.result, providerCodeName, "status_query", null);
    else if (attempt.kind === "refused")
      status = (await db.failRefund({ reference, reason: FailureReason.refused(attempt.reason) })).status;
  };
  const first = await provider.sendRefund({ reference });
  initiation =
    first.kind === "refused"
      ? { outcome: "refused", reason: first.reason }
      : first.kind === "unknown"
        ? { outcome: "unknown", reason: first.reason }
        : { outcome: "accepted" };
  await taken(first);

  await awaitResult(refund, input, async (expired) => {
    const answer = await provider.queryRefund({ reference, providerCodeName });
    if (answer.kind === "final") await settle(answer.result, providerCodeName, "status_query", null);
    else if (answer.kind === "pending" && status === "Pending")
      status = await db.markRefundProcessing({ reference, providerReference: answer.providerReference });
    else if (answer.kind === "not_found" && status === "Pending") {
      if (expired) status = (await db.failRefund({ reference, reason: FailureReason.neverAccepted })).status;
      else await taken(await provider.sendRefund({ reference }));
    }
  });
  await notifyAndFinish(inbox, () =>
    notifications.deliverMerchantNotification({ reference, trigger: "final_state" }).then(() => undefined),
  );
  return status;
}
