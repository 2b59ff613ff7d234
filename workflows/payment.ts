import { ActivityFailure, ApplicationFailure, proxyActivities, proxyLocalActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { MovementStatus } from "../domain/core/status";
import { FailureType, refusalFailure, WorkflowFailure } from "../domain/core/workflow-failures";
import { initiationResult } from "../domain/routing/failover";
import { databaseWrite, providerCall } from "./activity-options";
import type { PaymentWorkflowInput } from "./definitions";
import { PaymentState } from "./payment-state";
import { finishMovement } from "./steps/finish-movement";
import { routeWithFailover } from "./steps/route-with-failover";

const db = proxyLocalActivities<Activities>(databaseWrite);
const provider = proxyActivities<Activities>(providerCall);

/**
 * One payment (a collection), from routing to the merchant's notification: route, initiate (answered
 * to the API through the `initiate` update), await the provider's result, notify.
 */
export async function PaymentWorkflow(input: PaymentWorkflowInput): Promise<MovementStatus> {
  const payment = new PaymentState(input.reference);
  const routing = await route(payment, input);
  if (input.notStartedInTime && routing.pendingAtStart) {
    // Too late to prompt the customer: no provider hears of it; the merchant is notified below.
    await payment.fail(WorkflowFailure.notStartedInTime);
    payment.answerInitiation({ outcome: "refused", reason: "not started in time" });
  } else {
    await initiate(payment, routing.candidates);
  }
  return finishMovement(payment, input, { failsAtExpiry: true });
}

/** The route the API chose at creation; without one (the orphan sweep's starts) a step of our own reads the row and routes it. */
async function route(payment: PaymentState, input: PaymentWorkflowInput) {
  if (input.route) return { candidates: input.route, pendingAtStart: true };
  const prepared = await db.preparePayment(input.reference);
  if (!prepared) return payment.abandonNotInDatabase();
  return { candidates: prepared.candidates, pendingAtStart: prepared.payment.status === "Pending" };
}

/**
 * Asks the candidates with failover (the provider activity records an acceptance itself) and answers
 * the API; a final result the initiation's status query already gave is recorded after that answer.
 */
async function initiate(payment: PaymentState, candidates: string[]): Promise<void> {
  const { reference } = payment;
  const stop = await routeWithFailover(candidates, (providerCodeName) => {
    payment.askingProvider(providerCodeName);
    return provider.initiateWithProvider({ reference, providerCodeName }).catch((error) => {
      if (isFailureOfType(error, FailureType.MovementNotFound)) return payment.abandonNotInDatabase();
      throw error;
    });
  });
  const { last } = stop;
  const result = initiationResult(stop.provider, last, stop.refusals);
  if (last?.kind === "accepted") payment.record({ status: last.status, providerReference: last.providerReference || null });
  // Every candidate refused: the last definitive refusal says why; no candidate at all, none was available.
  else if (result.outcome === "refused")
    await payment.fail(last?.kind === "refused" ? refusalFailure(last) : WorkflowFailure.noProvider);
  else payment.record({}); // unsettled: Pending at the provider last asked, until its status query tells
  payment.answerInitiation(result);
  if (last?.kind === "accepted" && last.final) await payment.settle(last.final, stop.provider!, "status_query");
}

function isFailureOfType(error: unknown, type: string): boolean {
  return error instanceof ActivityFailure && error.cause instanceof ApplicationFailure && error.cause.type === type;
}
