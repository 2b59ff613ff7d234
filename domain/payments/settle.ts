import type { Db } from "../../db/connection";
import { NotFoundError } from "../../lib/errors";
import { serviceFailure } from "../../providers/failure-reasons";
import type { FinalStatus, ProviderResult } from "../../providers/types";
import { recordStaffAction } from "../accounts/staff-audit";
import { computeFee, type FeeSchedule } from "../core/fees";
import { moveToFinal } from "../core/guarded-move";
import { failureColumns } from "../core/provider-failure";
import {
  type SettlementInput as CoreSettlementInput,
  countedOnCommit,
  type SettledKind,
  type SettlementOutcome,
} from "../core/settlement";
import { isTerminal } from "../core/status";
import { bookIntoSuspense, recordSettlement } from "./booking";
import { payCheckout, successCounts } from "./checkout-claim";
import { lockPayment, PAYMENTS } from "./payments-store";
import type { PaymentRow } from "./row";
import { countSettled, recordForRouting } from "./transitions";

export type SettlementInput = CoreSettlementInput<ProviderResult>;
export type { SettlementOutcome };

/** A staff member's final answer for a transaction, with the reason it is recorded under. */
export interface StaffResolution {
  status: FinalStatus;
  reason: string;
  staffUserId: string;
}

export interface StaffResolutionInput extends StaffResolution {
  reference: string;
}

/**
 * How a collection settles: the core's guarded move into a final state and, on Success, the fee and net written
 * with it and the ledger booked, all in the caller's database transaction; the routing window learns the outcome.
 */
export function paymentSettlement(fees: FeeSchedule): SettledKind<PaymentRow> {
  return {
    noun: "transaction",
    outgoing: false,
    lock: lockPayment,
    statusOf: (transaction) => transaction.transaction_status,
    resultPatch: (transaction, input) => ({
      provider_code_name: input.providerCodeName,
      provider_reference: input.result.providerReference || transaction.provider_reference,
    }),
    async finish(trx, transaction, to, patch) {
      // A checkout's try counts only while its checkout is open: another's Success goes to suspense, to be refunded.
      const counts = to === "Success" && (await successCounts(trx, transaction));
      const { fee, net } = counts
        ? computeFee(fees, transaction.service, transaction.currency, transaction.amount)
        : { fee: "0.00", net: "0.00" };
      const status = { reference: transaction.reference, status: transaction.transaction_status };
      const onSuccess = { fee, net_amount: net };
      const moved = await moveToFinal<PaymentRow>(trx, PAYMENTS, status, to, patch, { onSuccess });
      if (!moved) return undefined;
      await recordForRouting(trx, moved);
      if (to === "Success" && counts) {
        await payCheckout(trx, transaction);
        await recordSettlement(trx, transaction, { fee, net });
      } else if (to === "Success") await bookIntoSuspense(trx, transaction);
      return moved;
    },
    countSettled,
  };
}

/**
 * A staff member's final answer, applied exactly as a verified provider result is (the same finish) and
 * recorded in staff_audit_log (`transaction.resolve`: who, from which state, to which, why), in one
 * database transaction. A terminal transaction
 * changes nothing (`changed: false`).
 */
export async function resolveByStaff(db: Db, fees: FeeSchedule, input: StaffResolutionInput): Promise<SettlementOutcome> {
  return countedOnCommit(db, { countSettled }, async (trx) => {
    const transaction = await lockPayment(trx, input.reference);
    if (!transaction) throw new NotFoundError(`Transaction ${input.reference} not found.`);
    const current = transaction.transaction_status;
    if (isTerminal(current)) return { changed: false, status: current };
    // The staff's words stay in the audit below; the transaction says only who decided.
    const failure = input.status === "Failed" ? failureColumns(serviceFailure("resolved_by_staff")) : {};
    const final = await paymentSettlement(fees).finish(trx, transaction, input.status, failure);
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
