/** Decimal-string ⇄ minor-unit conversions in integer arithmetic; amounts never pass through a float. */
const DECIMAL = /^(\d{1,18})(?:\.(\d{1,2}))?$/;

export function toMinorUnits(amount: string): bigint {
  const match = DECIMAL.exec(amount);
  if (!match) throw new RangeError(`not a decimal amount with at most two decimals: ${amount}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

export function fromMinorUnits(minor: bigint | number): string {
  const value = BigInt(minor);
  if (value < 0n) throw new RangeError("negative amount");
  return `${value / 100n}.${(value % 100n).toString().padStart(2, "0")}`;
}

/** "1500" or "1500.5" → "1500.00" / "1500.50": the two-decimal form protocol A and our callbacks use. */
export function twoDecimals(amount: string): string {
  return fromMinorUnits(toMinorUnits(amount));
}

/** A signed decimal string ("-5200.00", "12.50") in minor units: ledger lines and kept balances carry a sign. */
export function toSignedMinorUnits(amount: string): bigint {
  return amount.startsWith("-") ? -toMinorUnits(amount.slice(1)) : toMinorUnits(amount);
}

export function fromSignedMinorUnits(minor: bigint): string {
  return minor < 0n ? `-${fromMinorUnits(-minor)}` : fromMinorUnits(minor);
}

/** The decimals an amount really uses: "1500.00" none, "1500.50" one, "1500.05" two. */
export function decimalsUsed(amount: string): number {
  const fraction = amount.split(".")[1] ?? "";
  return fraction.replace(/0+$/, "").length;
}
