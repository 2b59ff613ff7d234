import { patched, proxyLocalActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { MovementStatus } from "../domain/core/status";
import type { RefundInitiation } from "../domain/refunds/refund-engine";
import type { Failure } from "../providers/failure-reasons";
import type { RefundResult } from "../providers/types";
import { databaseWrite } from "./activity-options";
import { type RefundResultSignal, refundInitiateUpdate, refundResultSignal, refundStatusQuery } from "./refund-definitions";
import { MovementState } from "./steps/movement-state";

const db = proxyLocalActivities<Activities>(databaseWrite);

/**
 * Refunds upsert their status and provider as search attributes from this patch on; executions started before
 * it upserted none, and replay without it. Step 1 of docs/workflow-versioning.md.
 */
const REFUND_SEARCH_ATTRIBUTES_PATCH = "refund-search-attributes";

/** One refund's workflow state and its message handlers (`initiate`, the provider result signal, the status query). */
export class RefundState extends MovementState<
  RefundResultSignal,
  RefundResultSignal,
  RefundInitiation,
  { reference: string; status: MovementStatus }
> {
  constructor(reference: string) {
    super(
      reference,
      "refund",
      { initiate: refundInitiateUpdate, result: refundResultSignal, status: refundStatusQuery },
      (signal) => signal,
    );
  }

  /** The provider that took the payment, the only one the refund goes to. */
  sendingTo(providerCodeName: string): void {
    this.providerCodeName = providerCodeName;
    this.publishSearchAttributes();
  }

  async settle(result: RefundResult, from: string, source: "webhook" | "status_query", rawCallbackId: string | null = null) {
    this.record(await db.settleRefund({ reference: this.reference, providerCodeName: from, result, rawCallbackId, source }));
  }

  async fail(failure: Failure): Promise<void> {
    this.record(await db.failRefund({ reference: this.reference, failure }));
  }

  async markProcessing(providerReference: string | null): Promise<void> {
    this.record({ status: await db.markRefundProcessing({ reference: this.reference, providerReference }) });
  }

  protected override publishSearchAttributes(): void {
    if (patched(REFUND_SEARCH_ATTRIBUTES_PATCH)) super.publishSearchAttributes();
  }

  protected describe() {
    return { reference: this.reference, status: this.status };
  }

  protected apply(signal: RefundResultSignal): Promise<void> {
    return this.settle(signal.result, signal.providerCodeName, "webhook", signal.rawCallbackId);
  }
}
