import type Router from "@koa/router";
import type { Context, Next } from "koa";
import { RequestError, ValidationError } from "../../lib/errors";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from "../../lib/text";

const hasBody = (ctx: Context) =>
  ctx.req.headers["transfer-encoding"] !== undefined || Number(ctx.req.headers["content-length"] ?? 0) > 0;

/**
 * Bodies are read as sent: a compressed body is refused with 415 before any parser sees it (the JSON
 * parser would inflate it, and a corrupt stream would fail without an HTTP status).
 */
export async function refuseEncodedBodies(ctx: Context, next: Next): Promise<void> {
  const encoding = (ctx.get("Content-Encoding") || "identity").trim().toLowerCase();
  if (encoding !== "identity" && hasBody(ctx)) {
    throw new RequestError(415, "Content-Encoding is not supported: send the JSON body uncompressed.");
  }
  await next();
}

/** koa-body's onError: its errors carry a 4xx status, or none at all when a stream failed; both are the client's. */
export function bodyParserError(error: Error & { status?: number; statusCode?: number }): never {
  const status = error.status ?? error.statusCode;
  if (status === 413) throw new RequestError(413, "Request body is too large.");
  if (status === 415) throw new RequestError(415, "Unsupported content type; send application/json.");
  throw new RequestError(400, "Malformed request body: it must be valid JSON.");
}

function refuseIn(fields: string[]): void {
  if (fields.length > 0) throw new ValidationError(Object.fromEntries(fields.map((field) => [field, UNSTORABLE_TEXT_MESSAGE])));
}

/** NUL characters and lone surrogates in the query string or the JSON body: 400 naming each top-level field. */
export async function refuseUnstorableText(ctx: Context, next: Next): Promise<void> {
  const topLevel = (path: string) => path.split(".")[0]!;
  const body = (ctx.request as { body?: unknown }).body;
  refuseIn([...new Set([...unstorableTextPaths(ctx.query), ...unstorableTextPaths(body)].map(topLevel))]);
  await next();
}

/** Every path parameter of every route, checked the same way and named in the 400. */
export function guardPathParameters(router: Router): void {
  const names = new Set(router.stack.flatMap((layer) => layer.paramNames.map((param) => String(param.name))));
  for (const name of names) {
    router.param(name, (value: string, _ctx: Context, next: Next) => {
      if (!isStorableText(value)) refuseIn([name]);
      return next();
    });
  }
}
