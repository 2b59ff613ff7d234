import type { Context, Next } from "koa";
import { withServerSpan } from "../../lib/tracing";

/** One server span per request, continuing the caller's trace (W3C `traceparent`), named by route template. */
export function httpTracing(ctx: Context, next: Next) {
  return withServerSpan(`${ctx.method}`, ctx.headers, async (span) => {
    try {
      await next();
    } finally {
      const route = (ctx as { _matchedRoute?: string })._matchedRoute;
      span.updateName(`${ctx.method} ${route ?? "unmatched"}`);
      span.setAttributes({
        "http.request.method": ctx.method,
        "http.response.status_code": ctx.status,
        ...(route ? { "http.route": route } : {}),
      });
    }
  });
}
