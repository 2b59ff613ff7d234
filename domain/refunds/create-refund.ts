import type { Knex } from "knex";
import { isUniqueViolation } from "../../db/errors";
import {
  AppError,
  InsufficientBalanceError,
  InvalidStateTransitionError,
  NotFoundError,
  ValidationError,
} from "../../lib/errors";
import { counter } from "../../lib/metrics";
import { decimalsUsed, fromMinorUnits, toMinorUnits } from "../../lib/money";
import { assertCallbackUrlAllowed } from "../../lib/url-safety";
import { merchantOfUser } from "../accounts/merchants";
import { parseAmount } from "../catalogue/amounts";
import { findCurrency } from "../catalogue/catalogue-store";
import { type EngineDelayed, startInEngine } from "../core/engine-start";
import { computeFee, type FeeSchedule } from "../core/fees";
import type { Payer } from "../core/payer";
import { newReference } from "../core/reference";
import { ledgerEntriesOf } from "../ledger/entries";
import { walletIdOf, walletModeOf } from "../ledger/wallets";
import { findMerchantPayment, lockPayment } from "../payments/payments-store";
import type { PaymentRow } from "../payments/row";
import { decimalsProblem, findProvider } from "../routing/providers-store";
import { holdMoneyOut } from "../wallet/holds";
import type { RefundEngine, RefundInitiation } from "./refund-engine";
import { refundMethodAt } from "./refund-method";
import { refundResource } from "./refund-resource";
import { findRefund, findRefundByMerchantReference, insertRefund, refundedAmountOf } from "./refunds-store";
import type { RefundRow } from "./row";

const refundsCreated = counter("refunds_created_total", "Refunds created, by source and the state the API answered with", [
  "status",
  "source",
]);

export interface RefundRequest {
  merchant_reference: string;
  /** Default: what is left to refund. */
  amount?: string;
  /** Default: the transaction's. */
  callback_url?: string;
  reason?: string;
}

export interface RefundCreationDeps {
  db: Knex;
  engine: RefundEngine;
  /** FEE_SCHEDULE's `refund` schedule; none: refunds carry no fee. */
  fees: FeeSchedule | undefined;
  allowPrivateCallbacks: boolean;
}

export type RefundCreation =
  | { outcome: "created"; row: RefundRow; initiation: RefundInitiation }
  | { outcome: "duplicate"; existingReference: string | undefined }
  | EngineDelayed<RefundRow>;

/**
 * What is left to refund of a transaction, checked against the amount asked (default: all of it), which
 * parseAmount read already in the transaction's currency (createRefund).
 */
function refundAmount(transaction: PaymentRow, refunded: string, asked: string | undefined): string {
  const remaining = toMinorUnits(transaction.amount) - toMinorUnits(refunded);
  const amount = asked === undefined ? remaining : toMinorUnits(asked);
  if (amount <= 0n || amount > remaining) {
    throw new ValidationError({
      amount: `At most ${fromMinorUnits(remaining > 0n ? remaining : 0n)} ${transaction.currency} of this transaction can still be refunded.`,
    });
  }
  return fromMinorUnits(amount);
}

/** A checkout's try whose success did not count: the merchant never had its money, its customer gets it back by itself. */
class UncountedTryError extends AppError {
  constructor() {
    super(
      409,
      "invalid_state_transition",
      "This try's payment was not counted (its checkout was paid by another try, or had ended): it is refunded to the customer automatically.",
      { from: "Success", to: "refunded" },
    );
  }
}

/** Whether a successful transaction's money went to suspense (a late or uncounted success) rather than the wallet. */
async function notCredited(trx: Knex.Transaction, reference: string): Promise<boolean> {
  return (await ledgerEntriesOf(trx, reference)).some((line) => line.kind === "late_success");
}

/**
 * Records a merchant's refund of its successful transaction with its hold, in one database transaction:
 * the transaction's row is locked first (so two concurrent refunds of it cannot exceed its amount), then
 * the hold moves the kept balance of the wallet of the payment's mode (never below zero).
 */
async function recordWithHold(
  deps: RefundCreationDeps,
  transaction: PaymentRow,
  request: RefundRequest,
  reference: string,
): Promise<{ duplicateOf?: string }> {
  return deps.db.transaction(async (trx) => {
    const locked = (await lockPayment(trx, transaction.reference))!;
    const existing = await findRefundByMerchantReference(trx, locked.merchant_id, request.merchant_reference);
    if (existing) return { duplicateOf: existing.reference };
    if (locked.transaction_status !== "Success") throw new InvalidStateTransitionError(locked.transaction_status, "refunded");
    if (await notCredited(trx, locked.reference)) throw new UncountedTryError();
    const amount = refundAmount(locked, await refundedAmountOf(trx, locked.reference), request.amount);
    const fee = deps.fees ? computeFee(deps.fees, locked.service, locked.currency, amount).fee : "0.00";
    const walletId = await walletIdOf(trx, locked.merchant_id, locked.currency, walletModeOf(locked.account_type));
    if (!walletId) throw new InsufficientBalanceError("0.00", locked.currency);
    await insertRefund(trx, {
      reference,
      transaction_reference: locked.reference,
      merchant_id: locked.merchant_id,
      merchant_reference: request.merchant_reference,
      source: "merchant",
      account_type: locked.account_type,
      amount,
      fee,
      currency: locked.currency,
      callback_url: request.callback_url ?? locked.callback_url,
      provider_code_name: locked.provider_code_name!,
      method: await refundMethodAt(trx, locked.provider_code_name!, { amount, collectionAmount: locked.amount }),
      reason: request.reason ?? null,
    });
    await holdMoneyOut(trx, "refund", { reference, walletId, currency: locked.currency, amount, fee });
    return {};
  });
}

/** Starts a recorded refund's workflow and answers how its creation ended (as a payout's, create-payout.ts). */
export async function startRecordedRefund(
  engine: RefundEngine,
  db: Knex,
  reference: string,
  merchantId: string,
  source: string,
): Promise<RefundCreation> {
  const started = await startInEngine(
    reference,
    () => engine.startRefund(reference, merchantId),
    () => engine.refundExists(reference),
  );
  if (started.outcome !== "started") return { ...started, row: (await findRefund(db, reference))! };
  const row = (await findRefund(db, reference))!;
  refundsCreated.inc({ status: row.refund_status, source });
  return { outcome: "created", row, initiation: started.initiation };
}

/**
 * Refunds the caller's successful transaction, in full or in part: the transaction must be the caller's
 * (404 otherwise) and `Success` (409); the amount at most what its refunds not `Failed` leave (400,
 * `details.amount`); the wallet must cover it (400 `insufficient_balance`). Idempotent on merchant_reference.
 */
export async function createRefund(
  deps: RefundCreationDeps,
  payer: Payer,
  transactionReference: string,
  request: { fields: Partial<RefundRequest>; shapeProblems: Record<string, string> },
): Promise<RefundCreation> {
  const merchant = await merchantOfUser(deps.db, payer.id);
  const transaction = merchant ? await findMerchantPayment(deps.db, merchant.id, transactionReference) : undefined;
  if (!transaction) throw new NotFoundError("No such transaction.");
  const details = { ...request.shapeProblems };
  const fields = { ...request.fields };
  if (fields.amount !== undefined) {
    const parsed = parseAmount(fields.amount, (await findCurrency(deps.db, transaction.currency))!);
    if (parsed.problem !== undefined) details.amount = parsed.problem;
    else fields.amount = fromMinorUnits(parsed.minor);
  }
  // The refund goes to the provider that took the payment: an amount it cannot take on the wire is refused here.
  if (fields.amount !== undefined && !details.amount && transaction.provider_code_name) {
    const provider = await findProvider(deps.db, transaction.provider_code_name);
    const { service, currency } = transaction;
    const problem =
      provider && (await decimalsProblem(deps.db, { service, currency, decimals: decimalsUsed(fields.amount), provider }));
    if (problem) details.amount = problem;
  }
  if (request.fields.callback_url !== undefined) {
    await assertCallbackUrlAllowed(request.fields.callback_url, deps.allowPrivateCallbacks).catch((error) => {
      if (!(error instanceof ValidationError)) throw error;
      Object.assign(details, error.details);
    });
  }
  if (Object.keys(details).length > 0) throw new ValidationError(details);
  const reference = newReference(refundResource.referencePrefix);
  try {
    const { duplicateOf } = await recordWithHold(deps, transaction, fields as RefundRequest, reference);
    if (duplicateOf) return { outcome: "duplicate", existingReference: duplicateOf };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findRefundByMerchantReference(deps.db, transaction.merchant_id, request.fields.merchant_reference!);
    return { outcome: "duplicate", existingReference: existing?.reference };
  }
  return startRecordedRefund(deps.engine, deps.db, reference, transaction.merchant_id, "merchant");
}
