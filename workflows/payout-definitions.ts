/**
 * Everything the API, the webhook dispatch and the worker share about PayoutWorkflow: its id, input,
 * updates, signals and query. Workflow-safe: no I/O, no Node APIs. Payouts carry the payments' search
 * attributes (PaymentReference, MerchantId, PaymentStatus, ProviderCodeName): in the Temporal UI,
 * `WorkflowType = 'PayoutWorkflow' AND PaymentStatus = 'Pending'` lists the payouts waiting.
 */

import { defineQuery, defineSignal, defineUpdate } from "@temporalio/workflow";
import type { MovementStatus } from "../domain/core/status";
import type { PayoutInitiation } from "../domain/payouts/payout-engine";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";

export const PAYOUT_WORKFLOW_TYPE = "PayoutWorkflow";

export function payoutWorkflowId(reference: string): string {
  return `payout-${reference}`;
}

export interface PayoutWorkflowInput {
  reference: string;
  /** How long a payout waits for a provider to recover before it ends Failed (PAYOUT_QUEUE_HOURS). */
  queueHours: number;
  /** While waiting, how often the providers are looked at again without being told (a signal wakes it sooner). */
  queueRecheckSeconds: number;
  /** First wait for the webhook before querying the provider's status; doubles up to 15 min. */
  firstPollSeconds: number;
  /** Past this, a payout its provider says it never received ends Failed instead of being sent again. */
  expiryHours: number;
  /**
   * How long a payout awaiting approval waits for it, from its creation, before it ends Failed (`not approved`)
   * (PAYOUT_APPROVAL_HOURS). Absent from inputs recorded before approvals existed, whose payouts need none.
   */
  approvalHours?: number;
}

export interface PayoutWorkflowStatus {
  reference: string;
  status: MovementStatus;
  phase: PayoutPhase;
  providerCodeName: string | null;
  callbackDelivered: boolean;
}

/** Where the payout is: awaiting the merchant's approval, routing among providers, waiting for one, with a provider, or final. */
export type PayoutPhase = "awaiting_approval" | "routing" | "queued" | "with_provider" | "final";

export const payoutInitiateUpdate = defineUpdate<PayoutInitiation>("initiate");
/**
 * Approves a payout awaiting approval (`approvedBy`: the user); answers once the approval is recorded, after which
 * it is routed. A repeat answers the same. Refused (FailureType.InvalidStateTransition) once it was cancelled or
 * expired, or when it never awaited approval.
 */
export const approvePayoutUpdate = defineUpdate<{ status: MovementStatus }, [{ approvedBy: string }]>("approve");
/**
 * Ends a payout `cancelled` while it waits for a provider or for approval; refused (FailureType.InvalidStateTransition)
 * once a provider may have it or it was approved. `awaitingApproval`: the caller read the row awaiting approval, so
 * the cancel is taken even before the workflow has read it (nothing can have been sent).
 */
export const cancelPayoutUpdate = defineUpdate<{ status: MovementStatus }, [{ awaitingApproval?: boolean }]>("cancel");
export const payoutResultSignal = defineSignal<[ProviderResultSignal]>("providerResult");
/** Providers' routing or health changed: a waiting payout looks at them again now. */
export const providersChangedSignal = defineSignal("providersChanged");
export const payoutStatusQuery = defineQuery<PayoutWorkflowStatus>("status");

/** How the API and the worker address a payout's workflow (moneyOutWorkflowCalls). */
export const payoutWorkflowAddress = {
  type: PAYOUT_WORKFLOW_TYPE,
  idOf: payoutWorkflowId,
  initiate: payoutInitiateUpdate,
  resultSignal: payoutResultSignal,
};
