import type { MoneyOperation } from "../../providers/types";
import { collectionKind } from "../collections/collection-kind";
import type { KindEngine } from "../core/movement-engine";
import type { MovementKind } from "../core/movement-kind";
import type { ResultExpectation } from "../core/result-match";
import { payoutKind } from "../payouts/payout-kind";
import { refundKind } from "../refunds/refund-kind";

const KINDS = [collectionKind, payoutKind, refundKind] as const;

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

/** The kind of that name (every name is a registered kind's). */
export function kindNamed(name: MovementKindName): RegisteredKind {
  return MOVEMENT_KINDS.find((kind) => kind.name === name)!;
}
