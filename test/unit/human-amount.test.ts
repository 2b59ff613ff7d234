import { readHumanAmount } from "../../lib/human-amount";

/** Amounts as a shopkeeper or a customer in the DR Congo writes them, read into the API's decimal string. */
describe("readHumanAmount", () => {
  it.each([
    ["7500", "7500.00"],
    ["7 500", "7500.00"],
    ["7\u202f500", "7500.00"],
    ["7.500", "7500.00"],
    ["7,500", "7500.00"],
    ["25 000 FC", "25000.00"],
    ["25.000 CDF", "25000.00"],
    ["1.234.567", "1234567.00"],
    ["1,234,567.50", "1234567.50"],
    ["1.234.567,50", "1234567.50"],
    ["7500,5", "7500.50"],
    ["7500.50", "7500.50"],
    ["12.5", "12.50"],
    ["$12.50", "12.50"],
    ["0,75", "0.75"],
    ["1234.567", undefined],
  ])("reads %j as %j", (written, amount) => {
    const read = readHumanAmount(written);
    if (amount === undefined) expect(read).toEqual({ problem: "too_many_decimals" });
    else expect(read).toEqual({ amount });
  });

  it.each(["", "abc", "7.", "-5", "7..500", "1.23.4", "7,50,0", "1e3"])("cannot read %j", (written) => {
    expect(readHumanAmount(written)).toEqual({ problem: "unreadable" });
  });
});
