import type { Context, Next } from "koa";
import { type AuthTokenRow, markTokenUsed } from "../../domain/accounts/auth-tokens-store";
import { findLiveToken } from "../../domain/accounts/tokens";
import type { UserRow } from "../../domain/accounts/users-store";
import { AuthenticationError, PermissionDeniedError } from "../../lib/errors";

export interface AuthState {
  user: UserRow;
  token: AuthTokenRow;
}

const LAST_USED_PRECISION_MS = 60_000;

/** Resolves `Authorization: Bearer <token>` into ctx.state.user and ctx.state.token, or answers 401. */
export async function requireAuth(ctx: Context, next: Next) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get("Authorization"));
  const found = match?.[1] ? await findLiveToken(ctx.db, match[1]) : undefined;
  if (!found?.user.is_active) throw new AuthenticationError();
  const { token, user } = found;
  if (!token.last_used_at || Date.now() - token.last_used_at.getTime() > LAST_USED_PRECISION_MS) {
    await markTokenUsed(ctx.db, token.id);
  }
  ctx.state.user = user;
  ctx.state.token = token;
  await next();
}

export async function requireStaff(ctx: Context, next: Next) {
  if (!(ctx.state.user as UserRow).is_staff) throw new PermissionDeniedError();
  await next();
}

export async function requireMerchant(ctx: Context, next: Next) {
  if ((ctx.state.user as UserRow).type !== "merchant") throw new PermissionDeniedError("Only merchant accounts can do this.");
  await next();
}
