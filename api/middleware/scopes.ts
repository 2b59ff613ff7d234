import type { Context, Middleware, Next } from "koa";
import type { AuthTokenRow } from "../../domain/accounts/auth-tokens-store";
import { hasScope } from "../../domain/accounts/scopes";
import type { Scope } from "../../domain/events/api-scopes";
import { InsufficientScopeError } from "../../lib/errors";

/**
 * Every authenticated route declares what its token must allow, beside requireAuth: a scope
 * (`requireScope("payouts")`), or `anyScope` for the few a token may always do to itself (sign out).
 * test/api/route-scopes.test.ts walks the router and fails on an authenticated route that
 * declares nothing, so a new route cannot forget.
 */
const declared = new WeakMap<Middleware, Scope | "any">();

export function requireScope(scope: Scope): Middleware {
  const check = async (ctx: Context, next: Next) => {
    if (!hasScope(ctx.state.token as AuthTokenRow, scope)) throw new InsufficientScopeError(scope);
    await next();
  };
  declared.set(check, scope);
  return check;
}

/** Any live token may: signing out revokes only the token presented. */
export const anyScope: Middleware = (_ctx, next) => next();
declared.set(anyScope, "any");

/** The scope a middleware declares, if it is a declaration. */
export function declaredScope(middleware: unknown): Scope | "any" | undefined {
  return typeof middleware === "function" ? declared.get(middleware as Middleware) : undefined;
}

/** Marks another middleware as declaring `scope` (requireStaff declares `session`). */
export function declaresScope<M extends Middleware>(middleware: M, scope: Scope): M {
  declared.set(middleware, scope);
  return middleware;
}
