import type { MoneyOperation } from "../../providers/types";
import type { KindEngine } from "../core/movement-engine";
import type { MovementKind } from "../core/movement-kind";
import type { ResultExpectation } from "../core/result-match";
import { paymentKind } from "../payments/payment-kind";
import { payoutKind } from "../payouts/payout-kind";
import { refundKind } from "../refunds/refund-kind";

const KINDS = [paymentKind, payoutKind, refundKind] as const;

/** The kinds' names, as the kinds declare them: a kind added to the list is a key of every record by kind. */
export type MovementKindName = (typeof KINDS)[number]["name"];
export type RegisteredKind = MovementKind<ResultExpectation, MovementKindName>;

/**
 * Every kind of money movement, as the protocols are listed: the rooms that cross kinds (webhook dispatch, the
 * orphan sweep, reconciliation, merchant notifications) iterate this instead of branching per kind.
 */
export const MOVEMENT_KINDS: ReadonlyArray<RegisteredKind> = KINDS;

/** Each kind's engine, by kind: what dispatch and the orphan sweep are given. */
export type MovementEngines = Record<MovementKindName, KindEngine>;

/** The kind a provider operation moves (every operation moves one). */
export function kindOfOperation(operation: MoneyOperation): RegisteredKind {
  return MOVEMENT_KINDS.find((kind) => kind.operation === operation)!;
}

/**
 * A kind's name as steps scheduled before its rename carry it in their input (a payment's was `collection` until
 * the one name): an activity such a workflow scheduled before the deploy still finds its kind. Removed with the
 * recorded legs, at MOVEMENT_LEG_PATCH's step 2 (docs/workflow-versioning.md).
 */
export type RecordedKindName = MovementKindName | "collection";

/** The registry's name of a kind named as a step recorded it. */
export const kindNameOf = (name: RecordedKindName): MovementKindName => (name === "collection" ? "payment" : name);

/** The kind of that name (every name is a registered kind's, or its recorded one). */
export function kindNamed(name: RecordedKindName): RegisteredKind {
  const registered = kindNameOf(name);
  return MOVEMENT_KINDS.find((kind) => kind.name === registered)!;
}
