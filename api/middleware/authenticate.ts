import type { Context, Next } from "koa";
import { type AuthTokenRow, markTokenUsed } from "../../domain/accounts/auth-tokens-store";
import { hasScope } from "../../domain/accounts/scopes";
import { findLiveToken } from "../../domain/accounts/tokens";
import type { UserRow } from "../../domain/accounts/users-store";
import { AppError, AuthenticationError, InsufficientScopeError, PermissionDeniedError } from "../../lib/errors";
import { declaresScope } from "./scopes";

export interface AuthState {
  user: UserRow;
  token: AuthTokenRow;
  /** Whether the holder has two-factor sign-in on. */
  totpEnabled: boolean;
}

const LAST_USED_PRECISION_MS = 60_000;

/** Resolves `Authorization: Bearer <token>` into ctx.state.user and ctx.state.token, or answers 401. */
export async function requireAuth(ctx: Context, next: Next) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get("Authorization"));
  const found = match?.[1] ? await findLiveToken(ctx.db, match[1]) : undefined;
  if (!found?.user.is_active) throw new AuthenticationError();
  const { token, user } = found;
  // At most one write a minute per token, however many requests (the update is conditional too).
  if (!token.last_used_at || Date.now() - token.last_used_at.getTime() > LAST_USED_PRECISION_MS) {
    await markTokenUsed(ctx.db, token.id, new Date(Date.now() - LAST_USED_PRECISION_MS));
  }
  ctx.state.user = user;
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
