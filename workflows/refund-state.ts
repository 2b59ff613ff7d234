import { patched } from "@temporalio/workflow";
import type { MovementStatus } from "../domain/core/status";
import type { RefundInitiation } from "../domain/refunds/refund-engine";
import type { RefundResult } from "../providers/types";
import { type RefundResultSignal, refundInitiateUpdate, refundResultSignal, refundStatusQuery } from "./refund-definitions";
import { MovementState } from "./steps/movement-state";
import { RECORDED_LEGS } from "./steps/recorded-legs";

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
      recordedLeg: RECORDED_LEGS.refund,
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
