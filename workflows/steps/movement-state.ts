import type { QueryDefinition, SearchAttributeUpdatePair, SignalDefinition, UpdateDefinition } from "@temporalio/common";
import {
  ApplicationFailure,
  allHandlersFinished,
  condition,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
} from "@temporalio/workflow";
import type { Activities } from "../../activities";
import type { SettlementInput, VerifiedResult } from "../../domain/core/settlement";
import { isTerminal, type MovementStatus } from "../../domain/core/status";
import { FailureType } from "../../domain/core/workflow-failures";
import type { MovementKindName } from "../../domain/movement-kinds/registry";
import type { ProviderResultSignal } from "../../domain/provider-webhooks/raw-callback";
import type { Failure } from "../../providers/failure-reasons";
import type { StatusOutcome } from "../../providers/types";
import { databaseWrite, merchantNotification, providerCall } from "../activity-options";
import { askProviderStatusSignal, MovementSearchAttributes } from "../definitions";
import { Inbox } from "./inbox";

const notifications = proxyActivities<Activities>(merchantNotification);
const db = proxyLocalActivities<Activities>(databaseWrite);
const provider = proxyActivities<Activities>(providerCall);

/**
 * From this patch on, a movement's provider leg runs the one set of activities every kind shares, dispatched by the
 * kind's name (activities/movement-leg.ts); a history without its marker replays the kind's recorded activities.
 * Step 1 of docs/workflow-versioning.md, deployed with issue 38's one set of activities.
 */
export const MOVEMENT_LEG_PATCH = "movement-leg-activities";

/** What every kind's `initiate` update may answer: a provider may hold the money, or the row is not ours. */
type UnknownInitiation = { outcome: "unknown"; reason: string };

/** The messages every kind of movement answers, under the names its client uses. */
export interface MovementMessages<Result, Initiation, Description> {
  initiate: UpdateDefinition<Initiation | UnknownInitiation, []>;
  result: SignalDefinition<[ProviderResultSignal<Result>]>;
  status: QueryDefinition<Description>;
}

/**
 * A kind's recorded steps on its provider leg, each its own activity under the name its histories recorded: the
 * guarded moves of its settlement (a final result, a failure, Pending to Processing) and its provider's status query.
 */
export interface ProviderLeg<Result extends VerifiedResult> {
  settle(input: SettlementInput<Result>): Promise<{ status: MovementStatus }>;
  fail(input: { reference: string; failure: Failure }): Promise<{ status: MovementStatus }>;
  markProcessing(input: {
    reference: string;
    providerCodeName: string;
    providerReference: string | null;
  }): Promise<MovementStatus>;
  queryStatus(input: { reference: string; providerCodeName: string }): Promise<StatusOutcome<Result>>;
}

/** The provider leg every kind shares, each step telling the activity which kind it moves. */
function sharedLeg<Result extends VerifiedResult>(kind: MovementKindName): ProviderLeg<Result> {
  return {
    settle: (input) => db.settleMovement({ kind, ...input }),
    fail: (input) => db.failMovement({ kind, ...input }),
    markProcessing: (input) => db.markMovementProcessing({ kind, ...input }),
    // The kind's own status query answers its own result.
    queryStatus: (input) => provider.queryMovementStatus({ kind, ...input }) as Promise<StatusOutcome<Result>>,
  };
}

/** What a kind's workflow state is made of: its name, its messages, and its provider leg. */
export interface MovementDeclaration<Result extends VerifiedResult, Message, Initiation, Description> {
  /** Its name in the registry of kinds, which the shared leg's activities dispatch by. */
  kind: MovementKindName;
  /** What the movement is called in the not-in-database answer and failure. */
  noun: string;
  messages: MovementMessages<Result, Initiation, Description>;
  /** A result signal as the kind's inbox holds it. */
  toMessage: (signal: ProviderResultSignal<Result>) => Message;
  /** Its leg's activities under the names its histories recorded before MOVEMENT_LEG_PATCH (a kind added since has none). */
  recordedLeg?: ProviderLeg<Result>;
}

/**
 * What a payment, a payout and a refund share in their workflow: the status and its search attributes, the
 * `initiate` update (answered once), the provider result signal into the inbox, the status query, the recorded
 * steps of the provider leg (settle, fail, Pending to Processing, the status query) and the merchant notification.
 * Each kind adds its own steps and says how a message is applied.
 */
export abstract class MovementState<Result extends VerifiedResult, Message, Initiation, Description> {
  status: MovementStatus = "Pending";
  providerCodeName: string | null = null;
  providerReference: string | null = null;
  protected callbackDelivered = false;
  readonly inbox = new Inbox<Message>((message) => this.apply(message));
  private initiation: Initiation | UnknownInitiation | undefined;
  /** What the Temporal UI can search by, as last upserted. */
  private published: { status: MovementStatus; providerCodeName: string | null } = {
    status: "Pending",
    providerCodeName: null,
  };

  private readonly noun: string;
  private readonly sharedLeg: ProviderLeg<Result>;
  private readonly recordedLeg: ProviderLeg<Result> | undefined;

  constructor(
    readonly reference: string,
    { kind, noun, messages, toMessage, recordedLeg }: MovementDeclaration<Result, Message, Initiation, Description>,
  ) {
    this.noun = noun;
    this.sharedLeg = sharedLeg(kind);
    this.recordedLeg = recordedLeg;
    setHandler(messages.initiate, async () => {
      await condition(() => this.initiation !== undefined);
      return this.initiation!;
    });
    setHandler(messages.result, (signal) => this.inbox.push(toMessage(signal)));
    setHandler(askProviderStatusSignal, () => this.inbox.nudge());
    setHandler(messages.status, () => this.describe());
  }

  /** The leg's activities: the shared set, or the kind's recorded ones where a history made before the patch says so. */
  private get leg(): ProviderLeg<Result> {
    if (!this.recordedLeg) return this.sharedLeg;
    return patched(MOVEMENT_LEG_PATCH) ? this.sharedLeg : this.recordedLeg;
  }

  isFinal(): boolean {
    return isTerminal(this.status);
  }

  /** Answers the API's `initiate` update (and any repeat of it) once; later steps do not change what creation was told. */
  answerInitiation(result: Initiation | UnknownInitiation): void {
    this.initiation ??= result;
  }

  /** What a recorded step changed; the search attributes follow. */
  record(step: { status?: MovementStatus; providerReference?: string | null }): void {
    if (step.providerReference !== undefined) this.providerReference = step.providerReference;
    if (step.status) this.status = step.status;
    this.publishSearchAttributes();
  }

  /** The provider's final result, through the kind's guarded settlement (a repeat or a contrary result changes nothing). */
  async settle(
    result: Result,
    from: string,
    source: SettlementInput["source"],
    rawCallbackId: string | null = null,
  ): Promise<void> {
    const outcome = await this.leg.settle({ reference: this.reference, providerCodeName: from, result, rawCallbackId, source });
    this.providerReference ??= result.providerReference || null;
    this.record(outcome);
  }

  /** Ends the movement Failed for `failure` (a no-op once it is final). */
  async fail(failure: Failure): Promise<void> {
    this.record(await this.leg.fail({ reference: this.reference, failure }));
  }

  /** The provider's status query found the movement its send left unsettled: Pending → Processing. */
  async markProcessing(providerReference: string | null): Promise<void> {
    const { reference, providerCodeName } = this;
    this.record({
      status: await this.leg.markProcessing({ reference, providerCodeName: providerCodeName!, providerReference }),
      providerReference,
    });
  }

  /** Asks the provider the movement is with for its status. */
  queryStatus(): Promise<StatusOutcome<Result>> {
    return this.leg.queryStatus({ reference: this.reference, providerCodeName: this.providerCodeName! });
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
      FailureType.MovementNotFound,
    );
  }

  /** Upserts only what changed since the last upsert. */
  protected publishSearchAttributes(): void {
    const updates: SearchAttributeUpdatePair[] = [];
    if (this.status !== this.published.status) updates.push({ key: MovementSearchAttributes.status, value: this.status });
    if (this.providerCodeName && this.providerCodeName !== this.published.providerCodeName) {
      updates.push({ key: MovementSearchAttributes.providerCodeName, value: this.providerCodeName });
    }
    if (updates.length === 0) return;
    upsertSearchAttributes(updates);
    this.published = { status: this.status, providerCodeName: this.providerCodeName };
  }

  /** A provider's result from its webhook. */
  protected settleFromWebhook(signal: ProviderResultSignal<Result>): Promise<void> {
    return this.settle(signal.result, signal.providerCodeName, "webhook", signal.rawCallbackId);
  }

  /** Applies one message from the inbox, on the workflow's main path. */
  protected abstract apply(message: Message): Promise<void>;

  /** The status query's answer. */
  protected abstract describe(): Description;
}
