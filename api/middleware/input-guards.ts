import type Router from "@koa/router";
import type { Context, Next } from "koa";
import { RequestError, ValidationError } from "../../lib/errors";
import { nestsDeeperThan } from "../../lib/nesting";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from "../../lib/text";

/** Far more than any request of the interface needs (a merchant profile nests three levels). */
export const MAX_BODY_DEPTH = 32;

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

/** A JSON body nested past MAX_BODY_DEPTH is refused before anything else walks it. */
export async function refuseDeepBodies(ctx: Context, next: Next): Promise<void> {
  if (nestsDeeperThan((ctx.request as { body?: unknown }).body, MAX_BODY_DEPTH)) {
    throw new RequestError(400, `Malformed request body: JSON nested more than ${MAX_BODY_DEPTH} levels deep.`);
  }
  await next();
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

const MALFORMED_ENCODING_MESSAGE = "Malformed percent-encoding.";

function isWellEncoded(raw: string): boolean {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every path parameter of every route, checked the same way and named in the 400. The router hands a
 * parameter whose percent-encoding is malformed (`%`, `%ff`) on undecoded, so its raw capture is checked.
 */
export function guardPathParameters(router: Router): void {
  for (const layer of router.stack) {
    layer.paramNames.forEach((param, index) => {
      const name = String(param.name);
      layer.param(name, (value: string, ctx, next) => {
        if (!isWellEncoded(ctx.captures?.[index] ?? "")) throw new ValidationError({ [name]: MALFORMED_ENCODING_MESSAGE });
        if (!isStorableText(value)) refuseIn([name]);
        return next();
      });
    });
  }
}
