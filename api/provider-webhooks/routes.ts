import type Router from "@koa/router";
import getRawBody from "raw-body";
import { acceptProviderWebhook } from "../../domain/webhook-dispatch/dispatch";
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
    const { id, duplicate } = await acceptProviderWebhook(
      deps,
      adapter,
      { rawBody, headers, sourceAddress: ctx.ip },
      (provider) => deps.limiters.webhook_failure_audit.allows({ provider }),
    );
    const acknowledgement = adapter.acknowledge?.(rawBody);
    if (acknowledgement) {
      ctx.type = acknowledgement.contentType;
      ctx.body = acknowledgement.body;
    } else ctx.body = { received: true, id, duplicate };
  });
}
