import { amountFor, directedRates, formatDecimal, quoteFigures, receiveFor } from "../../domain/conversions/quote-math";

/** A conversion's figures (contract, "Converting between a merchant's currencies"), in integer arithmetic. */

const significant = (rate: string) => rate.replace(".", "").replace(/^0+/, "").length;

describe("rates from one mid", () => {
  it("sells the pair's first currency at M × (1 − s) and its second at (1 / M) × (1 − s), rounded down", () => {
    const usdToCdf = directedRates("2850.00", 150, true);
    expect(formatDecimal(usdToCdf.rate)).toBe("2807.250000");
    expect(formatDecimal(usdToCdf.midRate)).toBe("2850.000000");
    const cdfToUsd = directedRates("2850.00", 150, false);
    // 0.985 / 2850 = 0.000345614035087719...
    expect(formatDecimal(cdfToUsd.rate)).toBe("0.0003456140350");
    expect(formatDecimal(cdfToUsd.midRate)).toBe("0.0003508771929");
    for (const rate of [usdToCdf.rate, cdfToUsd.rate]) expect(significant(formatDecimal(rate))).toBeGreaterThanOrEqual(6);
  });

  it("shows ten significant digits (six decimals at least), rounded down; a spread of zero gives the mid", () => {
    expect(formatDecimal(directedRates("2849.1234567", 0, true).rate)).toBe("2849.123456");
    expect(formatDecimal(directedRates("1", 0, false).rate)).toBe("1.000000000");
  });
});

describe("amounts at the rate", () => {
  it("rounds receive_amount down to the cent", () => {
    const { rate } = directedRates("2850.00", 150, false);
    // 100000.00 CDF × 0.0003456140350 = 34.5614035 USD → 34.56
    expect(receiveFor(10_000_000n, rate)).toBe(3456n);
    expect(quoteFigures("2850.00", 150, false, { amount: "100000.00" })).toEqual({
      amount: "100000.00",
      receive_amount: "34.56",
      rate: "0.0003456140350",
      mid_rate: "0.0003508771929",
    });
  });

  it("rounds amount up to the cent for a receive_amount, which then buys at least what was asked", () => {
    const { rate } = directedRates("2850.00", 150, false);
    // 34.56 / 0.0003456140350 = 99995.939... CDF → 99995.94
    expect(amountFor(3456n, rate)).toBe(9_999_594n);
    expect(receiveFor(9_999_594n, rate)).toBeGreaterThanOrEqual(3456n);
    expect(receiveFor(9_999_593n, rate)).toBeLessThan(3456n);
    const figures = quoteFigures("2850.00", 150, true, { receive_amount: "280725.01" })!;
    // 280725.01 / 2807.25 = 100.0000035... → 100.01
    expect(figures).toMatchObject({ amount: "100.01", receive_amount: "280725.01" });
  });

  it("never favours the merchant by more than the rounding, over many amounts", () => {
    for (const [mid, bps, first] of [
      ["2850.00", 150, true],
      ["2850.00", 150, false],
      ["2731.4159", 37, false],
    ] as const) {
      const { rate } = directedRates(mid, bps, first);
      for (let minor = 1n; minor < 2_000_000n; minor = minor * 3n + 7n) {
        const received = receiveFor(minor, rate);
        // received ≤ minor × rate < received + 1 (in cents)
        expect(received * 10n ** BigInt(rate.scale)).toBeLessThanOrEqual(minor * rate.digits);
        expect((received + 1n) * 10n ** BigInt(rate.scale)).toBeGreaterThan(minor * rate.digits);
        const paid = amountFor(minor, rate);
        expect(paid * rate.digits).toBeGreaterThanOrEqual(minor * 10n ** BigInt(rate.scale));
        expect((paid - 1n) * rate.digits).toBeLessThan(minor * 10n ** BigInt(rate.scale));
      }
    }
  });

  it("answers nothing when the figures round to nothing", () => {
    expect(quoteFigures("2850.00", 150, false, { amount: "0.01" })).toBeUndefined();
  });
});
