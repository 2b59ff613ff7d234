import { ApplicationFailure, condition, proxyLocalActivities, setHandler } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { MovementStatus } from "../domain/core/status";
import { FailureType, WorkflowFailure } from "../domain/core/workflow-failures";
import type { PayoutInitiation } from "../domain/payouts/payout-engine";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import type { ProviderResult } from "../providers/types";
import { databaseWrite } from "./activity-options";
import {
  approvePayoutUpdate,
  cancelPayoutUpdate,
  type PayoutPhase,
  type PayoutWorkflowStatus,
  payoutInitiateUpdate,
  payoutResultSignal,
  payoutStatusQuery,
  providersChangedSignal,
} from "./payout-definitions";
import { MovementState } from "./steps/movement-state";
import { RECORDED_LEGS } from "./steps/recorded-legs";

const db = proxyLocalActivities<Activities>(databaseWrite);

const notCancellable = (status: MovementStatus, phase: PayoutPhase) =>
  ApplicationFailure.create({
    type: FailureType.InvalidStateTransition,
    message: phase === "final" ? `The payout is already ${status}.` : "A provider may already have the payout.",
    details: [status],
    nonRetryable: true,
  });

const notApprovable = (status: MovementStatus) =>
  ApplicationFailure.create({
    type: FailureType.InvalidStateTransition,
    message: "The payout does not await approval (it never did, or it was cancelled or expired).",
    details: [status],
    nonRetryable: true,
  });

/** How a payout's wait for approval ended: the first of the merchant's approval, its cancel, or the timer. */
type ApprovalDecision = "approved" | "cancelled" | "expired";

/**
 * One payout's workflow state and its message handlers (`initiate`, `approve` and `cancel` updates, the provider
 * result and providers-changed signals, the status query), with the recorded steps that change it.
 */
export class PayoutState extends MovementState<ProviderResult, ProviderResultSignal, PayoutInitiation, PayoutWorkflowStatus> {
  phase: PayoutPhase = "routing";
  cancelRequested = false;
  /** Set by the providers-changed signal; a waiting payout clears it when it looks again. */
  providersChanged = false;
  /**
   * Settled once, by whichever comes first while the payout awaits approval: the `approve` update, the `cancel`
   * update, or the timer. Each update's validator refuses once another decision stands, so an approval racing a
   * cancel has exactly one winner, and a repeated approval is the same approval.
   */
  private approvalDecision: ApprovalDecision | undefined;
  private approvedBy: string | undefined;
  private approvalRecorded = false;
  /**
   * False until the payout's row is read: before then nothing was sent, and an approval or a cancel of a payout
   * awaiting approval (the API says so: it read the row) is taken, to be met once the wait for approval begins.
   */
  private prepared = false;

  constructor(reference: string) {
    super(reference, {
      kind: "payout",
      noun: "payout",
      messages: { initiate: payoutInitiateUpdate, result: payoutResultSignal, status: payoutStatusQuery },
      toMessage: (signal) => signal,
      recordedLeg: RECORDED_LEGS.payout,
    });
    setHandler(providersChangedSignal, () => {
      this.providersChanged = true;
    });
    setHandler(
      cancelPayoutUpdate,
      async () => {
        this.cancelRequested = true;
        if (this.phase === "awaiting_approval" || !this.prepared) this.approvalDecision = "cancelled";
        await condition(() => this.isFinal());
        return { status: this.status };
      },
      {
        // An older client sends no argument.
        validator: (request: { awaitingApproval?: boolean } | undefined) => {
          const early = !this.prepared && request?.awaitingApproval === true;
          const undecided = (this.phase === "awaiting_approval" || early) && this.approvalDecision === undefined;
          const waiting = this.phase === "queued" || undecided;
          if (!waiting || this.cancelRequested) throw notCancellable(this.status, this.phase);
        },
      },
    );
    setHandler(
      approvePayoutUpdate,
      async ({ approvedBy }) => {
        if (this.approvalDecision === undefined) {
          this.approvalDecision = "approved";
          this.approvedBy = approvedBy;
        }
        await condition(() => this.approvalRecorded || this.isFinal());
        return { status: this.status };
      },
      {
        validator: (_request: { approvedBy: string }) => {
          const open = (this.phase === "awaiting_approval" || !this.prepared) && this.approvalDecision === undefined;
          if (!open && this.approvalDecision !== "approved") throw notApprovable(this.status);
        },
      },
    );
  }

  /** A provider is being asked: from here on the payout cannot be cancelled. */
  withProvider(providerCodeName: string): void {
    this.phase = "with_provider";
    this.providerCodeName = providerCodeName;
    this.publishSearchAttributes();
  }

  override record(step: { status?: MovementStatus; providerReference?: string | null }): void {
    super.record(step);
    if (this.isFinal()) this.phase = "final";
  }

  /** The payout's row is read: from here an approval or a cancel is taken only in the phases that allow it. */
  markPrepared(): void {
    this.prepared = true;
  }

  /**
   * Waits, Pending, its money held, for the merchant's approval until `endsAtMs` (sending it nowhere meanwhile).
   * Answers whether it was approved (the approval recorded: it goes to the providers next); a cancel ends it
   * Failed (`cancelled`), the timer Failed (`not_approved`), either releasing its hold.
   */
  async awaitApproval(endsAtMs: number): Promise<boolean> {
    this.phase = "awaiting_approval";
    this.answerInitiation({ outcome: "awaiting_approval" });
    // At least 1 ms: a condition's timeout of 0 would be no timeout at all.
    await condition(() => this.approvalDecision !== undefined, Math.max(1, endsAtMs - Date.now()));
    this.approvalDecision ??= "expired";
    switch (this.approvalDecision) {
      case "approved": {
        this.phase = "routing";
        this.record({ status: await db.recordPayoutApproval({ reference: this.reference, approvedBy: this.approvedBy! }) });
        this.approvalRecorded = true;
        return !this.isFinal();
      }
      case "cancelled":
        await this.fail(WorkflowFailure.cancelled);
        return false;
      case "expired":
        await this.fail(WorkflowFailure.notApproved);
        return false;
    }
  }

  /**
   * Waits, Pending with the reason recorded, until providers change, the merchant cancels, or `timeoutMs`
   * passes; a cancellation ends the payout Failed here. Answers whether it was cancelled.
   */
  async waitForProviders(reason: string, timeoutMs: number): Promise<boolean> {
    await db.markPayoutQueued({ reference: this.reference, reason });
    this.answerInitiation({ outcome: "queued", reason });
    this.phase = "queued";
    await condition(() => this.providersChanged || this.cancelRequested, timeoutMs);
    this.providersChanged = false;
    if (this.cancelRequested) {
      await this.fail(WorkflowFailure.cancelled);
      return true;
    }
    this.phase = "routing";
    return false;
  }

  protected describe(): PayoutWorkflowStatus {
    return {
      reference: this.reference,
      status: this.status,
      phase: this.phase,
      providerCodeName: this.providerCodeName,
      callbackDelivered: this.callbackDelivered,
    };
  }

  protected apply(signal: ProviderResultSignal): Promise<void> {
    return this.settleFromWebhook(signal);
  }
}
