import type { Context, Next } from "koa";
import { histogram } from "../../lib/metrics";

const httpDuration = histogram("http_request_duration_seconds", "HTTP requests by route template and status", [
  "method",
  "route",
  "status",
]);

/** Outermost middleware: times every request, labelled by the router's template (never the raw path). */
export async function httpMetrics(ctx: Context, next: Next) {
  const stop = httpDuration.startTimer();
  try {
    await next();
  } finally {
    const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? "unmatched";
    stop({ method: ctx.method, route, status: String(ctx.status) });
  }
}
