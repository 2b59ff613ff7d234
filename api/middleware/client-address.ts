import type { Middleware } from "koa";
import { clientAddress, parseRanges } from "../../lib/client-address";

/**
 * Sets `ctx.ip` to the client's address once, for every later reader (the money-out allowlist, the
 * per-address limits, provider webhooks' source address): the connecting peer's, unless that peer is one
 * of TRUSTED_PROXIES, in which case X-Forwarded-For's right-most hop that is not a trusted proxy (see
 * lib/client-address.ts). Koa's own `app.proxy` stays off: it would believe the header from anyone.
 */
export function resolveClientAddress(trustedProxies: readonly string[]): Middleware {
  const trusted = parseRanges(trustedProxies);
  return (ctx, next) => {
    ctx.request.ip = clientAddress(ctx.req.socket.remoteAddress, ctx.get("X-Forwarded-For") || undefined, trusted);
    return next();
  };
}
