import type { MoneyOperation } from "../../providers/types";
import { collectionKind } from "../collections/collection-kind";
import type { MovementKind } from "../core/movement-kind";
import { payoutKind } from "../payouts/payout-kind";
import { refundKind } from "../refunds/refund-kind";

/**
 * Every kind of money movement, as the protocols are listed: the rooms that cross kinds (webhook dispatch, the
 * orphan sweep, reconciliation, merchant notifications) iterate this instead of branching per kind.
 */
export const MOVEMENT_KINDS: ReadonlyArray<MovementKind> = [collectionKind, payoutKind, refundKind];

/** The kind a provider operation moves (every operation moves one). */
export function kindOfOperation(operation: MoneyOperation): MovementKind {
  return MOVEMENT_KINDS.find((kind) => kind.operation === operation)!;
}
