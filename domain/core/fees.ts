import type { FeeSchedule, FeeSchedules } from "../../lib/config";
import { fromMinorUnits, toMinorUnits } from "../../lib/money";

export type { FeeSchedule, FeeSchedules };

/** Percentages are held in ten-thousandths of a percent, so 1.5 % is 15000n of 1_000_000n. */
const PERCENT_SCALE = 1_000_000n;

function percentToScaled(percent: string): bigint {
  const [whole, fraction = ""] = percent.split(".");
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, "0"));
}

/**
 * The fee on a gross amount: the service's percentage (or the default's), rounded half-up to the
 * cent, at least the currency's minimum, never more than the gross. Net = gross - fee.
 */
export function computeFee(
  schedule: FeeSchedule,
  service: string,
  currency: string,
  gross: string,
): { fee: string; net: string } {
  const applicable = schedule[service] ?? schedule.default;
  const grossMinor = toMinorUnits(gross);
  const proportional = (grossMinor * percentToScaled(applicable.percent) * 2n + PERCENT_SCALE) / (2n * PERCENT_SCALE);
  const minimum = applicable.minimum[currency] ? toMinorUnits(applicable.minimum[currency]) : 0n;
  const feeMinor = [proportional, minimum].reduce((a, b) => (a > b ? a : b));
  const bounded = feeMinor > grossMinor ? grossMinor : feeMinor;
  return { fee: fromMinorUnits(bounded), net: fromMinorUnits(grossMinor - bounded) };
}
