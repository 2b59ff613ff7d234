import type { SearchAttributeUpdatePair } from "@temporalio/common";
import {
  ActivityFailure,
  ApplicationFailure,
  allHandlersFinished,
  condition,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
} from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import {
  type AttemptOutcome,
  type InitiationResult,
  initiationResult,
  shouldTryNext,
  TRANSACTION_NOT_FOUND,
} from "../domain/routing/failover";
import type { SettlementOutcome, StaffResolution } from "../domain/settlement/settle";
import { isTerminal, type TransactionStatus } from "../domain/transactions/status";
import type { ProviderResult } from "../providers/types";
import { databaseWrite, merchantNotification, providerCall } from "./activity-options";
import {
  INVALID_STATE_TRANSITION,
  initiateUpdate,
  NOT_STARTED_IN_TIME,
  PaymentSearchAttributes,
  type PaymentWorkflowInput,
  providerResultSignal,
  resolveByStaffUpdate,
  statusQuery,
} from "./definitions";
import { nextPollDelayMs } from "./polling";

// Short database steps run as local activities: retried and recorded, without a server round trip each.
const db = proxyLocalActivities<Activities>(databaseWrite);
const provider = proxyActivities<Activities>(providerCall);
const notifications = proxyActivities<Activities>(merchantNotification);

/** patched() marker: workflows started before it expire without asking the provider first. */
const STATUS_QUERY_BEFORE_EXPIRY = "status-query-before-expiry";
/**
 * patched() marker: workflows started before it load the payment and its route in two steps, and
 * record the provider's acceptance in a third. Once none of those is open, deprecatePatch() it and
 * remove the loadPayment and routeCandidates activities.
 */
const ONE_STEP_PREPARATION = "one-step-preparation";

/** What waits to be applied, in arrival order: providers' verified results and staff resolutions. */
type InboxItem =
  | ({ kind: "provider_result" } & ProviderResultSignal)
  | { kind: "staff_resolution"; resolution: StaffResolution; outcome?: SettlementOutcome };

const alreadyFinal = (status: TransactionStatus) =>
  ApplicationFailure.create({
    type: INVALID_STATE_TRANSITION,
    message: `The transaction is already ${status}.`,
    details: [status],
    nonRetryable: true,
  });

/**
 * One payment, from routing to the merchant's callback. Initiation settles first and is answered to
 * the API through the `initiate` update; then the workflow waits for the provider's result signal,
 * querying the provider's status when the wait times out, until the payment is final or expires.
 */
export async function PaymentWorkflow(input: PaymentWorkflowInput): Promise<TransactionStatus> {
  const { reference } = input;
  let initiation: InitiationResult | undefined;
  let status: TransactionStatus = "Pending";
  let providerCodeName: string | null = null;
  let providerReference: string | null = null;
  let callbackDelivered = false;
  const inbox: InboxItem[] = [];

  setHandler(initiateUpdate, async () => {
    await condition(() => initiation !== undefined);
    return initiation!;
  });
  setHandler(providerResultSignal, (signal) => {
    inbox.push({ kind: "provider_result", ...signal });
  });
  setHandler(
    resolveByStaffUpdate,
    async (resolution) => {
      const item: InboxItem = { kind: "staff_resolution", resolution };
      inbox.push(item);
      await condition(() => item.outcome !== undefined);
      if (!item.outcome!.changed) throw alreadyFinal(item.outcome!.status);
      return { status: item.outcome!.status };
    },
    {
      validator: (_resolution: StaffResolution) => {
        if (isTerminal(status)) throw alreadyFinal(status);
      },
    },
  );

  // What the Temporal UI can search by; upserted after each state change, only when something changed.
  let published: { status: TransactionStatus; providerCodeName: string | null } = { status, providerCodeName };
  const publishSearchAttributes = () => {
    const updates: SearchAttributeUpdatePair[] = [];
    if (status !== published.status) updates.push({ key: PaymentSearchAttributes.status, value: status });
    if (providerCodeName && providerCodeName !== published.providerCodeName) {
      updates.push({ key: PaymentSearchAttributes.providerCodeName, value: providerCodeName });
    }
    if (updates.length === 0) return;
    upsertSearchAttributes(updates);
    published = { status, providerCodeName };
  };

  setHandler(statusQuery, () => ({ reference, status, providerCodeName, providerReference, callbackDelivered }));

  const settle = async (
    result: ProviderResult,
    from: string,
    rawCallbackId: string | null,
    source: "webhook" | "status_query",
  ) => {
    const outcome = await db.settleTransaction({ reference, providerCodeName: from, result, rawCallbackId, source });
    status = outcome.status;
    if (result.providerReference) providerReference ??= result.providerReference;
    publishSearchAttributes();
  };
  const settleInbox = async () => {
    while (inbox.length > 0) {
      const item = inbox.shift()!;
      if (item.kind === "provider_result") {
        await settle(item.result, item.providerCodeName, item.rawCallbackId, "webhook");
      } else {
        item.outcome = await db.resolveTransactionByStaff({ reference, ...item.resolution });
        status = item.outcome.status;
        publishSearchAttributes();
      }
    }
  };

  const notInDatabase = async (): Promise<never> => {
    // Not in this worker's database: another deployment shares the task queue. The payment is not
    // ours to refuse; the API hears that it stays Pending, and the failure shows in Temporal.
    initiation = { outcome: "unknown", reason: "the transaction is not in the worker's database" };
    await condition(allHandlersFinished);
    throw ApplicationFailure.nonRetryable(`transaction ${reference} is not in this worker's database`, TRANSACTION_NOT_FOUND);
  };

  // The route the API chose at creation (the first step is then the provider call, which reads the
  // row); without one (the orphan sweep's starts), a step of our own reads the row and routes it.
  let pendingAtStart = true;
  let candidates: () => Promise<string[]>;
  if (input.route) {
    const route = input.route;
    candidates = async () => route;
  } else {
    const oneStepPreparation = patched(ONE_STEP_PREPARATION);
    const prepared = oneStepPreparation ? await db.preparePayment(reference) : undefined;
    const payment = oneStepPreparation ? prepared?.payment : await db.loadPayment(reference);
    if (!payment) return notInDatabase();
    pendingAtStart = payment.status === "Pending";
    candidates = async () => prepared?.candidates ?? db.routeCandidates(reference);
  }

  // Routing: one provider after another, only while the previous one definitively refused.
  let final = null as ProviderResult | null;
  const route = async (): Promise<InitiationResult> => {
    const refusals: string[] = [];
    let last: AttemptOutcome | undefined;
    for (const candidate of await candidates()) {
      providerCodeName = candidate;
      last = await provider.initiateWithProvider({ reference, providerCodeName: candidate }).catch((error) => {
        const notFound =
          error instanceof ActivityFailure &&
          error.cause instanceof ApplicationFailure &&
          error.cause.type === TRANSACTION_NOT_FOUND;
        if (notFound) return notInDatabase();
        throw error;
      });
      if (last.kind === "refused") refusals.push(last.reason);
      if (!shouldTryNext(last)) break;
    }
    final = last?.kind === "accepted" ? last.final : null;
    const result = initiationResult(providerCodeName ?? undefined, last, refusals);
    if (result.outcome === "accepted") {
      providerReference = result.providerReference || null;
      status =
        last?.kind === "accepted" && last.status
          ? last.status
          : await db.markProcessing({
              reference,
              providerCodeName: result.providerCodeName,
              providerReference: result.providerReference,
            });
    } else if (result.outcome === "refused") {
      status = await db.failTransaction({ reference, reason: `refused: ${result.reason}` });
    }
    return result;
  };
  if (input.notStartedInTime && pendingAtStart) {
    // Too late to prompt the customer: no provider hears of it; the merchant is notified below.
    status = await db.failTransaction({ reference, reason: NOT_STARTED_IN_TIME });
    initiation = { outcome: "refused", reason: NOT_STARTED_IN_TIME };
    publishSearchAttributes();
  } else {
    const result = await route();
    publishSearchAttributes();
    initiation = result;
  }
  if (final) await settle(final, providerCodeName!, null, "status_query");

  // Waiting for the result: the webhook's signal, or the provider's status when the wait runs out.
  const expiresAt = workflowInfo().startTime.getTime() + input.expiryHours * 3_600_000;
  let pollDelay: number | undefined;
  while (!isTerminal(status)) {
    pollDelay = nextPollDelayMs(pollDelay, input.firstPollSeconds * 1000);
    const wait = Math.max(1000, Math.min(pollDelay, expiresAt - Date.now()));
    if (await condition(() => inbox.length > 0, wait)) {
      await settleInbox();
      continue;
    }
    const expired = Date.now() >= expiresAt;
    // Ask the provider once more before expiring: a payment it settled whose webhook was lost must not end Failed.
    if (expired && !patched(STATUS_QUERY_BEFORE_EXPIRY)) {
      status = await db.failTransaction({ reference, reason: "expired" });
      publishSearchAttributes();
      break;
    }
    const answer = await provider.queryProviderStatus({ reference, providerCodeName: providerCodeName! });
    if (answer.kind === "final") await settle(answer.result, providerCodeName!, null, "status_query");
    else if (answer.kind === "pending" && status === "Pending") {
      providerReference = answer.providerReference;
      status = await db.markProcessing({
        reference,
        providerCodeName: providerCodeName!,
        providerReference: answer.providerReference ?? "",
      });
    } else if (answer.kind === "not_found" && status === "Pending") {
      status = await db.failTransaction({ reference, reason: "never accepted by the provider" });
    }
    if (expired && !isTerminal(status)) {
      status = await db.failTransaction({ reference, reason: "expired" });
    }
    publishSearchAttributes();
  }

  // Final: notify the merchant (retried for more than a day), recording late results meanwhile.
  let deliveryDone = false;
  const delivery = notifications
    .deliverMerchantNotification({ reference, trigger: "final_state" })
    .then(() => {
      callbackDelivered = true;
    })
    .finally(() => {
      deliveryDone = true;
    });
  while (!deliveryDone) {
    await condition(() => deliveryDone || inbox.length > 0);
    await settleInbox();
  }
  await delivery.catch(() => undefined);
  await settleInbox();
  return status;
}
