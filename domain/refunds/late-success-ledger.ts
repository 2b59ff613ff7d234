import type { Knex } from "knex";
import { toMinorUnits } from "../../lib/money";
import type { TransactionRow } from "../collections/row";
import { post } from "../ledger/post";
import type { RefundRow } from "./row";

/**
 * A late success in the ledger: what the provider settled for a payment we had ended Failed is owed to
 * the customer, not the merchant, so it waits in `late_success_suspense` (clearing `-gross`, suspense
 * `+gross`) until its refund moves it back to the provider (`late_success_refund`). Each once.
 */
export async function bookLateSuccess(
  trx: Knex.Transaction,
  transaction: Pick<TransactionRow, "reference" | "currency" | "amount">,
) {
  await post(trx, {
    reference: transaction.reference,
    kind: "late_success",
    currency: transaction.currency,
    lines: [
      { account: "provider_clearing", minor: -toMinorUnits(transaction.amount) },
      { account: "late_success_suspense", minor: toMinorUnits(transaction.amount) },
    ],
  });
}

export async function bookLateSuccessRefund(trx: Knex.Transaction, refund: Pick<RefundRow, "reference" | "currency" | "amount">) {
  await post(trx, {
    reference: refund.reference,
    kind: "late_success_refund",
    currency: refund.currency,
    lines: [
      { account: "late_success_suspense", minor: -toMinorUnits(refund.amount) },
      { account: "provider_clearing", minor: toMinorUnits(refund.amount) },
    ],
  });
}
