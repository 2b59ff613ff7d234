import { workflowInfo } from "@temporalio/workflow";
import type { MessageInbox } from "./inbox";
import { nextPollDelayMs } from "./polling";

/** How long a payment waits for its result, from its workflow's input. */
export interface ResultWait {
  /** With no final answer by then the payment ends Failed. */
  expiryHours: number;
  /** First wait for a message before asking the provider; doubles up to 15 min. */
  firstPollSeconds: number;
  /** When the expiry starts counting (ms), if not at the workflow's start: an approved payout's approval. */
  since?: number;
}

/**
 * Waits until the payment is final: applies messages as they arrive; when none came within the poll
 * delay, or a nudge asks for it, asks the provider (`askProvider`), saying whether the expiry has passed,
 * in which case it must end the payment.
 */
export async function awaitResult(
  payment: { isFinal(): boolean; readonly inbox: MessageInbox },
  wait: ResultWait,
  askProvider: (expired: boolean) => Promise<void>,
): Promise<void> {
  const expiresAt = (wait.since ?? workflowInfo().startTime.getTime()) + wait.expiryHours * 3_600_000;
  let pollDelay: number | undefined;
  while (!payment.isFinal()) {
    pollDelay = nextPollDelayMs(pollDelay, wait.firstPollSeconds * 1000);
    if (await payment.inbox.arrival(Math.max(1000, Math.min(pollDelay, expiresAt - Date.now())))) {
      await payment.inbox.applyAll();
      if (payment.inbox.takeNudge() && !payment.isFinal()) await askProvider(Date.now() >= expiresAt);
    } else {
      await askProvider(Date.now() >= expiresAt);
    }
  }
}
