import Router from "@koa/router";
import Koa from "koa";
import { HttpMethodEnum, koaBody } from "koa-body";
import { NotFoundError, RequestError } from "../lib/errors";
import { serveConsole } from "./console/serve";
import type { ApiDeps } from "./deps";
import { accessLog } from "./middleware/access-log";
import { resolveClientAddress } from "./middleware/client-address";
import { errorEnvelope } from "./middleware/errors";
import {
  bodyParserError,
  guardPathParameters,
  refuseDeepBodies,
  refuseEncodedBodies,
  refuseUnstorableText,
} from "./middleware/input-guards";
import { httpMetrics } from "./middleware/metrics";
import { httpTracing } from "./middleware/tracing";
import { PAYOUT_FILES_PATH } from "./payout-files/routes";
import { mountRoutes } from "./routes";
import { SANDBOX_PROVIDER_PATH } from "./sandbox/routes";

/** The API's router: every resource's routes, each path parameter guarded like the rest of the input. */
export function createRouter(deps: ApiDeps): Router {
  const router = new Router();
  mountRoutes(router, deps);
  guardPathParameters(router);
  return router;
}

export function createApp(deps: ApiDeps): Koa {
  const app = new Koa();
  app.silent = true;
  app.context.db = deps.db;
  app.context.config = deps.config;
  const limit = `${deps.config.BODY_LIMIT_KB}kb`;

  app.use(resolveClientAddress(deps.config.TRUSTED_PROXIES));
  app.use(httpMetrics);
  app.use(accessLog(deps.logger));
  app.use(httpTracing);
  app.use(errorEnvelope(deps.logger));
  app.use(serveConsole(deps.config.CONSOLE_DIR));
  app.use(refuseEncodedBodies);
  const parseBody = koaBody({
    json: true,
    multipart: false,
    urlencoded: false,
    text: false,
    jsonStrict: true,
    jsonLimit: limit,
    includeUnparsed: true,
    onError: bodyParserError,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
  });
  // Provider webhooks and the sandbox provider verify signatures over the exact bytes received: they read the raw body.
  // A payout file's CSV is read by its route, with its own size limit (api/payout-files/routes.ts).
  const readsRawBody = (path: string) =>
    path.startsWith("/api/callbacks/") || path.startsWith(`${SANDBOX_PROVIDER_PATH}/`) || path === PAYOUT_FILES_PATH;
  app.use((ctx, next) => (readsRawBody(ctx.path) ? next() : parseBody(ctx, next)));
  app.use(refuseDeepBodies);
  app.use(refuseUnstorableText);

  app.use(async (ctx, next) => {
    await next();
    if (ctx.body !== undefined) return;
    // The router answers a method it has never heard of with 501; on a known path it is just not allowed here.
    const knownPath = ctx.status === 405 || (ctx.status === 501 && ctx.response.get("Allow") !== "");
    if (knownPath) throw new RequestError(405, "Method not allowed on this path.");
    if (ctx.status === 404 || ctx.status === 501) throw new NotFoundError("No such endpoint.");
  });

  const router = createRouter(deps);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
