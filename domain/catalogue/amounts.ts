import { toMinorUnits } from "../../lib/money";
import type { CurrencyRow } from "./catalogue-store";

const DECIMAL_STRING = /^\d{1,15}(\.\d+)?$/;

/**
 * The one reading of an amount a request sends, whatever the route (a transaction's, a payout's, a
 * refund's): a decimal string with at most its currency's decimals, in minor units; otherwise the
 * problem to answer under the amount field (`400 validation_error`), never an exception.
 */
export function parseAmount(
  amount: string,
  currency: Pick<CurrencyRow, "code" | "decimals">,
): { minor: bigint; problem?: undefined } | { problem: string } {
  if (!DECIMAL_STRING.test(amount)) return { problem: 'Send the amount as a decimal string, e.g. "1500.00".' };
  const [whole, fraction = ""] = amount.split(".");
  if (fraction.length > currency.decimals)
    return { problem: `${currency.code} amounts have at most ${currency.decimals} decimals.` };
  return { minor: toMinorUnits(`${whole}.${fraction.padEnd(2, "0").slice(0, 2)}`) };
}
