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
import type { SettlementInput, SettlementOutcome, StaffResolution } from "../domain/collections/settle";
import { isTerminal, type MovementStatus } from "../domain/core/status";
import { FailureType } from "../domain/core/workflow-failures";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import type { InitiationResult } from "../domain/routing/failover";
import type { ProviderResult } from "../providers/types";
import { databaseWrite, merchantNotification } from "./activity-options";
import {
  initiateUpdate,
  PaymentSearchAttributes,
  type PaymentWorkflowStatus,
  providerResultSignal,
  resolveByStaffUpdate,
  statusQuery,
} from "./definitions";
import { Inbox } from "./steps/inbox";

// Short database steps run as local activities: retried and recorded, without a server round trip each.
const db = proxyLocalActivities<Activities>(databaseWrite);
const notifications = proxyActivities<Activities>(merchantNotification);

/** What waits to be applied: providers' verified results and staff resolutions (answered once applied). */
type PaymentMessage =
  | ({ kind: "provider_result" } & ProviderResultSignal)
  | { kind: "staff_resolution"; resolution: StaffResolution; outcome?: SettlementOutcome };

const alreadyFinal = (status: MovementStatus) =>
  ApplicationFailure.create({
    type: FailureType.InvalidStateTransition,
    message: `The transaction is already ${status}.`,
    details: [status],
    nonRetryable: true,
  });

/**
 * One payment's workflow state and its message handlers (the `initiate` and `resolveByStaff` updates,
 * the provider result signal, the status query), with the recorded steps that change the state:
 * PaymentWorkflow's main path reads as the business steps and changes nothing behind this class's back.
 */
export class PaymentState {
  status: MovementStatus = "Pending";
  providerCodeName: string | null = null;
  private providerReference: string | null = null;
  private callbackDelivered = false;
  readonly inbox = new Inbox<PaymentMessage>((message) => this.apply(message));
  private initiation: InitiationResult | undefined;
  /** What the Temporal UI can search by, as last upserted. */
  private published: { status: MovementStatus; providerCodeName: string | null } = {
    status: "Pending",
    providerCodeName: null,
  };

  constructor(readonly reference: string) {
    setHandler(initiateUpdate, async () => {
      await condition(() => this.initiation !== undefined);
      return this.initiation!;
    });
    setHandler(providerResultSignal, (signal) => this.inbox.push({ kind: "provider_result", ...signal }));
    setHandler(resolveByStaffUpdate, (resolution) => this.resolveByStaff(resolution), {
      validator: (_resolution: StaffResolution) => {
        if (this.isFinal()) throw alreadyFinal(this.status);
      },
    });
    setHandler(
      statusQuery,
      (): PaymentWorkflowStatus => ({
        reference,
        status: this.status,
        providerCodeName: this.providerCodeName,
        providerReference: this.providerReference,
        callbackDelivered: this.callbackDelivered,
      }),
    );
  }

  isFinal(): boolean {
    return isTerminal(this.status);
  }

  /** Answers the API's `initiate` update (and any repeat of it). */
  answerInitiation(result: InitiationResult): void {
    this.initiation = result;
  }

  /** The provider being asked to initiate the payment; published with the step that records its answer. */
  askingProvider(providerCodeName: string): void {
    this.providerCodeName = providerCodeName;
  }

  /** What a recorded step changed; the search attributes follow. */
  record(step: { status?: MovementStatus; providerReference?: string | null }): void {
    if (step.status) this.status = step.status;
    if (step.providerReference !== undefined) this.providerReference = step.providerReference;
    this.publishSearchAttributes();
  }

  async settle(result: ProviderResult, from: string, source: SettlementInput["source"], rawCallbackId: string | null = null) {
    const outcome = await db.settleTransaction({
      reference: this.reference,
      providerCodeName: from,
      result,
      rawCallbackId,
      source,
    });
    this.providerReference ??= result.providerReference || null;
    this.record(outcome);
  }

  async fail(reason: string): Promise<void> {
    this.record({ status: await db.failTransaction({ reference: this.reference, reason }) });
  }

  /** The provider's status query found the payment its initiation left unsettled: Pending → Processing. */
  async markProcessing(providerReference: string | null): Promise<void> {
    const { reference, providerCodeName } = this;
    const status = await db.markProcessing({
      reference,
      providerCodeName: providerCodeName!,
      providerReference: providerReference ?? "",
    });
    this.record({ status, providerReference });
  }

  /** The merchant notification of the final state, retried for more than a day. */
  async notifyMerchant(): Promise<void> {
    await notifications.deliverMerchantNotification({ reference: this.reference, trigger: "final_state" });
    this.callbackDelivered = true;
  }

  /**
   * Not in this worker's database: another deployment shares the task queue. The payment is not ours
   * to refuse; the API hears that it stays Pending, and the failure shows in Temporal.
   */
  async abandonNotInDatabase(): Promise<never> {
    this.answerInitiation({ outcome: "unknown", reason: "the transaction is not in the worker's database" });
    await condition(allHandlersFinished);
    throw ApplicationFailure.nonRetryable(
      `transaction ${this.reference} is not in this worker's database`,
      FailureType.TransactionNotFound,
    );
  }

  private async resolveByStaff(resolution: StaffResolution): Promise<{ status: MovementStatus }> {
    const message: PaymentMessage = { kind: "staff_resolution", resolution };
    this.inbox.push(message);
    await condition(() => message.outcome !== undefined);
    if (!message.outcome!.changed) throw alreadyFinal(message.outcome!.status);
    return { status: message.outcome!.status };
  }

  private async apply(message: PaymentMessage): Promise<void> {
    if (message.kind === "provider_result") {
      await this.settle(message.result, message.providerCodeName, "webhook", message.rawCallbackId);
    } else {
      message.outcome = await db.resolveTransactionByStaff({ reference: this.reference, ...message.resolution });
      this.record(message.outcome);
    }
  }

  /** Upserts only what changed since the last upsert. */
  private publishSearchAttributes(): void {
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
