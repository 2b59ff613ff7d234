import type { Knex } from "knex";
import type { Context } from "koa";
import type { Role } from "../../domain/accounts/roles";
import type { UserRow } from "../../domain/accounts/users-store";
import { assertMayApprove } from "../../domain/money-out-controls/approver-rule";
import { findControls } from "../../domain/money-out-controls/controls-store";

/**
 * The signed-in member may approve what `createdBy` created for `merchantId` (a payout, a payout file), under the
 * merchant's `second_approver` control; throws why not. Called before the credentials are checked, so a refused
 * approver never uses up a code.
 */
export async function assertMemberMayApprove(db: Knex, ctx: Context, merchantId: string, createdBy: string | null) {
  const controls = await findControls(db, merchantId);
  assertMayApprove({
    secondApprover: controls?.second_approver === true,
    createdBy,
    approver: {
      userId: (ctx.state.person as UserRow).id,
      role: ctx.state.role as Role,
      twoFactor: ctx.state.totpEnabled === true,
    },
  });
}
