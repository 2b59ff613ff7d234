import type { Context, Next } from "koa";
import { NotFoundError } from "../../lib/errors";
import { type ConsoleBuild, readConsoleBuild, type StaticFile } from "./static-files";

const APP_PATH = /^\/(admin|dashboard)(\/.*)?$/;
const ASSET_PATH = /^\/console\/assets\/([\w.-]+)$/;

const SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
};

/**
 * The web console: one single-page application for staff (/admin/) and merchants (/dashboard/).
 * Every path under those prefixes answers index.html (deep links), and /console/assets/ the hashed,
 * immutable bundle. The build is read once, when first asked for.
 */
export function serveConsole(consoleDir: string) {
  let build: ConsoleBuild | undefined;
  const send = (ctx: Context, file: StaticFile, cacheControl: string) => {
    ctx.set(SECURITY_HEADERS);
    ctx.set("Cache-Control", cacheControl);
    ctx.type = file.contentType;
    ctx.body = file.body;
  };

  return async (ctx: Context, next: Next) => {
    const app = APP_PATH.exec(ctx.path);
    const asset = ASSET_PATH.exec(ctx.path);
    if ((!app && !asset) || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    build ??= readConsoleBuild(consoleDir);
    if (!build) throw new NotFoundError("The console is not built: run npm run build.");
    if (app && app[2] === undefined) {
      ctx.redirect(`/${app[1]}/`);
      return;
    }
    if (app) return send(ctx, build.index, "no-cache");
    const file = build.assets.get(asset![1]!);
    if (!file) throw new NotFoundError("No such console asset.");
    send(ctx, file, "public, max-age=31536000, immutable");
  };
}
