import type { Knex } from "knex";
import type { Db } from "../../db/connection";
import { NotFoundError } from "../../lib/errors";
import { twoDecimals } from "../../lib/money";
import type { FinalStatus, ProviderResult } from "../../providers/types";
import { recordStaffAction } from "../accounts/staff-audit";
import { computeFee, type FeeSchedule } from "../core/fees";
import { mismatch } from "../core/result-match";
import type { MovementStatus } from "../core/status";
import { isTerminal } from "../core/status";
import type { RawCallbackVerdict } from "../provider-webhooks/raw-callback";
import { recordVerdict } from "../provider-webhooks/raw-callbacks-store";
import { recordSettlement } from "./booking";
import type { TransactionRow } from "./row";
import { lockTransaction } from "./transactions-store";
import { countSettled, transition } from "./transitions";

export interface SettlementInput {
  reference: string;
  providerCodeName: string;
  result: ProviderResult;
  rawCallbackId: string | null;
  source: "webhook" | "status_query";
}

/** A staff member's final answer for a transaction, with the reason it is recorded under. */
export interface StaffResolution {
  status: FinalStatus;
  reason: string;
  staffUserId: string;
}

export interface StaffResolutionInput extends StaffResolution {
  reference: string;
}

export interface SettlementOutcome {
  changed: boolean;
  status: MovementStatus;
}

/**
 * Applies one verified provider result, idempotently, in one database transaction: checks it belongs
 * to the transaction, moves the state with guarded transitions, books the ledger on Success, and
 * records on the RawCallback what became of it. A result after a terminal state changes nothing.
 */
export async function settle(db: Db, fees: FeeSchedule, input: SettlementInput): Promise<SettlementOutcome> {
  return countedOnCommit(db, async (trx) => {
    const transaction = await lockTransaction(trx, input.reference);
    const verdict = async (status: RawCallbackVerdict, note?: string) => {
      if (!input.rawCallbackId) return;
      await recordVerdict(trx, input.rawCallbackId, status, note ?? null);
    };
    if (!transaction) {
      await verdict("unknown_reference");
      return { changed: false, status: "Pending" };
    }
    const current = transaction.transaction_status;
    const problem = mismatch(transaction, input);
    if (problem) {
      await verdict("mismatch", problem);
      return { changed: false, status: current };
    }
    if (isTerminal(current)) {
      const same = current === input.result.status;
      await verdict(same ? "duplicate" : "contrary_after_terminal", `transaction already ${current}`);
      return { changed: false, status: current };
    }
    const identity = {
      provider_code_name: input.providerCodeName,
      provider_reference: input.result.providerReference || transaction.provider_reference,
    };
    const failure = input.result.status === "Failed" ? { failure_reason: input.result.failureReason ?? "failed" } : {};
    const final = await moveToFinal(trx, fees, transaction, input.result.status, { ...identity, ...failure });
    await verdict("applied", `via ${input.source}`);
    return { changed: true, status: input.result.status, final };
  });
}

/**
 * The one way into a final state: guarded transitions (through Processing when Success comes to a
 * Pending transaction), and on Success the ledger, fee and net, all in the caller's database transaction.
 */
async function moveToFinal(
  trx: Knex.Transaction,
  fees: FeeSchedule,
  transaction: TransactionRow,
  to: FinalStatus,
  patch: Record<string, unknown>,
): Promise<TransactionRow> {
  const { reference } = transaction;
  if (to === "Failed") return (await transition(trx, reference, "Failed", patch)).row;
  if (transaction.transaction_status === "Pending") await transition(trx, reference, "Processing", patch);
  const { fee, net } = computeFee(fees, transaction.service, transaction.currency, transaction.amount);
  const succeeded = (await transition(trx, reference, "Success", { ...patch, fee, net_amount: net })).row;
  await recordSettlement(trx, transaction, { fee, net });
  return succeeded;
}

/**
 * Runs `work` in one database transaction and, once it has committed, counts the final state it
 * reached (a rolled-back settlement counts nothing).
 */
async function countedOnCommit(
  db: Db,
  work: (trx: Knex.Transaction) => Promise<SettlementOutcome & { final?: TransactionRow }>,
): Promise<SettlementOutcome> {
  const { final, ...outcome } = await db.transaction(work);
  if (final) countSettled(final);
  return outcome;
}

/**
 * A staff member's final answer, applied exactly as a verified provider result is (moveToFinal) and
 * recorded in staff_audit_log (`transaction.resolve`: who, from which state, to which, why), in one
 * database transaction. A terminal transaction
 * changes nothing (`changed: false`).
 */
export async function resolveByStaff(db: Db, fees: FeeSchedule, input: StaffResolutionInput): Promise<SettlementOutcome> {
  return countedOnCommit(db, async (trx) => {
    const transaction = await lockTransaction(trx, input.reference);
    if (!transaction) throw new NotFoundError(`Transaction ${input.reference} not found.`);
    const current = transaction.transaction_status;
    if (isTerminal(current)) return { changed: false, status: current };
    const failure = input.status === "Failed" ? { failure_reason: `resolved by staff: ${input.reason}` } : {};
    const final = await moveToFinal(trx, fees, transaction, input.status, failure);
    await recordStaffAction(trx, {
      actorId: input.staffUserId,
      action: "transaction.resolve",
      targetType: "transaction",
      targetId: input.reference,
      before: { transaction_status: current },
      after: { transaction_status: input.status },
      reason: input.reason,
    });
    return { changed: true, status: input.status, final };
  });
}
