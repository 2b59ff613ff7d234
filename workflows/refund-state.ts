import { patched, proxyActivities, proxyLocalActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { MovementStatus } from "../domain/core/status";
import type { RefundInitiation } from "../domain/refunds/refund-engine";
import type { RefundResult } from "../providers/types";
import { databaseWrite, providerCall } from "./activity-options";
import { type RefundResultSignal, refundInitiateUpdate, refundResultSignal, refundStatusQuery } from "./refund-definitions";
import { MovementState } from "./steps/movement-state";

const db = proxyLocalActivities<Activities>(databaseWrite);
const provider = proxyActivities<Activities>(providerCall);

/**
 * Refunds upsert their status and provider as search attributes from this patch on; executions started before
 * it upserted none, and replay without it. Step 1 of docs/workflow-versioning.md.
 */
const REFUND_SEARCH_ATTRIBUTES_PATCH = "refund-search-attributes";

/** One refund's workflow state and its message handlers (`initiate`, the provider result signal, the status query). */
export class RefundState extends MovementState<
  RefundResult,
  RefundResultSignal,
  RefundInitiation,
  { reference: string; status: MovementStatus }
> {
  constructor(reference: string) {
    super(reference, {
      kind: "refund",
      noun: "refund",
      messages: { initiate: refundInitiateUpdate, result: refundResultSignal, status: refundStatusQuery },
      toMessage: (signal) => signal,
      recordedLeg: {
        settle: (input) => db.settleRefund(input),
        fail: (input) => db.failRefund(input),
        markProcessing: (input) => db.markRefundProcessing(input),
        queryStatus: (input) => provider.queryRefund(input),
      },
    });
  }

  /** The provider that took the payment, the only one the refund goes to. */
  sendingTo(providerCodeName: string): void {
    this.providerCodeName = providerCodeName;
    this.publishSearchAttributes();
  }

  protected override publishSearchAttributes(): void {
    if (patched(REFUND_SEARCH_ATTRIBUTES_PATCH)) super.publishSearchAttributes();
  }

  protected describe() {
    return { reference: this.reference, status: this.status };
  }

  protected apply(signal: RefundResultSignal): Promise<void> {
    return this.settleFromWebhook(signal);
  }
}
