import type { ProcessingInput } from "../domain/core/movement-kind";
import {
  applyProviderResult,
  failMovement as failInDatabase,
  type SettlementInput,
  type SettlementOutcome,
  type VerifiedResult,
} from "../domain/core/settlement";
import type { MovementStatus } from "../domain/core/status";
import { kindNamed, kindNameOf, type MovementKindName, type RecordedKindName } from "../domain/movement-kinds/registry";
import type { Failure } from "../providers/failure-reasons";
import type { ProviderResult, RefundResult, StatusOutcome } from "../providers/types";
import type { ActivityDeps } from "./deps";

/** A step's input for one movement, with the registry's name of its kind (or the name a step recorded). */
type OfKind<Input> = Input & { kind: RecordedKindName };

interface FailureInput {
  reference: string;
  failure: Failure;
}

export interface StatusQueryInput {
  reference: string;
  providerCodeName: string;
}

/** Each kind's status query at its provider (a refund's answers a RefundResult). */
export type StatusQueries = Record<MovementKindName, (input: StatusQueryInput) => Promise<StatusOutcome<VerifiedResult>>>;

/**
 * The recorded steps of every kind's provider leg, one activity each, dispatched through the registry by the kind's
 * name: a verified result settled, a failure of ours, Pending to Processing, and the provider's status query.
 */
export function createMovementLegActivities({ db, config }: ActivityDeps, queries: StatusQueries) {
  return {
    /** Applies one verified provider result, idempotently (the core's applyProviderResult with the kind's settlement). */
    async settleMovement({ kind, ...input }: OfKind<SettlementInput>): Promise<SettlementOutcome> {
      return applyProviderResult(db, kindNamed(kind).settlement(config.FEE_SCHEDULE), input);
    },

    /** Ends the movement Failed for `failure`, its money released; a final one is left as it is. */
    async failMovement({ kind, reference, failure }: OfKind<FailureInput>): Promise<SettlementOutcome> {
      return failInDatabase(db, kindNamed(kind).settlement(config.FEE_SCHEDULE), reference, failure);
    },

    async markMovementProcessing({ kind, ...input }: OfKind<ProcessingInput>): Promise<MovementStatus> {
      return kindNamed(kind).markProcessing(db, input);
    },

    async queryMovementStatus({ kind, ...input }: OfKind<StatusQueryInput>): Promise<StatusOutcome<VerifiedResult>> {
      return queries[kindNameOf(kind)](input);
    },
  };
}

export type MovementLegActivities = ReturnType<typeof createMovementLegActivities>;

/**
 * The same steps under the names each kind's workflows recorded before the one set (MOVEMENT_LEG_PATCH,
 * workflows/steps/movement-state.ts): an activity such a workflow scheduled before a deploy still finds its
 * worker. Removed once no workflow begun before the patch is open (docs/workflow-versioning.md).
 */
export function recordedLegActivities(leg: MovementLegActivities) {
  return {
    settleTransaction: (input: SettlementInput<ProviderResult>) => leg.settleMovement({ kind: "payment", ...input }),
    failTransaction: async (input: FailureInput) => (await leg.failMovement({ kind: "payment", ...input })).status,
    markProcessing: (input: ProcessingInput) => leg.markMovementProcessing({ kind: "payment", ...input }),
    settlePayout: (input: SettlementInput<ProviderResult>) => leg.settleMovement({ kind: "payout", ...input }),
    failPayout: (input: FailureInput) => leg.failMovement({ kind: "payout", ...input }),
    markPayoutProcessing: (input: ProcessingInput) => leg.markMovementProcessing({ kind: "payout", ...input }),
    settleRefund: (input: SettlementInput<RefundResult>) => leg.settleMovement({ kind: "refund", ...input }),
    failRefund: (input: FailureInput) => leg.failMovement({ kind: "refund", ...input }),
    markRefundProcessing: (input: ProcessingInput) => leg.markMovementProcessing({ kind: "refund", ...input }),
  };
}
