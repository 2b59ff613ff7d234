import type { SearchAttributeUpdatePair } from "@temporalio/common";
import {
  ApplicationFailure,
  allHandlersFinished,
  condition,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
} from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { MovementStatus } from "../domain/core/status";
import { isTerminal } from "../domain/core/status";
import { FailureType, PayoutFailureReason } from "../domain/core/workflow-failures";
import type { PayoutInitiation } from "../domain/payouts/payout-engine";
import type { PayoutSettlementInput } from "../domain/payouts/settle-payout";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import type { ProviderResult } from "../providers/types";
import { databaseWrite, merchantNotification } from "./activity-options";
import { PaymentSearchAttributes } from "./definitions";
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
import { Inbox } from "./steps/inbox";

const db = proxyLocalActivities<Activities>(databaseWrite);
const notifications = proxyActivities<Activities>(merchantNotification);

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
export class PayoutState {
  status: MovementStatus = "Pending";
  phase: PayoutPhase = "routing";
  providerCodeName: string | null = null;
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
  private callbackDelivered = false;
  private initiation: PayoutInitiation | undefined;
  readonly inbox = new Inbox<ProviderResultSignal>((signal) =>
    this.settle(signal.result, signal.providerCodeName, "webhook", signal.rawCallbackId),
  );
  private published: { status: MovementStatus; providerCodeName: string | null } = { status: "Pending", providerCodeName: null };

  constructor(readonly reference: string) {
    setHandler(payoutInitiateUpdate, async () => {
      await condition(() => this.initiation !== undefined);
      return this.initiation!;
    });
    setHandler(payoutResultSignal, (signal) => this.inbox.push(signal));
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
    setHandler(
      payoutStatusQuery,
      (): PayoutWorkflowStatus => ({
        reference,
        status: this.status,
        phase: this.phase,
        providerCodeName: this.providerCodeName,
        callbackDelivered: this.callbackDelivered,
      }),
    );
  }

  isFinal(): boolean {
    return isTerminal(this.status);
  }

  /** Answers the API's `initiate` update once; later steps do not change what creation was told. */
  answerInitiation(result: PayoutInitiation): void {
    this.initiation ??= result;
  }

  /** A provider is being asked: from here on the payout cannot be cancelled. */
  withProvider(providerCodeName: string): void {
    this.phase = "with_provider";
    this.providerCodeName = providerCodeName;
    this.publish();
  }

  record(status: MovementStatus): void {
    this.status = status;
    if (this.isFinal()) this.phase = "final";
    this.publish();
  }

  async settle(
    result: ProviderResult,
    from: string,
    source: PayoutSettlementInput["source"],
    rawCallbackId: string | null = null,
  ) {
    const outcome = await db.settlePayout({ reference: this.reference, providerCodeName: from, result, rawCallbackId, source });
    this.record(outcome.status);
  }

  async fail(reason: string): Promise<void> {
    this.record((await db.failPayout({ reference: this.reference, reason })).status);
  }

  async markProcessing(providerReference: string | null): Promise<void> {
    const { reference, providerCodeName } = this;
    this.record(await db.markPayoutProcessing({ reference, providerCodeName: providerCodeName!, providerReference }));
  }

  /** The payout's row is read: from here an approval or a cancel is taken only in the phases that allow it. */
  markPrepared(): void {
    this.prepared = true;
  }

  /**
   * Waits, Pending, its money held, for the merchant's approval until `endsAtMs` (sending it nowhere meanwhile).
   * Answers whether it was approved (the approval recorded: it goes to the providers next); a cancel ends it
   * Failed (`cancelled`), the timer Failed (`not approved`), either releasing its hold.
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
        this.record(await db.recordPayoutApproval({ reference: this.reference, approvedBy: this.approvedBy! }));
        this.approvalRecorded = true;
        return !this.isFinal();
      }
      case "cancelled":
        await this.fail(PayoutFailureReason.cancelled);
        return false;
      case "expired":
        await this.fail(PayoutFailureReason.notApproved);
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
      await this.fail(PayoutFailureReason.cancelled);
      return true;
    }
    this.phase = "routing";
    return false;
  }

  async notifyMerchant(): Promise<void> {
    await notifications.deliverMerchantNotification({ reference: this.reference, trigger: "final_state" });
    this.callbackDelivered = true;
  }

  async abandonNotInDatabase(): Promise<never> {
    this.answerInitiation({ outcome: "unknown", reason: "the payout is not in the worker's database" });
    await condition(allHandlersFinished);
    throw ApplicationFailure.nonRetryable(
      `payout ${this.reference} is not in this worker's database`,
      FailureType.TransactionNotFound,
    );
  }

  private publish(): void {
    const updates: SearchAttributeUpdatePair[] = [];
    if (this.status !== this.published.status) updates.push({ key: PaymentSearchAttributes.status, value: this.status });
    if (this.providerCodeName && this.providerCodeName !== this.published.providerCodeName) {
      updates.push({ key: PaymentSearchAttributes.providerCodeName, value: this.providerCodeName });
    }
    if (updates.length === 0) return;
    upsertSearchAttributes(updates);
    this.published = { status: this.status, providerCodeName: this.providerCodeName };
  }
}
