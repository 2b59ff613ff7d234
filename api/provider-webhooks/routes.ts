import type Router from "@koa/router";
import getRawBody from "raw-body";
import { dispatchRawCallback } from "../../domain/provider-webhooks/dispatch";
import { receiveProviderWebhook } from "../../domain/provider-webhooks/intake";
import { NotFoundError } from "../../lib/errors";
import type { ApiDeps } from "../deps";

/**
 * Inbound provider webhooks (`/api/callbacks/<code_name>/`, the interface's path). Verified and stored
 * before the 2xx answer, then handed to the payment's workflow.
 */
export function providerWebhookRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/callbacks/:code_name/", async (ctx) => {
    const adapter = deps.providers.get(ctx.params.code_name!);
    if (!adapter) throw new NotFoundError("No provider is registered under this name.");
    const rawBody = await getRawBody(ctx.req, { limit: `${deps.config.BODY_LIMIT_KB}kb` });
    const headers = Object.fromEntries(
      Object.entries(ctx.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(" ") : value]),
    );
    const { row, duplicate } = await receiveProviderWebhook(
      deps.db,
      deps.logger,
      adapter,
      { rawBody, headers, sourceAddress: ctx.ip },
      (provider) => deps.limiters.webhook_failure_audit.allows({ provider }),
    );
    await dispatchRawCallback(deps, row);
    ctx.body = { received: true, id: row.id, duplicate };
  });
}
