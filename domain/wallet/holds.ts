import type { Knex } from "knex";
import { toMinorUnits } from "../../lib/money";
import type { FinalStatus } from "../core/status";
import { commitPending, type PendingPlan, postPending, voidPending } from "../ledger/pending";

/** Money out of a wallet, in the ledger's terms: the reference it belongs to and its parts. */
export interface HeldMoney {
  reference: string;
  walletId: string;
  currency: string;
  amount: string;
  fee: string;
}

/** The two kinds of money out of a wallet: each books its own entry kinds (`payout_hold`, `refund_hold`, ...). */
export type MoneyOut = "payout" | "refund";

/**
 * Reserves `amount + fee` as a pending posting (`<operation>_hold`: available to held money), in constant time:
 * posted, the amount goes to the provider's clearing (`<operation>`) and the fee to the platform (`<operation>_fee`);
 * voided, all of it back (`<operation>_release`). Throws `InsufficientBalanceError` when the available money does not
 * cover it (nothing is then held).
 */
export async function holdMoneyOut(trx: Knex.Transaction, operation: MoneyOut, money: HeldMoney): Promise<void> {
  await postPending(trx, {
    reference: money.reference,
    kind: `${operation}_hold`,
    currency: money.currency,
    walletId: money.walletId,
    ...planOf(operation, money),
  });
}

const planOf = (operation: MoneyOut, money: Pick<HeldMoney, "amount" | "fee">): PendingPlan => ({
  voidKind: `${operation}_release`,
  lines: [
    { kind: operation, account: "provider_clearing", minor: toMinorUnits(money.amount) },
    { kind: `${operation}_fee`, account: "platform_fees", minor: toMinorUnits(money.fee) },
  ],
});

/**
 * A held movement's money at its final state, once (the guarded move that made it final runs once): Success posts
 * its pending posting, Failed voids it.
 */
export async function settleHeldMoney(
  trx: Knex.Transaction,
  operation: MoneyOut,
  row: Pick<HeldMoney, "reference" | "amount" | "fee">,
  to: FinalStatus,
): Promise<void> {
  const pending = { reference: row.reference, kind: `${operation}_hold` as const };
  // The plan serves only a hold booked before its pending posting was recorded (pending.ts, recordBookedHold).
  if (to === "Failed") await voidPending(trx, pending, planOf(operation, row));
  else await commitPending(trx, pending, planOf(operation, row));
}
