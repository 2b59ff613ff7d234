import type { Knex } from "knex";
import { isUniqueViolation } from "../../db/errors";
import { AppError, InsufficientBalanceError } from "../../lib/errors";
import { counter } from "../../lib/metrics";
import { toMinorUnits } from "../../lib/money";
import type { ProviderRegistry } from "../../providers/registry";
import { type EngineDelayed, startInEngine } from "../core/engine-start";
import { computeFee, type FeeSchedule } from "../core/fees";
import type { Payer } from "../core/payer";
import { newReference } from "../core/reference";
import { walletIdOf, walletModeOf } from "../ledger/wallets";
import { findControls } from "../money-out-controls/controls-store";
import { holdMoneyOut } from "../wallet/holds";
import { assertWithinDailyLimit } from "./daily-limit";
import type { PayoutEngine, PayoutInitiation } from "./payout-engine";
import { payoutResource } from "./payout-resource";
import { type CheckedPayout, checkPayout, type PayoutRequest } from "./payout-rules";
import { findPayout, findPayoutByMerchantReference, insertPayout } from "./payouts-store";
import { lookUpRecipient } from "./recipient-lookup";
import { sameName } from "./recipient-names";
import type { PayoutRow } from "./row";

const payoutsCreated = counter("payouts_created_total", "Payouts created, by the state the API answered with", [
  "status",
  "service",
]);

export interface PayoutCreationDeps {
  db: Knex;
  /** The providers' clients, for the recipient's name. */
  providers: ProviderRegistry;
  engine: Pick<PayoutEngine, "startPayout" | "payoutExists">;
  fees: FeeSchedule;
  allowPrivateCallbacks: boolean;
}

/** A payout request as far as its shape parsed, with the problems the shape already showed. */
export interface PayoutCreationRequest {
  fields: Partial<PayoutRequest>;
  shapeProblems: Record<string, string>;
  /**
   * A payout file's row: its `callback_url` may be absent (nobody is notified of it; the merchant follows the file),
   * and an approval of the whole file (its approver) stands for the payout's own.
   */
  ofFile?: { approvedBy: string | null };
}

/** How a creation ended once the request passed the rules and the wallet covered it (as a payment's, create-payment.ts). */
export type PayoutCreation =
  | { outcome: "created"; row: PayoutRow; initiation: PayoutInitiation }
  | { outcome: "duplicate"; existingReference: string | undefined }
  | EngineDelayed<PayoutRow>;

/**
 * Records the payout and holds `amount + fee` out of its mode's wallet in one database transaction: the
 * hold is one guarded move of the wallet's kept balance, so two payouts never spend the same money and
 * `available` never goes below zero. With a daily limit in its currency, the day's payouts are summed under
 * the wallet's lock first (limit_exceeded). A payout strictly above the merchant's `approval_above` in its
 * currency is recorded awaiting approval (its money held all the same). Answers the existing payout's
 * reference on a repeated merchant_reference.
 */
async function recordWithHold(
  db: Knex,
  reference: string,
  payer: Payer,
  checked: CheckedPayout & RecipientCheck,
  fee: string,
  approvedBy: string | null,
) {
  return db.transaction(async (trx): Promise<{ duplicateOf?: string }> => {
    const existing = await findPayoutByMerchantReference(trx, checked.merchantId, checked.merchantReference);
    if (existing) return { duplicateOf: existing.reference };
    const walletId = await walletIdOf(trx, checked.merchantId, checked.currency, walletModeOf(payer.account_type));
    if (!walletId) throw new InsufficientBalanceError("0.00", checked.currency);
    const controls = await findControls(trx, checked.merchantId);
    const limit = controls?.daily_limits[checked.currency];
    if (limit !== undefined) {
      const payout = {
        merchantId: checked.merchantId,
        accountType: payer.account_type,
        currency: checked.currency,
        amount: checked.amount,
      };
      await assertWithinDailyLimit(trx, walletId, payout, limit);
    }
    const threshold = controls?.approval_above[checked.currency];
    const awaitsApproval = threshold !== undefined && toMinorUnits(checked.amount) > toMinorUnits(threshold);
    // A file's approval covers its rows: such a payout is recorded approved, by whoever approved the file.
    const approval = !awaitsApproval
      ? ({ approval_status: "not_required" } as const)
      : approvedBy
        ? ({ approval_status: "approved", approved_by: approvedBy, approved_at: new Date() } as const)
        : ({ approval_status: "awaiting_approval" } as const);
    await insertPayout(trx, {
      reference,
      merchant_id: checked.merchantId,
      merchant_reference: checked.merchantReference,
      account_type: payer.account_type,
      amount: checked.amount,
      fee,
      currency: checked.currency,
      service: checked.service,
      recipient_number: checked.recipientNumber,
      expected_recipient_name: checked.expectedRecipientName,
      recipient_name_checked: checked.recipientNameChecked,
      callback_url: checked.callbackUrl,
      requested_provider: checked.requestedProvider,
      ...approval,
      created_by: payer.actorId ?? payer.id,
    });
    await holdMoneyOut(trx, "payout", { reference, walletId, currency: checked.currency, amount: checked.amount, fee });
    return {};
  });
}

interface RecipientCheck {
  expectedRecipientName: string | null;
  recipientNameChecked: boolean;
}

class RecipientNameMismatchError extends AppError {
  constructor(registered: boolean) {
    super(
      409,
      "recipient_name_mismatch",
      registered
        ? "The network gives this number to someone else: nothing was paid or held."
        : "The network says this number is not registered: nothing was paid or held.",
      { expected_recipient_name: registered ? "Does not match the number's holder." : "The number is not registered." },
    );
  }
}

/**
 * The name the merchant expects, against the holder the network tells, before any money is held: a holder by
 * another name, or none at all, refuses the payout; when no provider can tell, it proceeds unchecked.
 */
async function checkRecipientName(
  deps: PayoutCreationDeps,
  payer: Payer,
  checked: CheckedPayout,
  expected: string | undefined,
): Promise<RecipientCheck> {
  if (expected === undefined) return { expectedRecipientName: null, recipientNameChecked: false };
  const lookup = await lookUpRecipient(deps.db, deps.providers, {
    accountType: payer.account_type,
    number: checked.recipientNumber,
    service: checked.service,
    currency: checked.currency,
  });
  if (lookup.kind === "unavailable") return { expectedRecipientName: expected, recipientNameChecked: false };
  if (lookup.kind === "found" && sameName(expected, lookup.name)) {
    return { expectedRecipientName: expected, recipientNameChecked: true };
  }
  throw new RecipientNameMismatchError(lookup.kind === "found");
}

/** A payout recorded with its money held, for its workflow to be started; or the one its merchant_reference names. */
type RecordedPayout =
  | { outcome: "recorded"; reference: string; merchantId: string }
  | { outcome: "duplicate"; existingReference: string | undefined };

/** Applies every rule (each bad field named at once) and records the payout while holding its money. */
async function recordPayout(deps: PayoutCreationDeps, payer: Payer, request: PayoutCreationRequest): Promise<RecordedPayout> {
  const { db } = deps;
  const checked = await checkPayout(
    db,
    payer.id,
    payer.account_type,
    request.fields,
    request.shapeProblems,
    deps.allowPrivateCallbacks,
    { callbackRequired: request.ofFile === undefined },
  );
  const recipient = await checkRecipientName(deps, payer, checked, request.fields.expected_recipient_name);
  const { fee } = computeFee(deps.fees, checked.service, checked.currency, checked.amount);
  const reference = newReference(payoutResource.referencePrefix);
  try {
    const { duplicateOf } = await recordWithHold(
      db,
      reference,
      payer,
      { ...checked, ...recipient },
      fee,
      request.ofFile?.approvedBy ?? null,
    );
    if (duplicateOf) return { outcome: "duplicate", existingReference: duplicateOf };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findPayoutByMerchantReference(db, checked.merchantId, checked.merchantReference);
    return { outcome: "duplicate", existingReference: existing?.reference };
  }
  return { outcome: "recorded", reference, merchantId: checked.merchantId };
}

/**
 * Has the engine start a recorded payout's workflow and waits until the first provider step has settled. The
 * row is never removed: when the engine does not answer in time, its client starts the workflow as soon as it
 * does, the worker's orphan sweep being the backstop.
 */
async function startPayout(
  deps: PayoutCreationDeps,
  recorded: Extract<RecordedPayout, { outcome: "recorded" }>,
): Promise<PayoutCreation> {
  const { db, engine } = deps;
  const { reference, merchantId } = recorded;
  const started = await startInEngine(
    reference,
    () => engine.startPayout(reference, merchantId),
    () => engine.payoutExists(reference),
  );
  if (started.outcome !== "started") return { ...started, row: (await findPayout(db, reference))! };
  const row = (await findPayout(db, reference))!;
  payoutsCreated.inc({ status: row.payout_status, service: row.service });
  return { outcome: "created", row, initiation: started.initiation };
}

/** Creates a payout: records it with its money held, then starts its workflow. */
export async function createPayout(
  deps: PayoutCreationDeps,
  payer: Payer,
  request: PayoutCreationRequest,
): Promise<PayoutCreation> {
  const recorded = await recordPayout(deps, payer, request);
  return recorded.outcome === "recorded" ? startPayout(deps, recorded) : recorded;
}

const BULK_START_CONCURRENCY = 10;

/**
 * Creates each payout of a bulk request on its own (its own hold, workflow and notification): records them one
 * after another in the order of the items, so the balance and the daily limit are met in that order (the last of
 * an allowance goes to the earlier item, every time), then starts their workflows a few at a time. Each answers
 * its creation or the error that refused it. `startConcurrency`: how many starts at once (a payout file's worker
 * loop, outside any request, starts more).
 */
export async function createPayoutsInBulk(
  deps: PayoutCreationDeps,
  payer: Payer,
  requests: PayoutCreationRequest[],
  options: { startConcurrency?: number } = {},
): Promise<Array<PayoutCreation | AppError>> {
  const results: Array<PayoutCreation | AppError> = new Array(requests.length);
  const toStart: Array<{ index: number; recorded: Extract<RecordedPayout, { outcome: "recorded" }> }> = [];
  for (const [index, request] of requests.entries()) {
    try {
      const recorded = await recordPayout(deps, payer, request);
      if (recorded.outcome === "recorded") toStart.push({ index, recorded });
      else results[index] = recorded;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results[index] = error;
    }
  }
  let next = 0;
  const starter = async () => {
    for (let one = toStart[next++]; one; one = toStart[next++]) results[one.index] = await startPayout(deps, one.recorded);
  };
  const concurrency = options.startConcurrency ?? BULK_START_CONCURRENCY;
  await Promise.all(Array.from({ length: Math.min(concurrency, toStart.length) }, starter));
  return results;
}
