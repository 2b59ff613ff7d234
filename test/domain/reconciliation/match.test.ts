import { matchStatement, type OurRecord } from "../../../domain/reconciliation/match";
import type { StatementLine } from "../../../providers/types";

/** Matching a statement with our records: each kind of difference, named with its fields side by side. */

const line = (overrides: Partial<StatementLine> = {}): StatementLine => ({
  operation: "collection",
  reference: "TX1",
  collectionReference: null,
  providerReference: "P1",
  status: "Success",
  amount: "10.00",
  currency: "USD",
  ...overrides,
});

const ours = (overrides: Partial<OurRecord> = {}): OurRecord => ({
  operation: "collection",
  reference: "TX1",
  providerReference: "P1",
  status: "Success",
  amount: "10.00",
  currency: "USD",
  ...overrides,
});

describe("matching a statement", () => {
  it("matches equal lines, whatever the amount's notation, and a record of ours without the provider's reference", () => {
    expect(
      matchStatement(
        [line({ amount: "10" }), line({ reference: "TX2" })],
        [ours(), ours({ reference: "TX2", providerReference: null })],
      ),
    ).toEqual({
      matched: 2,
      exceptions: [],
    });
  });

  it.each([
    ["late_success", ours({ status: "Failed" }), line(), { status: "Failed" }, { status: "Success" }],
    ["status_differs", ours(), line({ status: "Failed" }), { status: "Success" }, { status: "Failed" }],
    [
      "status_differs",
      ours({ operation: "disbursement", status: "Failed" }),
      line({ operation: "disbursement" }),
      { status: "Failed" },
      { status: "Success" },
    ],
    ["amount_differs", ours(), line({ amount: "10.01" }), { amount: "10.00" }, { amount: "10.01" }],
    ["amount_differs", ours(), line({ currency: "CDF" }), { currency: "USD" }, { currency: "CDF" }],
    ["reference_differs", ours(), line({ providerReference: "P9" }), { provider_reference: "P1" }, { provider_reference: "P9" }],
  ] as const)("names %s with the differing fields", (kind, record, statementLine, mine, theirs) => {
    expect(matchStatement([statementLine], [record])).toEqual({
      matched: 0,
      exceptions: [{ operation: record.operation, reference: "TX1", kind, ours: mine, theirs }],
    });
  });

  it("names a line we have no record of, and a success of ours the statement lacks (not a failure)", () => {
    const result = matchStatement(
      [line({ reference: "TXX" })],
      [ours({ reference: "TXA" }), ours({ reference: "TXB", status: "Failed" })],
    );
    expect(result.exceptions.map((exception) => `${exception.kind} ${exception.reference}`)).toEqual([
      "missing_here TXX",
      "missing_at_provider TXA",
    ]);
    expect(result.exceptions[0]!.ours).toBeNull();
    expect(result.exceptions[1]!.theirs).toBeNull();
  });

  it("tells a refund from a payment with the same reference", () => {
    expect(matchStatement([line({ operation: "refund" })], [ours()]).exceptions.map((exception) => exception.kind)).toEqual([
      "missing_here",
      "missing_at_provider",
    ]);
  });

  it("does not call missing a success of ours that the provider put on the day before or after", () => {
    const result = matchStatement([], [ours({ reference: "TXA" }), ours({ reference: "TXB" })], [line({ reference: "TXA" })]);
    expect(result).toEqual({
      matched: 0,
      exceptions: [expect.objectContaining({ kind: "missing_at_provider", reference: "TXB" })],
    });
    // A refund with a payment's reference on the next day pairs nothing.
    expect(matchStatement([], [ours()], [line({ operation: "refund" })]).exceptions).toHaveLength(1);
  });
});
