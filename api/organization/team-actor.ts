import type { Context } from "koa";
import type { Actor, MemberRow } from "../../domain/accounts/members";
import type { UserRow } from "../../domain/accounts/users-store";
import { NotFoundError } from "../../lib/errors";

/** The signed-in person, their membership and client address; a user with no merchant yet has no team to manage. */
export function teamActor(ctx: Context): Actor & { member: MemberRow } {
  const member = ctx.state.member as MemberRow | undefined;
  if (!member) throw new NotFoundError("No merchant profile was submitted yet.");
  return { user: ctx.state.person as UserRow, member, address: ctx.ip };
}
