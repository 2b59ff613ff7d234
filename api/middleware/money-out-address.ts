import type { Context, Next } from "koa";
import type { UserRow } from "../../domain/accounts/users-store";
import { assertMoneyOutAddressAllowed } from "../../domain/money-out-controls/controls";

/**
 * Money out (a payout, a bulk payout, a cancel, a refund) only from the merchant's IP allowlist, when it has
 * one: `403 address_not_allowed` otherwise, before anything is read from the request. `ctx.ip` is the client
 * address as resolveClientAddress settled it (X-Forwarded-For only through TRUSTED_PROXIES).
 */
export async function requireAllowedAddress(ctx: Context, next: Next) {
  await assertMoneyOutAddressAllowed(ctx.db, (ctx.state.user as UserRow).id, ctx.ip);
  await next();
}
