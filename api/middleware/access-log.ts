import { randomUUID } from "node:crypto";
import type { Context, Next } from "koa";
import type { Logger } from "../../lib/logger";

/** An incoming X-Request-Id is kept only when it is a short token: anything else could forge or flood log lines. */
const SANE_REQUEST_ID = /^[\w.:+/=-]{1,128}$/;

/** Probes (load balancer, container healthcheck) arrive every few seconds: their lines stay at debug. */
const PROBE_PATHS = new Set(["/healthz", "/readyz"]);

export function requestIdFrom(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Outermost middleware: names the request (X-Request-Id, kept from the caller when sane, else new) and
 * writes one line when it ends: method, route template (never the raw path with its references),
 * status, latency, request id and the authenticated user.
 */
export function accessLog(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    const requestId = requestIdFrom(ctx.get("X-Request-Id") || undefined);
    ctx.state.requestId = requestId;
    ctx.set("X-Request-Id", requestId);
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const line = {
        method: ctx.method,
        route: typeof matched === "string" ? matched : null,
        status: ctx.status,
        latency_ms: Math.round((performance.now() - started) * 10) / 10,
        request_id: requestId,
        // The person signed in (a member of a merchant's team is named, not the merchant's account).
        user_id: ((ctx.state.person ?? ctx.state.user) as { id?: string } | undefined)?.id ?? null,
      };
      const level = PROBE_PATHS.has(ctx.path) && ctx.status < 500 ? "debug" : "info";
      logger[level](line, `${line.method} ${line.route ?? "(no route)"} ${line.status} ${line.latency_ms}ms`);
    }
  };
}
