/**
 * Everything the API, the webhook dispatch and the worker share about RefundWorkflow. Workflow-safe.
 * Refunds carry the payments' search attributes, so `WorkflowType = 'RefundWorkflow'` lists them.
 */

import { defineQuery, defineSignal, defineUpdate } from "@temporalio/workflow";
import type { MovementStatus } from "../domain/core/status";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import type { RefundInitiation } from "../domain/refunds/refund-engine";
import type { RefundResult } from "../providers/types";

export const REFUND_WORKFLOW_TYPE = "RefundWorkflow";

export function refundWorkflowId(reference: string): string {
  return `refund-${reference}`;
}

export interface RefundWorkflowInput {
  reference: string;
  /** First wait for the webhook before querying the provider's status; doubles up to 15 min. */
  firstPollSeconds: number;
  /** Past this, a refund its provider says it never received ends Failed instead of being sent again. */
  expiryHours: number;
}

/** A verified provider webhook about a refund. */
export type RefundResultSignal = ProviderResultSignal<RefundResult>;

export const refundInitiateUpdate = defineUpdate<RefundInitiation>("initiate");
export const refundResultSignal = defineSignal<[RefundResultSignal]>("providerResult");
export const refundStatusQuery = defineQuery<{ reference: string; status: MovementStatus }>("status");

/** How the API and the worker address a refund's workflow (moneyOutWorkflowCalls). */
export const refundWorkflowAddress = {
  type: REFUND_WORKFLOW_TYPE,
  idOf: refundWorkflowId,
  initiate: refundInitiateUpdate,
  resultSignal: refundResultSignal,
};
