import { csvField, csvLine } from "../../lib/csv";

describe("a CSV cell", () => {
  it("keeps a negative amount a number, so a spreadsheet can sum the column", () => {
    expect(csvLine(["payout_hold", "-5200.00", "-0.10", "1500.00", "-7", -3])).toBe(
      "payout_hold,-5200.00,-0.10,1500.00,-7,-3\r\n",
    );
  });

  it.each([
    ["-2+3", "'-2+3"],
    ["-1e5", "'-1e5"],
    ["-5200.00 ", "'-5200.00 "],
    ["--5", "'--5"],
    ["-", "'-"],
    ["+1", "'+1"],
    ["=1+1", "'=1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["-5,00", `"'-5,00"`],
  ])("neutralises text a spreadsheet would evaluate: %j", (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});
