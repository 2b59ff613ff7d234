import { ApplicationFailure, condition, proxyLocalActivities, setHandler } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { MovementStatus } from "../domain/core/status";
import { FailureType } from "../domain/core/workflow-failures";
import type { SettlementOutcome, StaffResolution } from "../domain/payments/settle";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import type { InitiationResult } from "../domain/routing/failover";
import type { ProviderResult } from "../providers/types";
import { databaseWrite } from "./activity-options";
import {
  initiateUpdate,
  type PaymentWorkflowStatus,
  providerResultSignal,
  resolveByStaffUpdate,
  statusQuery,
} from "./definitions";
import { MovementState } from "./steps/movement-state";
import { RECORDED_LEGS } from "./steps/recorded-legs";

// Short database steps run as local activities: retried and recorded, without a server round trip each.
const db = proxyLocalActivities<Activities>(databaseWrite);

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
export class PaymentState extends MovementState<ProviderResult, PaymentMessage, InitiationResult, PaymentWorkflowStatus> {
  constructor(reference: string) {
    super(reference, {
      kind: "payment",
      noun: "transaction",
      messages: { initiate: initiateUpdate, result: providerResultSignal, status: statusQuery },
      toMessage: (signal) => ({ kind: "provider_result", ...signal }),
      recordedLeg: RECORDED_LEGS.payment,
    });
    setHandler(resolveByStaffUpdate, (resolution) => this.resolveByStaff(resolution), {
      validator: (_resolution: StaffResolution) => {
        if (this.isFinal()) throw alreadyFinal(this.status);
      },
    });
  }

  /** The provider being asked to initiate the payment; published with the step that records its answer. */
  askingProvider(providerCodeName: string): void {
    this.providerCodeName = providerCodeName;
  }

  protected describe(): PaymentWorkflowStatus {
    return {
      reference: this.reference,
      status: this.status,
      providerCodeName: this.providerCodeName,
      providerReference: this.providerReference,
      callbackDelivered: this.callbackDelivered,
    };
  }

  protected async apply(message: PaymentMessage): Promise<void> {
    if (message.kind === "provider_result") {
      await this.settleFromWebhook(message);
    } else {
      message.outcome = await db.resolvePaymentByStaff({ reference: this.reference, ...message.resolution });
      this.record(message.outcome);
    }
  }

  private async resolveByStaff(resolution: StaffResolution): Promise<{ status: MovementStatus }> {
    const message: PaymentMessage = { kind: "staff_resolution", resolution };
    this.inbox.push(message);
    await condition(() => message.outcome !== undefined);
    if (!message.outcome!.changed) throw alreadyFinal(message.outcome!.status);
    return { status: message.outcome!.status };
  }
}
