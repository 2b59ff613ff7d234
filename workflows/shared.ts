/**
 * Everything the API, the webhook handler and the worker share about PaymentWorkflow: its id, input,
 * update, signal and query. Workflow-safe: no I/O, no Node APIs.
 */
import { defineQuery, defineSignal, defineUpdate } from "@temporalio/workflow";
import type { ProviderResult } from "../providers/types";

export const PAYMENT_WORKFLOW_TYPE = "PaymentWorkflow";

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
   * Set by the sweep for a row that waited past PENDING_START_MAX_AGE_SECONDS for its workflow:
   * prompting the customer now would surprise them, so the payment ends Failed (NOT_STARTED_IN_TIME).
   */
  notStartedInTime?: boolean;
}

export const NOT_STARTED_IN_TIME = "not started in time";

export type TransactionStatus = "Pending" | "Processing" | "Success" | "Failed";

/** What the initiate update answers once initiation has settled. */
export type InitiationResult =
  | { outcome: "accepted"; providerCodeName: string; providerReference: string }
  /** Every candidate definitively refused: the transaction is Failed. */
  | { outcome: "refused"; reason: string }
  /** A provider may hold the payment: the transaction stays Pending and is reconciled. */
  | { outcome: "unknown"; reason: string };

/** Sent by the webhook handler once a verified RawCallback is stored. */
export interface ProviderResultSignal {
  rawCallbackId: string;
  providerCodeName: string;
  result: ProviderResult;
}

export interface PaymentWorkflowStatus {
  reference: string;
  status: TransactionStatus;
  providerCodeName: string | null;
  providerReference: string | null;
  callbackDelivered: boolean;
}

export const initiateUpdate = defineUpdate<InitiationResult>("initiate");
export const providerResultSignal = defineSignal<[ProviderResultSignal]>("providerResult");
export const statusQuery = defineQuery<PaymentWorkflowStatus>("status");
