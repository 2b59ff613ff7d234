import type { Knex } from "knex";
import { toMinorUnits } from "../../lib/money";
import { post } from "../ledger/post";
import type { RefundRow } from "./row";

/** A late success's refund in the ledger: its amount leaves `late_success_suspense` back to the provider. Once. */
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
