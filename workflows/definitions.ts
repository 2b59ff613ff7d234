/**
 * Everything the API, the webhook dispatch and the worker share about PaymentWorkflow: its id, input,
 * update, signal and query. Workflow-safe: no I/O, no Node APIs.
 */
import { defineSearchAttributeKey, SearchAttributeType } from "@temporalio/common";
import { defineQuery, defineSignal, defineUpdate } from "@temporalio/workflow";
import type { MovementStatus } from "../domain/core/status";
import type { StaffResolution } from "../domain/payments/settle";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import type { InitiationResult } from "../domain/routing/failover";

export const PAYMENT_WORKFLOW_TYPE = "PaymentWorkflow";
export const RESEND_NOTIFICATION_WORKFLOW_TYPE = "ResendNotificationWorkflow";

/**
 * Search attributes of every kind's workflow (Keyword), so operators can list movements in the Temporal UI,
 * e.g. `WorkflowType = 'PayoutWorkflow' AND PaymentStatus = 'Processing' AND ProviderCodeName = 'alpha'`. Their
 * names stay those the payments first registered (servers and saved queries know them by these). Registered on the
 * server (see MOVEMENT_SEARCH_ATTRIBUTE_NAMES) before any workflow uses them.
 */
export const MovementSearchAttributes = {
  reference: defineSearchAttributeKey("PaymentReference", SearchAttributeType.KEYWORD),
  merchantId: defineSearchAttributeKey("MerchantId", SearchAttributeType.KEYWORD),
  status: defineSearchAttributeKey("PaymentStatus", SearchAttributeType.KEYWORD),
  providerCodeName: defineSearchAttributeKey("ProviderCodeName", SearchAttributeType.KEYWORD),
} as const;

export const MOVEMENT_SEARCH_ATTRIBUTE_NAMES = Object.values(MovementSearchAttributes).map((key) => key.name);

export function paymentWorkflowId(reference: string): string {
  return `payment-${reference}`;
}

export interface PaymentWorkflowInput {
  reference: string;
  /** With no final answer by then the payment ends Failed (reason `expired`). */
  expiryHours: number;
  /** First wait for the webhook before querying the provider's status; doubles up to 15 min. */
  firstPollSeconds: number;
  /**
   * Set by the orphan sweep for a row that waited past PENDING_START_MAX_AGE_SECONDS for its workflow:
   * prompting the customer now would surprise them, so the payment ends Failed (`WorkflowFailure.notStartedInTime`: `expired`).
   */
  notStartedInTime?: boolean;
  /**
   * The providers to try, in order, as the API routed the payment when it created it: the workflow's
   * first step is then the provider call. Absent when the orphan sweep starts a workflow: the workflow
   * then routes in a step of its own.
   */
  route?: string[];
}

export interface PaymentWorkflowStatus {
  reference: string;
  status: MovementStatus;
  providerCodeName: string | null;
  providerReference: string | null;
  /** Whether the merchant notification of the final state was delivered. */
  callbackDelivered: boolean;
}

export const initiateUpdate = defineUpdate<InitiationResult>("initiate");
export const providerResultSignal = defineSignal<[ProviderResultSignal]>("providerResult");
export const statusQuery = defineQuery<PaymentWorkflowStatus>("status");
/**
 * Every kind's workflow takes it: a callback arrived that its protocol cannot authenticate, so the workflow asks
 * its provider's status query now instead of at its next poll. It carries nothing to trust.
 */
export const askProviderStatusSignal = defineSignal("askProviderStatus");
/**
 * Settles the payment as staff decided, through the same path as a provider's result; answers the
 * final status. Rejected (`FailureType.InvalidStateTransition`) once the payment is final.
 */
export const resolveByStaffUpdate = defineUpdate<{ status: MovementStatus }, [StaffResolution]>("resolveByStaff");
