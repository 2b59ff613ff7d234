import type { VerifiedResult } from "../../domain/core/settlement";
import type { MovementStatus } from "../../domain/core/status";
import { WorkflowFailure } from "../../domain/core/workflow-failures";
import { awaitResult, type ResultWait } from "./await-result";
import type { MovementState } from "./movement-state";
import { notifyAndFinish } from "./notify-and-finish";

/** Any kind's workflow state: the steps below use only what every kind shares. */
type Movement<Message> = MovementState<VerifiedResult, Message, unknown, unknown>;

/** What a kind says of the end of its provider leg; the rest is every kind's. */
export interface LegEnd {
  /**
   * Sends again, under the same reference, a movement its provider says it never received, before its expiry (the
   * provider cannot take it twice under one reference). Without it, such a movement ends Failed.
   */
  sendAgain?: () => Promise<void>;
  /**
   * Whether the movement ends Failed at its expiry while its provider still calls it pending: a collection's prompt
   * has lapsed; money out waits for the provider's final word, which alone says whether it left.
   */
  failsAtExpiry?: boolean;
}

/**
 * Every kind's provider leg after its send: waits for the final result (a webhook, or the provider's status query
 * when none came), then notifies the merchant, still applying late results. Answers the final status.
 */
export async function finishMovement<Message>(
  movement: Movement<Message>,
  wait: ResultWait,
  end: LegEnd,
): Promise<MovementStatus> {
  await awaitResult(movement, wait, (expired) => askProvider(movement, expired, end));
  await notifyAndFinish(movement.inbox, () => movement.notifyMerchant());
  return movement.status;
}

/**
 * No message for a while: the provider's status query tells. A final answer settles the movement; a pending one
 * moves it from Pending to Processing; one the provider never received is sent again or, past its expiry, ends Failed.
 */
async function askProvider<Message>(movement: Movement<Message>, expired: boolean, end: LegEnd): Promise<void> {
  const answer = await movement.queryStatus();
  if (answer.kind === "final") await movement.settle(answer.result, movement.providerCodeName!, "status_query");
  else if (answer.kind === "pending" && movement.status === "Pending") await movement.markProcessing(answer.providerReference);
  else if (answer.kind === "not_found" && movement.status === "Pending") {
    if (expired || !end.sendAgain) await movement.fail(WorkflowFailure.neverAccepted);
    else await end.sendAgain();
  }
  if (end.failsAtExpiry && expired && !movement.isFinal()) await movement.fail(WorkflowFailure.expired);
}
