import type { Knex } from "knex";
import type { TransactionRow } from "../transactions/row";
import type { RefundRow } from "./row";

/**
 * A late success in the ledger: what the provider settled for a payment we had ended Failed is owed to
 * the customer, not the merchant, so it waits in `late_success_suspense` (clearing `-gross`, suspense
 * `+gross`) until its refund moves it back to the provider (`late_success_refund`). Each once (the unique
 * (reference, kind, account) index).
 */
export async function bookLateSuccess(
  trx: Knex.Transaction,
  transaction: Pick<TransactionRow, "reference" | "currency" | "amount">,
) {
  await trx("ledger_entries")
    .insert([
      {
        reference: transaction.reference,
        kind: "late_success",
        account: "provider_clearing",
        currency: transaction.currency,
        amount: `-${transaction.amount}`,
      },
      {
        reference: transaction.reference,
        kind: "late_success",
        account: "late_success_suspense",
        currency: transaction.currency,
        amount: transaction.amount,
      },
    ])
    .onConflict(["reference", "kind", "account"])
    .ignore();
}

export async function bookLateSuccessRefund(trx: Knex.Transaction, refund: Pick<RefundRow, "reference" | "currency" | "amount">) {
  await trx("ledger_entries")
    .insert([
      {
        reference: refund.reference,
        kind: "late_success_refund",
        account: "late_success_suspense",
        currency: refund.currency,
        amount: `-${refund.amount}`,
      },
      {
        reference: refund.reference,
        kind: "late_success_refund",
        account: "provider_clearing",
        currency: refund.currency,
        amount: refund.amount,
      },
    ])
    .onConflict(["reference", "kind", "account"])
    .ignore();
}
