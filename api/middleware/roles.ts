import type { Context, Middleware, Next } from "koa";
import { type Permission, type Role, roleAllows, roleNeeded } from "../../domain/accounts/roles";
import { AuthenticationError, InsufficientRoleError } from "../../lib/errors";

/**
 * Every authenticated merchant route declares, beside its scope, the permission its member's role must have
 * (`requireRole("pay_out")`), read against the one table in domain/accounts/roles.ts. The role is the signed-in
 * person's, whatever token they present: an API token never does more than its creator's role allows.
 * test/api/route-roles.test.ts walks the router and fails on a merchant route that declares none.
 */
const declared = new WeakMap<Middleware, Permission>();

export function requireRole(permission: Permission): Middleware {
  const check = async (ctx: Context, next: Next) => {
    const role = ctx.state.role as Role | undefined;
    // No role: removed from the team their profile made, refused as before but for their own account.
    if (!role && permission !== "self") throw new AuthenticationError();
    if (role && !roleAllows(role, permission)) throw new InsufficientRoleError(roleNeeded(permission));
    await next();
  };
  declared.set(check, permission);
  return check;
}

/** The permission a middleware declares, if it is a declaration. */
export function declaredPermission(middleware: unknown): Permission | undefined {
  return typeof middleware === "function" ? declared.get(middleware as Middleware) : undefined;
}
