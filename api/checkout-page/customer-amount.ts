import { amountLimits } from "../../domain/core/limits";
import { readHumanAmount } from "../../lib/human-amount";
import { toMinorUnits } from "../../lib/money";
import type { Messages } from "./messages";

/** Francs are whole on the customer's page: the networks take none in CDF (M-Pesa through pawaPay), nor do people. */
const WHOLE_CURRENCIES = new Set(["CDF"]);

/** What a customer may type on a payment link's page in `currency`: the movement limits, francs from one. */
export function customerAmountLimits(currency: string): { min: string; max: string } {
  const { min, max } = amountLimits(currency);
  return { min: WHOLE_CURRENCIES.has(currency) ? "1.00" : min, max: max ?? "999999999999999.00" };
}

/**
 * The amount a customer typed on a payment link's page, as people write it ("7 500", "7.500", "7,500"), in the API's
 * decimal string; or the words saying why not (`range` names the limits), in the customer's language. The limits
 * themselves are the domain's to check.
 */
export function customerAmount(
  typed: string,
  currency: string,
  m: Messages,
  range: string,
): { amount: string } | { problem: string } {
  const read = readHumanAmount(typed);
  const whole = WHOLE_CURRENCIES.has(currency);
  if ("problem" in read && !(whole && read.problem === "too_many_decimals")) return { problem: `${m.invalidAmount} ${range}` };
  if ("problem" in read || (whole && toMinorUnits(read.amount) % 100n !== 0n)) return { problem: m.wholeFrancs };
  return read;
}
