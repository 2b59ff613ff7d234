import type Router from "@koa/router";
import { databaseAnswers } from "../../domain/database-health";
import { NotFoundError } from "../../lib/errors";
import { METRICS_CONTENT_TYPE, renderMetrics } from "../../lib/metrics";
import type { ApiDeps } from "../deps";

export function healthRoutes(router: Router, deps: ApiDeps): void {
  router.get("/healthz", (ctx) => {
    ctx.body = { status: "ok" };
  });

  // With METRICS_PORT the metrics are served there only, off the public API port.
  router.get("/metrics", async (ctx) => {
    if (deps.config.METRICS_PORT) throw new NotFoundError("No such endpoint.");
    ctx.type = METRICS_CONTENT_TYPE;
    ctx.body = await renderMetrics();
  });

  router.get("/readyz", async (ctx) => {
    const [database, temporal] = await Promise.all([databaseAnswers(deps.db), deps.temporal.isReady()]);
    const checks = { database, temporal };
    const ready = Object.values(checks).every(Boolean);
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? "ready" : "unavailable", checks };
  });
}
