import type { Context } from "koa";
import { RequestError } from "../../lib/errors";

const FORM_LIMIT_BYTES = 4096;

export const isFormPost = (ctx: Context) => ctx.is("application/x-www-form-urlencoded") === "application/x-www-form-urlencoded";

/**
 * A form's fields, posted by a page without its script (the API's body parser reads JSON only): at most 4 kB, each
 * field once (a repeated one keeps its first value).
 */
export async function readForm(ctx: Context): Promise<Record<string, string>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) throw new RequestError(413, "The form is too large.");
    chunks.push(chunk);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString("utf8"))) {
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}
