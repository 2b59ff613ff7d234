import type { QueryDefinition, SearchAttributeUpdatePair, SignalDefinition, UpdateDefinition } from "@temporalio/common";
import {
  ApplicationFailure,
  allHandlersFinished,
  condition,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
} from "@temporalio/workflow";
import type { Activities } from "../../activities";
import { isTerminal, type MovementStatus } from "../../domain/core/status";
import { FailureType } from "../../domain/core/workflow-failures";
import { merchantNotification } from "../activity-options";
import { askProviderStatusSignal, PaymentSearchAttributes } from "../definitions";
import { Inbox } from "./inbox";

const notifications = proxyActivities<Activities>(merchantNotification);

/** What every kind's `initiate` update may answer: a provider may hold the money, or the row is not ours. */
type UnknownInitiation = { outcome: "unknown"; reason: string };

/** The messages every kind of movement answers, under the names its client uses. */
export interface MovementMessages<Signal, Initiation, Description> {
  initiate: UpdateDefinition<Initiation | UnknownInitiation, []>;
  result: SignalDefinition<[Signal]>;
  status: QueryDefinition<Description>;
}

/**
 * What a payment, a payout and a refund share in their workflow: the status and its search attributes, the
 * `initiate` update (answered once), the provider result signal into the inbox, the status query, and the
 * merchant notification. Each kind adds its own steps and says how a message is applied.
 */
export abstract class MovementState<Signal, Message, Initiation, Description> {
  status: MovementStatus = "Pending";
  providerCodeName: string | null = null;
  protected callbackDelivered = false;
  readonly inbox = new Inbox<Message>((message) => this.apply(message));
  private initiation: Initiation | UnknownInitiation | undefined;
  /** What the Temporal UI can search by, as last upserted. */
  private published: { status: MovementStatus; providerCodeName: string | null } = {
    status: "Pending",
    providerCodeName: null,
  };

  /** `noun`: what the movement is called in the not-in-database answer and failure; `toMessage`: a result signal as its inbox holds it. */
  constructor(
    readonly reference: string,
    private readonly noun: string,
    messages: MovementMessages<Signal, Initiation, Description>,
    toMessage: (signal: Signal) => Message,
  ) {
    setHandler(messages.initiate, async () => {
      await condition(() => this.initiation !== undefined);
      return this.initiation!;
    });
    setHandler(messages.result, (signal) => this.inbox.push(toMessage(signal)));
    setHandler(askProviderStatusSignal, () => this.inbox.nudge());
    setHandler(messages.status, () => this.describe());
  }

  isFinal(): boolean {
    return isTerminal(this.status);
  }

  /** Answers the API's `initiate` update (and any repeat of it) once; later steps do not change what creation was told. */
  answerInitiation(result: Initiation | UnknownInitiation): void {
    this.initiation ??= result;
  }

  /** What a recorded step changed; the search attributes follow. */
  record(step: { status?: MovementStatus }): void {
    if (step.status) this.status = step.status;
    this.publishSearchAttributes();
  }

  /** The merchant notification of the final state, retried for more than a day. */
  async notifyMerchant(): Promise<void> {
    await notifications.deliverMerchantNotification({ reference: this.reference, trigger: "final_state" });
    this.callbackDelivered = true;
  }

  /** Not in this worker's database: the API hears that the movement stays Pending. */
  answerNotInDatabase(): void {
    this.answerInitiation({ outcome: "unknown", reason: `the ${this.noun} is not in the worker's database` });
  }

  /**
   * Not in this worker's database: another deployment shares the task queue. The movement is not ours
   * to refuse; the API hears that it stays Pending, and the failure shows in Temporal.
   */
  async abandonNotInDatabase(): Promise<never> {
    this.answerNotInDatabase();
    await condition(allHandlersFinished);
    throw ApplicationFailure.nonRetryable(
      `${this.noun} ${this.reference} is not in this worker's database`,
      FailureType.TransactionNotFound,
    );
  }

  /** Upserts only what changed since the last upsert. */
  protected publishSearchAttributes(): void {
    const updates: SearchAttributeUpdatePair[] = [];
    if (this.status !== this.published.status) updates.push({ key: PaymentSearchAttributes.status, value: this.status });
    if (this.providerCodeName && this.providerCodeName !== this.published.providerCodeName) {
      updates.push({ key: PaymentSearchAttributes.providerCodeName, value: this.providerCodeName });
    }
    if (updates.length === 0) return;
    upsertSearchAttributes(updates);
    this.published = { status: this.status, providerCodeName: this.providerCodeName };
  }

  /** Applies one message from the inbox, on the workflow's main path. */
  protected abstract apply(message: Message): Promise<void>;

  /** The status query's answer. */
  protected abstract describe(): Description;
}
