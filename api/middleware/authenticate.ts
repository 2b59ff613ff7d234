import type { Context, Next } from "koa";
import { type AuthTokenRow, markTokenUsed } from "../../domain/accounts/auth-tokens-store";
import type { MemberRow } from "../../domain/accounts/members";
import type { Role } from "../../domain/accounts/roles";
import { hasScope } from "../../domain/accounts/scopes";
import { findLiveToken } from "../../domain/accounts/tokens";
import { findUser, type UserRow } from "../../domain/accounts/users-store";
import { AppError, AuthenticationError, InsufficientScopeError, PermissionDeniedError } from "../../lib/errors";
import { declaresScope } from "./scopes";

export interface AuthState {
  /**
   * The account the merchant's data hangs from: for a member of a merchant's team, the user whose profile made
   * the merchant (merchants.user_id); for anyone else, the signed-in person.
   */
  user: UserRow;
  /** The signed-in person: whose password, two factors and tokens; who is named in audits and approvals. */
  person: UserRow;
  /** The person's membership, if they belong to a merchant's team. */
  member: MemberRow | undefined;
  /**
   * What the person may do (api/middleware/roles.ts); a user with no merchant yet is the owner of the one they may
   * create; one removed from the team their profile made has none.
   */
  role: Role | undefined;
  token: AuthTokenRow;
  /** Whether the person has two-factor sign-in on. */
  totpEnabled: boolean;
}

const LAST_USED_PRECISION_MS = 60_000;

/** Resolves `Authorization: Bearer <token>` into ctx.state.user and ctx.state.token, or answers 401. */
export async function requireAuth(ctx: Context, next: Next) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get("Authorization"));
  const found = match?.[1] ? await findLiveToken(ctx.db, match[1]) : undefined;
  if (!found?.user.is_active) throw new AuthenticationError();
  const { token, user: person, member } = found;
  let user = person;
  if (member) {
    if (found.principalId && found.principalId !== person.id) {
      const principal = await findUser(ctx.db, found.principalId);
      if (!principal?.is_active) throw new AuthenticationError();
      user = principal;
    }
  } else if (token.kind === "api") {
    // An API token whose creator left: stopped.
    throw new AuthenticationError();
  }
  // At most one write a minute per token, however many requests (the update is conditional too).
  if (!token.last_used_at || Date.now() - token.last_used_at.getTime() > LAST_USED_PRECISION_MS) {
    await markTokenUsed(ctx.db, token.id, new Date(Date.now() - LAST_USED_PRECISION_MS));
  }
  ctx.state.user = user;
  ctx.state.person = person;
  ctx.state.member = member;
  // Removed from the team their profile made, a person has no role: their account still holds that merchant's
  // data, so they may only do what concerns themself (requireRole), such as joining another team.
  ctx.state.role = member?.role ?? (found.ownsMerchant ? undefined : "owner");
  ctx.state.token = token;
  ctx.state.totpEnabled = found.totpEnabled;
  await next();
}

/** A staff account without two-factor sign-in where STAFF_REQUIRE_TOTP is on: it may still enrol. */
export class TwoFactorEnrolmentRequiredError extends AppError {
  constructor() {
    super(
      403,
      "two_factor_enrolment_required",
      "Staff accounts must turn on two-factor sign-in first: POST /api/auth/totp/ with the password, then POST /api/auth/totp/confirm/ with a code.",
    );
  }
}

/** Staff only, with a session token (staff routes declare the `session` scope), and two factors where required. */
export const requireStaff = declaresScope(async (ctx: Context, next: Next) => {
  if (!(ctx.state.user as UserRow).is_staff) throw new PermissionDeniedError();
  if (!hasScope(ctx.state.token as AuthTokenRow, "session")) throw new InsufficientScopeError("session");
  if (ctx.config.STAFF_REQUIRE_TOTP && !ctx.state.totpEnabled) throw new TwoFactorEnrolmentRequiredError();
  await next();
}, "session");

export async function requireMerchant(ctx: Context, next: Next) {
  if ((ctx.state.user as UserRow).type !== "merchant") throw new PermissionDeniedError("Only merchant accounts can do this.");
  await next();
}
