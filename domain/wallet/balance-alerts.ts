import type { Knex } from "knex";
import type { Mailer } from "../../lib/mailer";
import { findUser } from "../accounts/users-store";
import type { WalletMode } from "../ledger/wallets";

export interface BalanceAlertView {
  currency: string;
  threshold: string;
  available: string;
  below: boolean;
}

/** A merchant's alerts in one mode, with what each wallet holds now. (This module is the one that writes `balance_alerts`.) */
const alertsOf = (db: Knex | Knex.Transaction, merchantId: string, mode: WalletMode) =>
  db("balance_alerts as a")
    .join("wallets as w", "w.id", "a.wallet_id")
    .where({ "w.merchant_id": merchantId, "w.mode": mode })
    .orderBy("w.currency")
    .select(
      "w.currency",
      db.raw("a.threshold::text AS threshold"),
      db.raw("w.available::text AS available"),
      db.raw("w.available < a.threshold AS below"),
    );

export function balanceAlerts(db: Knex, merchantId: string, mode: WalletMode): Promise<BalanceAlertView[]> {
  return alertsOf(db, merchantId, mode);
}

/**
 * Sets the merchant's thresholds per currency in one mode (null removes one); a threshold set anew is armed again.
 * Answers the currencies it has no wallet in, for the caller to refuse.
 */
export async function setBalanceAlerts(
  db: Knex,
  merchantId: string,
  mode: WalletMode,
  thresholds: Record<string, string | null>,
): Promise<{ unknown: string[] }> {
  return db.transaction(async (trx) => {
    const wallets: Array<{ id: string; currency: string }> = await trx("wallets")
      .where({ merchant_id: merchantId, mode })
      .whereIn("currency", Object.keys(thresholds))
      .select("id", "currency");
    const unknown = Object.keys(thresholds).filter((currency) => !wallets.some((wallet) => wallet.currency === currency));
    if (unknown.length > 0) return { unknown };
    for (const wallet of wallets) {
      const threshold = thresholds[wallet.currency];
      if (threshold === null || threshold === undefined) await trx("balance_alerts").where({ wallet_id: wallet.id }).delete();
      else
        await trx("balance_alerts")
          .insert({ wallet_id: wallet.id, threshold, alerted: false, updated_at: trx.fn.now() })
          .onConflict("wallet_id")
          .merge({ threshold, alerted: false, updated_at: trx.fn.now() });
    }
    return { unknown: [] };
  });
}

/**
 * One pass over every alert: a wallet whose available money fell below its threshold, not yet alerted, is marked and
 * its merchant's owner mailed once; one back at or above it is re-armed. Marking comes first, in one statement per
 * wallet, so two workers never mail twice for one dip.
 */
export async function sweepBalanceAlerts(db: Knex, mailer: Mailer): Promise<{ mailed: number; rearmed: number }> {
  const { rows: fell } = await db.raw<{
    rows: Array<{ currency: string; mode: WalletMode; threshold: string; available: string; user_id: string; name: string }>;
  }>(
    `UPDATE balance_alerts a SET alerted = true, updated_at = now()
       FROM wallets w JOIN merchants m ON m.id = w.merchant_id
      WHERE w.id = a.wallet_id AND NOT a.alerted AND w.available < a.threshold
      RETURNING w.currency, w.mode, a.threshold::text AS threshold, w.available::text AS available, m.user_id, m.name`,
  );
  for (const alert of fell) {
    const owner = await findUser(db, alert.user_id);
    if (owner?.email_verified_at) await mailer.send({ to: owner.email, ...balanceAlertMail(alert) });
  }
  const rearmed = await db("balance_alerts as a")
    .whereRaw("a.alerted AND EXISTS (SELECT 1 FROM wallets w WHERE w.id = a.wallet_id AND w.available >= a.threshold)")
    .update({ alerted: false, updated_at: db.fn.now() });
  return { mailed: fell.length, rearmed };
}

function balanceAlertMail(alert: { currency: string; mode: WalletMode; threshold: string; available: string; name: string }) {
  const wallet = alert.mode === "sandbox" ? `sandbox ${alert.currency}` : alert.currency;
  return {
    subject: `${alert.name}: your ${wallet} balance is below ${alert.threshold}`,
    text: [
      `The available ${wallet} balance of ${alert.name} is ${alert.available}, below the alert you set at ${alert.threshold}.`,
      "Payouts and refunds need available money: add funds, or wait for collections to settle.",
      "You will not be mailed again about this balance until it has been back above the threshold.",
    ].join("\n\n"),
  };
}
