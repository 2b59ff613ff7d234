import { fromMinorUnits, toMinorUnits } from "../../lib/money";

/**
 * A conversion's figures in integer arithmetic: rates are decimal strings read as a scaled bigint (digits, scale),
 * amounts are minor units (both currencies have cents). Nothing passes through a JavaScript float.
 */

/** A non-negative decimal as digits over 10^scale: "2850.5" is { digits: 28505n, scale: 1 }. */
export interface Decimal {
  digits: bigint;
  scale: number;
}

const DECIMAL = /^(\d{1,20})(?:\.(\d{1,20}))?$/;

export function parseDecimal(text: string): Decimal {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal: ${text}`);
  const fraction = match[2] ?? "";
  return { digits: BigInt(match[1]! + fraction), scale: fraction.length };
}

export function formatDecimal({ digits, scale }: Decimal): string {
  if (scale === 0) return digits.toString();
  const text = digits.toString().padStart(scale + 1, "0");
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

/** A rate shows this many significant digits at least (the contract asks for six), and six decimals at least. */
const SIGNIFICANT = 10;
const MIN_DECIMALS = 6;

/** numerator / denominator as a decimal, rounded down, with SIGNIFICANT significant digits (and MIN_DECIMALS decimals at least). */
export function decimalOfFraction(numerator: bigint, denominator: bigint): Decimal {
  if (numerator <= 0n || denominator <= 0n) throw new RangeError("a rate is positive");
  let scale = MIN_DECIMALS;
  const floor = 10n ** BigInt(SIGNIFICANT - 1);
  while ((numerator * 10n ** BigInt(scale)) / denominator < floor) scale++;
  return { digits: (numerator * 10n ** BigInt(scale)) / denominator, scale };
}

export const BPS = 10_000n;

/**
 * The pair's rates in the direction asked: `mid_rate` (to per from, before the spread) and `rate` (after it, what
 * one unit of `from` buys), both rounded down. With mid M (second currency per first) and s = spread_bps / 10,000:
 * selling the first currency gets M × (1 − s), selling the second (1 / M) × (1 − s).
 */
export function directedRates(mid: string, spreadBps: number, sellingFirst: boolean): { rate: Decimal; midRate: Decimal } {
  const m = parseDecimal(mid);
  const kept = BPS - BigInt(spreadBps);
  const unit = 10n ** BigInt(m.scale);
  // mid as a fraction to per from: M = digits / 10^scale; its inverse 10^scale / digits.
  const [midNumerator, midDenominator] = sellingFirst ? [m.digits, unit] : [unit, m.digits];
  return {
    midRate: decimalOfFraction(midNumerator, midDenominator),
    rate: decimalOfFraction(midNumerator * kept, midDenominator * BPS),
  };
}

/** What `amount` (minor units of `from`) buys at `rate`, rounded down to the cent. */
export function receiveFor(amountMinor: bigint, rate: Decimal): bigint {
  return (amountMinor * rate.digits) / 10n ** BigInt(rate.scale);
}

/** What buys `receive` (minor units of `to`) at `rate`, rounded up to the cent. */
export function amountFor(receiveMinor: bigint, rate: Decimal): bigint {
  const numerator = receiveMinor * 10n ** BigInt(rate.scale);
  return (numerator + rate.digits - 1n) / rate.digits;
}

export interface QuoteFigures {
  amount: string;
  receive_amount: string;
  rate: string;
  mid_rate: string;
}

/**
 * A quote's figures from the pair's mid and spread, for `amount` (what to sell) or `receive_amount` (what to buy):
 * the other is computed at the shown `rate` (so anyone can check it), `receive_amount` rounded down to the cent and
 * `amount` up. Undefined when the figures round to nothing.
 */
export function quoteFigures(
  mid: string,
  spreadBps: number,
  sellingFirst: boolean,
  asked: { amount: string } | { receive_amount: string },
): QuoteFigures | undefined {
  const { rate, midRate } = directedRates(mid, spreadBps, sellingFirst);
  const [amount, receive] =
    "amount" in asked
      ? [toMinorUnits(asked.amount), receiveFor(toMinorUnits(asked.amount), rate)]
      : [amountFor(toMinorUnits(asked.receive_amount), rate), toMinorUnits(asked.receive_amount)];
  if (amount <= 0n || receive <= 0n) return undefined;
  return {
    amount: fromMinorUnits(amount),
    receive_amount: fromMinorUnits(receive),
    rate: formatDecimal(rate),
    mid_rate: formatDecimal(midRate),
  };
}
