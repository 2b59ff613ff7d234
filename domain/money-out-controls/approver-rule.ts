import { AppError, InsufficientRoleError } from "../../lib/errors";
import { type Role, roleAllows } from "../accounts/roles";

/**
 * Who may approve money out held for approval (a payout above `approval_above`, a payout file over it): the one
 * rule every approval route calls. Always a member whose role has `approve` (finance, admin, owner) with
 * two-factor sign-in on. With the control `second_approver` on, also someone other than whoever created what
 * is approved: the creator's own approval is `403 same_person`.
 */
export interface ApprovalAsked {
  /** The merchant's `second_approver` control. */
  secondApprover: boolean;
  /** Who created the payout or file (a user id); null when unknown (then no one is its creator). */
  createdBy: string | null;
  approver: { userId: string; role: Role; twoFactor: boolean };
}

export class SamePersonError extends AppError {
  constructor() {
    super(
      403,
      "same_person",
      "Two people for money out: this was created by you, so another member (finance, admin or owner, with two-factor on) approves it.",
    );
  }
}

class TwoFactorNeededError extends AppError {
  constructor() {
    super(403, "two_factor_enrolment_required", "Approving money out takes two-factor sign-in: turn it on first.");
  }
}

/** Throws why `approver` may not approve; returns when they may. */
export function assertMayApprove({ secondApprover, createdBy, approver }: ApprovalAsked): void {
  if (!roleAllows(approver.role, "approve")) throw new InsufficientRoleError("finance");
  if (!approver.twoFactor) throw new TwoFactorNeededError();
  if (secondApprover && createdBy !== null && createdBy === approver.userId) throw new SamePersonError();
}
