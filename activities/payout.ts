import type { MovementStatus } from "../domain/core/status";
import { WorkflowFailure } from "../domain/core/workflow-failures";
import type { PayoutAttempt } from "../domain/payouts/payout-attempt";
import {
  assignPayoutProvider,
  findPayout,
  markPayoutApproved,
  markPayoutQueued,
  markPayoutReached,
} from "../domain/payouts/payouts-store";
import type { ApprovalStatus, PayoutRow } from "../domain/payouts/row";
import { markPayoutProcessing } from "../domain/payouts/settle-payout";
import { floatShortOf } from "../domain/provider-floats/float-check";
import { healthyProviders } from "../domain/routing/providers-store";
import { decimalsUsed } from "../lib/money";
import { serviceFailure } from "../providers/failure-reasons";
import { SANDBOX_PROVIDER } from "../providers/sandbox-name";
import type { ServiceSymbol } from "../providers/services";
import { type ProviderClient, type StatusOutcome, supports } from "../providers/types";
import type { ActivityDeps } from "./deps";
import { sendMoneyOut } from "./money-out-attempt";
import { queryProvider } from "./provider-call";

/** The payout as its workflow starts. */
export interface PayoutSnapshot {
  status: MovementStatus;
  service: string;
  currency: string;
  /** Absent from histories recorded before approvals existed: not required. */
  approval?: ApprovalStatus;
  /** When it was created (ms since the epoch): an approval's wait counts from then. */
  createdAtMs?: number;
}

/** What a provider is asked to pay for the payout. */
function disbursementOf(payout: PayoutRow) {
  return {
    reference: payout.reference,
    amount: payout.amount,
    currency: payout.currency,
    service: payout.service as ServiceSymbol,
    recipientNumber: payout.recipient_number,
  };
}

export function createPayoutActivities(deps: ActivityDeps) {
  const { db, providers, config } = deps;

  /** The provider, if its protocol pays out. */
  const disbursement = (codeName: string): ProviderClient | undefined => {
    const client = providers.get(codeName);
    return supports(client, "disburse") ? client : undefined;
  };

  /** One provider's answer to the disbursement; an ambiguous one is put to that provider's status query, never elsewhere. */
  const disburse = async (payout: PayoutRow, codeName: string, client: ProviderClient): Promise<PayoutAttempt> => {
    const { reference } = payout;
    const attempt = await sendMoneyOut(
      { db, client, operation: "disburse", reference, publicBaseUrl: config.PUBLIC_BASE_URL, request: disbursementOf(payout) },
      (providerReference) => markPayoutProcessing(db, reference, codeName, providerReference),
    );
    // Refused only for want of float, the same provider may take it later.
    return attempt.kind === "refused" ? { ...attempt, float: attempt.failure.reason === "insufficient_float" } : attempt;
  };

  return {
    /** Marks the payout as reached by its workflow and answers its state (null: not in this worker's database). */
    async preparePayout(reference: string): Promise<PayoutSnapshot | null> {
      const row = await markPayoutReached(db, reference);
      if (!row) return null;
      const snapshot: PayoutSnapshot = { status: row.payout_status, service: row.service, currency: row.currency };
      // Only a payout awaiting approval carries more, so every other one records the result it always did.
      if (row.approval_status === "not_required") return snapshot;
      return { ...snapshot, approval: row.approval_status, createdAtMs: new Date(row.created_at).getTime() };
    },

    /**
     * The providers the payout may be sent to now, in order: the sandbox for sandbox accounts; otherwise
     * the requested provider or routing, keeping only enabled, undemoted providers that pay out.
     */
    async payoutCandidates(reference: string): Promise<string[]> {
      const payout = await findPayout(db, reference);
      if (!payout) return [];
      if (payout.account_type === "sandbox") return [SANDBOX_PROVIDER];
      const healthy = await healthyProviders(db, payout.service, payout.currency, decimalsUsed(payout.amount));
      const wanted = payout.requested_provider ? healthy.filter((name) => name === payout.requested_provider) : healthy;
      return wanted.filter((name) => disbursement(name) !== undefined);
    },

    /**
     * Sends the payout to one provider under its own reference (a repeat is the provider's duplicate of the
     * same payout, never a second one).
     */
    async sendPayout(input: { reference: string; providerCodeName: string }): Promise<PayoutAttempt> {
      const { reference, providerCodeName } = input;
      const client = disbursement(providerCodeName);
      if (!client) {
        const failure = WorkflowFailure.notSupported;
        return { kind: "refused", reason: `${providerCodeName}: does not pay out`, failure, float: false };
      }
      const payout = await assignPayoutProvider(db, reference, providerCodeName);
      if (!payout) return { kind: "unknown", reason: `payout ${reference} is not in this worker's database` };
      // A retry of this activity after the provider's acceptance was recorded (the worker died in between).
      if (payout.payout_status !== "Pending") {
        return { kind: "accepted", providerReference: payout.provider_reference, status: payout.payout_status };
      }
      const float = await floatShortOf(
        db,
        { codeName: providerCodeName, currency: payout.currency, amount: payout.amount },
        config.PROVIDER_FLOAT_MAX_AGE_SECONDS * 1000,
      );
      if (float !== null) {
        // Routed away as a float refusal would be, without asking: its float, known and recent, cannot cover it.
        const reason = `${providerCodeName}: float ${float} ${payout.currency} below the amount`;
        return { kind: "refused", reason, failure: serviceFailure("insufficient_float"), float: true };
      }
      return disburse(payout, providerCodeName, client);
    },

    async queryPayout(input: { reference: string; providerCodeName: string }): Promise<StatusOutcome> {
      const client = disbursement(input.providerCodeName);
      if (!client) return { kind: "unknown", error: `${input.providerCodeName} does not pay out in this process` };
      const payout = await findPayout(db, input.reference);
      if (!payout) return { kind: "unknown", error: `payout ${input.reference} is not in this worker's database` };
      return queryProvider({
        db,
        client,
        operation: "queryDisbursement",
        query: { reference: input.reference, amount: payout.amount, currency: payout.currency },
      });
    },

    /** The merchant approved it (the workflow's `approve` update): recorded once; answers its state. */
    async recordPayoutApproval(input: { reference: string; approvedBy: string }): Promise<MovementStatus> {
      return (await markPayoutApproved(db, input.reference, input.approvedBy)) ?? "Pending";
    },

    async markPayoutQueued(input: { reference: string; reason: string }): Promise<void> {
      await markPayoutQueued(db, input.reference, input.reason);
    },
  };
}
