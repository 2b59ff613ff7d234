import { ApplicationFailure } from "@temporalio/common";
import type { MovementStatus } from "../domain/core/status";
import { FailureType, WorkflowFailure } from "../domain/core/workflow-failures";
import { assignProviderWhilePending, findPayment, markReachedByWorkflow } from "../domain/payments/payments-store";
import type { PaymentRow } from "../domain/payments/row";
import { moveIfAllowed } from "../domain/payments/transitions";
import type { AttemptOutcome, RecordedAttempt } from "../domain/routing/failover";
import { latestAttempt } from "../domain/routing/provider-attempts-store";
import { routePayment, routingSettings } from "../domain/routing/route-payment";
import { recordRoutingOutcome } from "../domain/routing/routing-window-store";
import { type Failure, isProvidersOwn } from "../providers/failure-reasons";
import type { ServiceSymbol } from "../providers/services";
import { ATTEMPT_NAMES, type ProviderClient, type StatusOutcome } from "../providers/types";
import type { ActivityDeps } from "./deps";
import { callProvider, mayStillArrive, queryProvider } from "./provider-call";

/** The payment as its workflow starts, and the providers to try, in order. */
export interface PreparedPayment {
  payment: PaymentSnapshot;
  candidates: string[];
}

export interface PaymentSnapshot {
  reference: string;
  status: MovementStatus;
  accountType: "sandbox" | "prod";
  requestedProvider: string | null;
  providerCodeName: string | null;
  providerReference: string | null;
}

const paymentSnapshot = (row: PaymentRow): PaymentSnapshot => ({
  reference: row.reference,
  status: row.transaction_status,
  accountType: row.account_type,
  requestedProvider: row.requested_provider,
  providerCodeName: row.provider_code_name,
  providerReference: row.provider_reference,
});

export function createPaymentActivities(deps: ActivityDeps) {
  const { db, providers, config } = deps;

  const clientOf = (codeName: string): ProviderClient => {
    const found = providers.get(codeName);
    if (!found) throw new Error(`provider ${codeName} is not registered in this process`);
    return found;
  };

  /** The payment as its workflow starts, marking the row as reached by its workflow (see the orphan sweep). */
  const reachPayment = async (reference: string): Promise<PaymentRow | undefined> => {
    const row = await markReachedByWorkflow(db, reference);
    if (!row) reportTransactionNotInDatabase(deps, reference);
    return row;
  };

  /**
   * A definitive refusal is a failed payment at that provider; the success-rate window learns it only when the
   * reason is the provider's own (a customer's bad number says nothing of the provider).
   */
  const refusedBy = async (
    row: PaymentRow,
    providerCodeName: string,
    reason: string,
    failure: Failure,
  ): Promise<AttemptOutcome> => {
    if (row.account_type === "prod" && isProvidersOwn(failure.reason)) {
      const { reference, service, currency } = row;
      await recordRoutingOutcome(db, { reference, provider: providerCodeName, service, currency, succeeded: false });
    }
    return { kind: "refused", reason, failure };
  };

  /** One provider's answer to the initiation, any ambiguity put to its status query. */
  const attempt = async (row: PaymentRow, providerCodeName: string): Promise<AttemptOutcome> => {
    const { reference } = row;
    const outcome = await callProvider({
      db,
      client: clientOf(providerCodeName),
      operation: "collect",
      reference,
      request: {
        reference,
        amount: row.amount,
        currency: row.currency,
        service: row.service as ServiceSymbol,
        customerNumber: row.customer_number,
        notifyUrl: `${config.PUBLIC_BASE_URL}/api/callbacks/${providerCodeName}/`,
      },
    });
    switch (outcome.kind) {
      case "accepted":
        return { kind: "accepted", providerReference: outcome.providerReference, final: outcome.final ?? null };
      case "rejected":
        return refusedBy(row, providerCodeName, `${providerCodeName}: ${outcome.reasonCode}`, outcome.failure);
      case "ambiguous": {
        const settled = outcome.query;
        switch (settled.kind) {
          case "not_found":
            // A request that timed out may reach the provider after this query: the next one must not hold it too.
            if (outcome.mayStillArrive)
              return { kind: "unknown", reason: `${providerCodeName}: ${outcome.error}; status query: not found yet` };
            return refusedBy(
              row,
              providerCodeName,
              `${providerCodeName}: ${outcome.error}, never accepted`,
              WorkflowFailure.neverAccepted,
            );
          case "pending":
            return { kind: "accepted", providerReference: settled.providerReference ?? "", final: null };
          case "final":
            return { kind: "accepted", providerReference: settled.result.providerReference, final: settled.result };
          case "unknown":
            return { kind: "unknown", reason: `${providerCodeName}: ${outcome.error}; status query: ${settled.error}` };
          default: {
            const unreachable: never = settled;
            throw new Error(`unhandled status ${JSON.stringify(unreachable)}`);
          }
        }
      }
      default: {
        const unreachable: never = outcome;
        throw new Error(`unhandled outcome ${JSON.stringify(unreachable)}`);
      }
    }
  };

  return {
    /** The payment as its workflow starts, and the providers to try in order (one step for both). */
    async preparePayment(reference: string): Promise<PreparedPayment | null> {
      const row = await reachPayment(reference);
      return row ? { payment: paymentSnapshot(row), candidates: await routePayment(db, routingSettings(config), row) } : null;
    },

    /**
     * Asks one provider to initiate the payment. An acceptance is recorded here (Pending → Processing),
     * so the workflow needs no step of its own for it; its `status` says the state afterwards.
     */
    async initiateWithProvider(input: { reference: string; providerCodeName: string }): Promise<RecordedAttempt> {
      const { reference, providerCodeName } = input;
      const row = await assignProviderWhilePending(db, reference, providerCodeName);
      if (!row) {
        reportTransactionNotInDatabase(deps, reference);
        throw ApplicationFailure.nonRetryable(
          `transaction ${reference} is not in this worker's database`,
          FailureType.MovementNotFound,
        );
      }
      const outcome = await attempt(row, providerCodeName);
      if (outcome.kind !== "accepted") return outcome;
      const status = await moveIfAllowed(db, reference, "Processing", {
        provider_code_name: providerCodeName,
        provider_reference: outcome.providerReference || null,
      });
      return { ...outcome, status };
    },

    /**
     * The provider's status of the payment. "Not found" proves nothing while the initiation it was sent went
     * unanswered (it may still arrive): the payment then waits, Pending, until it is found or expires.
     */
    async queryProviderStatus(input: { reference: string; providerCodeName: string }): Promise<StatusOutcome> {
      const transaction = await findPayment(db, input.reference);
      if (!transaction) return { kind: "unknown", error: `transaction ${input.reference} is not in this worker's database` };
      const answer = await queryProvider({
        db,
        client: clientOf(input.providerCodeName),
        operation: "queryCollection",
        query: { reference: input.reference, amount: transaction.amount, currency: transaction.currency },
      });
      if (answer.kind !== "not_found") return answer;
      const initiation = await latestAttempt(db, input.reference, input.providerCodeName, ATTEMPT_NAMES.collect);
      return initiation && mayStillArrive({ httpStatus: initiation.http_status, error: initiation.error })
        ? { kind: "unknown", error: "not found yet: its initiation went unanswered and may still arrive" }
        : answer;
    },
  };
}

/**
 * A workflow for a reference this worker's database does not hold: two deployments share a task
 * queue. Never an answer about the payment; loud, because payments of the other deployment wait.
 * (The observability work counts it here as a metric.)
 */
function reportTransactionNotInDatabase(deps: ActivityDeps, reference: string): void {
  deps.logger.error(
    { reference, taskQueue: deps.config.TEMPORAL_TASK_QUEUE },
    "payment workflow for a transaction that is not in this worker's database: does another deployment share the task queue?",
  );
}
