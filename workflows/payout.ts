import { proxyActivities, proxyLocalActivities, workflowInfo } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { MovementStatus } from "../domain/core/status";
import { PayoutWaiting, refusalFailure, WorkflowFailure } from "../domain/core/workflow-failures";
import type { PayoutAttempt } from "../domain/payouts/payout-attempt";
import type { Failure } from "../providers/failure-reasons";
import { databaseWrite, providerCall } from "./activity-options";
import type { PayoutWorkflowInput } from "./payout-definitions";
import { PayoutState } from "./payout-state";
import { finishMovement } from "./steps/finish-movement";

const db = proxyLocalActivities<Activities>(databaseWrite);
const provider = proxyActivities<Activities>(providerCall);

/** Without PAYOUT_APPROVAL_HOURS in the input (a start the API did not make), its default. */
const DEFAULT_APPROVAL_HOURS = 24;

/**
 * One payout, from routing to the merchant's notification. Its money is held before this starts (at
 * creation). One over the merchant's approval threshold first waits for approval, sent nowhere until then.
 * It is sent to one provider at a time under its own reference; only a definitive refusal
 * moves it to the next, and an ambiguous answer is settled by that provider's status query alone, so
 * it is never paid twice. With no provider able to take it, it waits (queued) until one recovers.
 */
export async function PayoutWorkflow(input: PayoutWorkflowInput): Promise<MovementStatus> {
  const payout = new PayoutState(input.reference);
  const prepared = await db.preparePayout(input.reference);
  if (!prepared) return payout.abandonNotInDatabase();
  payout.record({ status: prepared.status });
  payout.markPrepared();
  const queuedReason = PayoutWaiting.queuedNoProvider(prepared.service, prepared.currency);
  // An approved payout's queue and expiry count from its approval, not from its creation.
  let since: number | undefined;
  if (!payout.isFinal() && prepared.approval === "awaiting_approval") {
    const approvalEndsAt = prepared.createdAtMs! + (input.approvalHours ?? DEFAULT_APPROVAL_HOURS) * 3_600_000;
    if (await payout.awaitApproval(approvalEndsAt)) since = Date.now();
  }
  const routing = { ...input, queuedReason, since };
  if (!payout.isFinal()) await routeAndSend(payout, routing, new Set());
  return finishMovement(payout, routing, { sendAgain: () => sendAgain(payout, routing) });
}

/** `since`: when routing began, if not at the workflow's start (an approved payout: its approval). */
type RoutingInput = PayoutWorkflowInput & { queuedReason: string; since?: number };

/**
 * Tries the candidates in order until one takes the payout (or may have: `unknown`), skipping those that
 * refused it for good; when none can, waits for providers to change, up to the queue's limit. Ends the
 * payout Failed when every provider refused it for good, it was cancelled, or the wait ran out.
 */
async function routeAndSend(payout: PayoutState, input: RoutingInput, refusedForGood: Set<string>): Promise<void> {
  const queueEndsAt = (input.since ?? workflowInfo().startTime.getTime()) + input.queueHours * 3_600_000;
  const refusals: string[] = [];
  let lastRefusal: Failure | undefined;
  for (;;) {
    const candidates = (await db.payoutCandidates(payout.reference)).filter((name) => !refusedForGood.has(name));
    let shortOfFloat = false;
    for (const name of candidates) {
      payout.withProvider(name);
      const attempt = await provider.sendPayout({ reference: payout.reference, providerCodeName: name });
      if (attempt.kind !== "refused") return recordTaken(payout, name, attempt);
      refusals.push(attempt.reason);
      lastRefusal = refusalFailure(attempt);
      if (attempt.float) shortOfFloat = true;
      else refusedForGood.add(name);
    }
    if (candidates.length > 0 && !shortOfFloat) {
      await payout.fail(lastRefusal!);
      payout.answerInitiation({ outcome: "refused", reason: refusals.join("; ") });
      return;
    }
    if (Date.now() >= queueEndsAt) {
      // The last refusal says why when one was heard (a float run dry); else no provider was there to ask.
      await payout.fail(lastRefusal ?? WorkflowFailure.noProvider);
      payout.answerInitiation({ outcome: "refused", reason: PayoutWaiting.queueExpired(input.queueHours) });
      return;
    }
    const wait = Math.min(input.queueRecheckSeconds * 1000, queueEndsAt - Date.now());
    if (await payout.waitForProviders(input.queuedReason, wait)) return;
  }
}

/** A provider took the payout, answered its result already, or may hold it: the API hears which. */
async function recordTaken(payout: PayoutState, name: string, attempt: Exclude<PayoutAttempt, { kind: "refused" }>) {
  switch (attempt.kind) {
    case "accepted":
      payout.record({ status: attempt.status });
      payout.answerInitiation({ outcome: "accepted", providerCodeName: name });
      return;
    case "final":
      payout.answerInitiation({ outcome: "accepted", providerCodeName: name });
      await payout.settle(attempt.result, name, "status_query");
      return;
    case "unknown":
      payout.answerInitiation({ outcome: "unknown", reason: attempt.reason });
      return;
  }
}

/**
 * The payout's provider says it never received it: sent to it again under the same reference (it cannot be paid twice
 * there); once it refuses for good, the other providers are tried.
 */
async function sendAgain(payout: PayoutState, input: RoutingInput): Promise<void> {
  const providerCodeName = payout.providerCodeName!;
  const attempt = await provider.sendPayout({ reference: payout.reference, providerCodeName });
  if (attempt.kind !== "refused") return recordTaken(payout, providerCodeName, attempt);
  await routeAndSend(payout, input, new Set(attempt.float ? [] : [providerCodeName]));
}
