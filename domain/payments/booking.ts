import type { Knex } from "knex";
import { toMinorUnits } from "../../lib/money";
import type { AccountType } from "../core/account-type";
import { post } from "../ledger/post";
import { walletIdOf, walletModeOf } from "../ledger/wallets";

/**
 * Books a successful transaction once: the provider clearing account owes the gross, the merchant's
 * wallet of the transaction's mode gets the net and the platform the fee, three lines summing to zero.
 * Runs inside the caller's database transaction, as its last step (the wallet's lock is then held only
 * until the commit); a repeat is a no-op.
 */
export async function recordSettlement(
  trx: Knex.Transaction,
  transaction: { reference: string; merchant_id: string; currency: string; amount: string; account_type: AccountType },
  { fee, net }: { fee: string; net: string },
): Promise<void> {
  await post(trx, {
    reference: transaction.reference,
    kind: "payment",
    currency: transaction.currency,
    walletId: await walletIdOf(trx, transaction.merchant_id, transaction.currency, walletModeOf(transaction.account_type)),
    lines: [
      { account: "provider_clearing", minor: -toMinorUnits(transaction.amount) },
      { account: "merchant_wallet", minor: toMinorUnits(net) },
      { account: "platform_fees", minor: toMinorUnits(fee) },
    ],
  });
}

/**
 * A success whose money is the customer's, not the merchant's (a late success of a payment we ended Failed, or a
 * checkout's try that did not count): what the provider settled waits in `late_success_suspense` (clearing `-gross`,
 * suspense `+gross`) until its refund moves it back to the provider (`late_success_refund`). Once per transaction.
 */
export async function bookIntoSuspense(
  trx: Knex.Transaction,
  transaction: { reference: string; currency: string; amount: string },
): Promise<void> {
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
