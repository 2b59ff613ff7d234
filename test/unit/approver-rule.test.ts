import { assertMayApprove } from "../../domain/money-out-controls/approver-rule";

/** The one rule for who approves money out held for approval (payouts now, payout files later). */
const creator = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";
const codeOf = (run: () => void) => {
  try {
    run();
    return "allowed";
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe("assertMayApprove", () => {
  it("with second_approver on, refuses the creator (same_person) and allows another finance, admin or owner", () => {
    const ask = (userId: string, role: "owner" | "admin" | "finance" | "developer" | "viewer", twoFactor = true) =>
      codeOf(() => assertMayApprove({ secondApprover: true, createdBy: creator, approver: { userId, role, twoFactor } }));
    expect(ask(creator, "finance")).toBe("same_person");
    expect(ask(creator, "owner")).toBe("same_person");
    for (const role of ["finance", "admin", "owner"] as const) expect(ask(other, role)).toBe("allowed");
    expect(ask(other, "developer")).toBe("insufficient_role");
    expect(ask(other, "viewer")).toBe("insufficient_role");
    expect(ask(other, "finance", false)).toBe("two_factor_enrolment_required");
  });

  it("with second_approver off, the creator approves their own; an unknown creator is no one", () => {
    const approver = { userId: creator, role: "finance" as const, twoFactor: true };
    expect(codeOf(() => assertMayApprove({ secondApprover: false, createdBy: creator, approver }))).toBe("allowed");
    expect(codeOf(() => assertMayApprove({ secondApprover: true, createdBy: null, approver }))).toBe("allowed");
  });
});
