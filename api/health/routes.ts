import type Router from "@koa/router";
import type { ApiDeps } from "../deps";

export function healthRoutes(router: Router, deps: ApiDeps): void {
  router.get("/healthz", (ctx) => {
    ctx.body = { status: "ok" };
  });

  router.get("/readyz", async (ctx) => {
    const [database, temporal] = await Promise.all([reachable(() => deps.db.raw("select 1")), deps.temporal.isReachable()]);
    const checks = { database, temporal };
    const ready = Object.values(checks).every(Boolean);
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? "ready" : "unavailable", checks };
  });
}

async function reachable(probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch {
    return false;
  }
}
