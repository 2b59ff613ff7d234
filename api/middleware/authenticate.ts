import type { Context, Next } from "koa";
import type { AuthToken } from "../../db/models/auth-token";
import type { User } from "../../db/models/user";
import { findLiveToken } from "../../domain/accounts/tokens";
import { AuthenticationError, PermissionDeniedError } from "../../lib/errors";

export interface AuthState {
  user: User;
  token: AuthToken;
}

const LAST_USED_PRECISION_MS = 60_000;

/** Resolves `Authorization: Bearer <token>` into ctx.state.user and ctx.state.token, or answers 401. */
export async function requireAuth(ctx: Context, next: Next) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get("Authorization"));
  const token = match?.[1] ? await findLiveToken(ctx.db, match[1]) : undefined;
  const user = token?.user;
  if (!token || !user?.is_active) throw new AuthenticationError();
  if (!token.last_used_at || Date.now() - token.last_used_at.getTime() > LAST_USED_PRECISION_MS) {
    await token.$query(ctx.db).patch({ last_used_at: new Date() });
  }
  ctx.state.user = user;
  ctx.state.token = token;
  await next();
}

export async function requireStaff(ctx: Context, next: Next) {
  if (!(ctx.state.user as User).is_staff) throw new PermissionDeniedError();
  await next();
}

export async function requireMerchant(ctx: Context, next: Next) {
  if ((ctx.state.user as User).type !== "merchant") throw new PermissionDeniedError("Only merchant accounts can do this.");
  await next();
}
