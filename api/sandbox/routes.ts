import type Router from "@koa/router";
import getRawBody from "raw-body";
import { secretBoxFor } from "../../lib/secrets-key";
import { sandboxProvider } from "../../simulator/sandbox";
import type { ApiDeps } from "../deps";

export const SANDBOX_PROVIDER_PATH = "/sandbox-provider";

/**
 * Mounts the built-in sandbox provider (the provider side of protocol B) under /sandbox-provider/, where
 * the sandbox adapter calls it. It reads the raw bytes itself: its requests are signed over them.
 */
export function sandboxProviderRoutes(router: Router, deps: ApiDeps): void {
  const handle = sandboxProvider(deps.db, {
    delayMs: deps.config.SANDBOX_RESULT_DELAY_MS,
    secretBox: secretBoxFor(deps.config),
  });
  router.all(`${SANDBOX_PROVIDER_PATH}/*path`, async (ctx) => {
    const rawBody = await getRawBody(ctx.req, { limit: `${deps.config.BODY_LIMIT_KB}kb` });
    ctx.req.url = ctx.req.url!.slice(SANDBOX_PROVIDER_PATH.length);
    ctx.respond = false;
    try {
      await handle(ctx.req, rawBody, ctx.res);
    } catch (error) {
      // Nothing written yet: Koa answers again, so the error middleware's envelope reaches the caller.
      if (!ctx.res.headersSent) ctx.respond = true;
      else ctx.res.destroy();
      throw error;
    }
  });
}
