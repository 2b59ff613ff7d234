import type { Knex } from "knex";
import { AppError, InvalidStateTransitionError, NotFoundError, ServiceUnavailableError } from "../../lib/errors";
import { merchantOfUser } from "../accounts/merchants";
import type { MovementStatus } from "../core/status";
import { isTerminal } from "../core/status";
import { WorkflowFailure } from "../core/workflow-failures";
import { type DeliveryRow, notificationDeliveries } from "../merchant-notifications/deliveries";
import type { PaymentEngine } from "../payments/payment-engine";
import type { PayoutEngine } from "./payout-engine";
import { findMerchantPayout, type PayoutFilters, payoutCursor, searchPayouts } from "./payouts-store";
import type { PayoutRow } from "./row";

/** A merchant user's payouts: another merchant's are indistinguishable from missing ones. */

export async function ownPayout(db: Knex, userId: string, reference: string): Promise<PayoutRow> {
  const merchant = await merchantOfUser(db, userId);
  const row = merchant ? await findMerchantPayout(db, merchant.id, reference) : undefined;
  if (!row) throw new NotFoundError("No such payout.");
  return row;
}

/** One page of the caller's payouts, newest first; a user with no merchant profile has none. */
export async function listOwnPayouts(
  db: Knex,
  userId: string,
  query: Omit<PayoutFilters, "merchant_id"> & { cursor?: string; limit: number },
): Promise<{ results: PayoutRow[]; next: string | null }> {
  const merchant = await merchantOfUser(db, userId);
  if (!merchant) return { results: [], next: null };
  const { cursor, limit, ...filters } = query;
  const rows = await searchPayouts(db, { ...filters, merchant_id: merchant.id }, cursor, limit);
  const results = rows.slice(0, limit);
  return { results, next: rows.length > limit ? payoutCursor(results[results.length - 1]!) : null };
}

/** One page of the delivery attempts of the caller's payout's notifications, newest first. */
export async function ownPayoutDeliveries(
  db: Knex,
  userId: string,
  reference: string,
  page: { cursor?: string; limit: number },
): Promise<{ deliveries: DeliveryRow[]; next: string | null }> {
  const payout = await ownPayout(db, userId, reference);
  return notificationDeliveries(db, payout.reference, page);
}

/** Sends a final payout's notification again (the request id), on the transactions' schedule; 409 before it is final. */
export async function resendPayoutNotification(
  engine: Pick<PaymentEngine, "resendNotification">,
  payout: Pick<PayoutRow, "reference" | "payout_status">,
): Promise<string> {
  if (!isTerminal(payout.payout_status)) {
    throw new InvalidStateTransitionError(payout.payout_status, "callback resend (final states only)");
  }
  return engine.resendNotification(payout.reference);
}

export class PayoutNotCancellableError extends AppError {
  constructor(status: string) {
    const why = isTerminal(status as MovementStatus) ? `it is already ${status}` : "a provider may already have it";
    super(409, "invalid_state_transition", `This payout cannot be cancelled: ${why}.`, {
      from: status,
      to: "Failed",
    });
  }
}

const isCancelled = (payout: PayoutRow) =>
  payout.payout_status === "Failed" && payout.failure_reason === WorkflowFailure.cancelled.reason;

/**
 * Ends the caller's waiting payout Failed (`cancelled`), releasing its hold; 409 once a provider may have it.
 * Idempotent: a payout already cancelled (a retry whose first answer was lost, or a concurrent cancel) is
 * answered as the cancel that ended it was.
 */
export async function cancelOwnPayout(db: Knex, engine: PayoutEngine, userId: string, reference: string): Promise<PayoutRow> {
  const payout = await ownPayout(db, userId, reference);
  if (isCancelled(payout)) return payout;
  if (payout.payout_status !== "Pending") throw new PayoutNotCancellableError(payout.payout_status);
  const awaitingApproval = payout.approval_status === "awaiting_approval";
  const answer = await engine.cancelPayout(reference, { awaitingApproval });
  const after = await ownPayout(db, userId, reference);
  if (isCancelled(after)) return after;
  // No workflow yet for a payout still awaiting approval (its start is late; the sweep starts it): nothing was
  // sent, so it is not "with a provider", only not cancellable yet.
  if (
    answer.outcome === "refused" &&
    answer.status === null &&
    after.payout_status === "Pending" &&
    after.approval_status === "awaiting_approval"
  ) {
    throw new ServiceUnavailableError("The payout's workflow is not running yet; retry the cancel shortly.");
  }
  // Refused, or taken by a workflow that ended the payout otherwise (its update waits for the end, so the row is
  // final): the row says what happened, never the engine's answer alone. A chaos run once had a cancel taken
  // beside an approval while workers were killed and replayed; the approval won and the cancel must not say 200.
  throw new PayoutNotCancellableError(after.payout_status);
}

export class PayoutNotApprovableError extends AppError {
  constructor(payout: PayoutRow) {
    const why =
      payout.approval_status === "not_required"
        ? "it does not need approval"
        : `it is ${payout.payout_status}${payout.failure_reason ? ` (${payout.failure_reason})` : ""}`;
    super(409, "invalid_state_transition", `This payout cannot be approved: ${why}.`, {
      from: payout.approval_status,
      to: "approved",
    });
  }
}

/**
 * Approves the caller's payout awaiting approval (the caller has proved the password and a second factor, and
 * passed the approver rule, domain/money-out-controls/approver-rule.ts): its workflow records the approval (by
 * `approvedBy`, the member) and sends it to the providers. Idempotent and race-safe: the approval is one
 * conditional update of the row (payouts-store markPayoutApproved), so concurrent approvals count once and the
 * payout is sent once; a payout approved already is answered as it stands; one that never needed approval, or
 * was cancelled or expired meanwhile, is 409.
 */
export async function approveOwnPayout(
  db: Knex,
  engine: PayoutEngine,
  userId: string,
  reference: string,
  approvedBy: string = userId,
): Promise<PayoutRow> {
  const payout = await ownPayout(db, userId, reference);
  if (payout.approval_status === "approved") return payout;
  if (payout.approval_status !== "awaiting_approval" || payout.payout_status !== "Pending") {
    throw new PayoutNotApprovableError(payout);
  }
  await engine.approvePayout(reference, approvedBy).catch(async (error: unknown) => {
    // Unreachable because its workflow ended meanwhile (a cancel or the expiry won): the payout says so below.
    const now = await ownPayout(db, userId, reference);
    if (now.approval_status === "awaiting_approval" && now.payout_status === "Pending") throw error;
  });
  // Refused (a cancel or the expiry won) or not, the payout tells.
  const after = await ownPayout(db, userId, reference);
  if (after.approval_status !== "approved") throw new PayoutNotApprovableError(after);
  return after;
}
