import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { z } from "zod";
import { ERROR_CODES, envelope } from "../../api/reference/errors";

/**
 * Checks real responses against the committed openapi.json: the operation must exist, the status must be
 * documented for it, and a JSON body must validate against that status's schema.
 */
const document = JSON.parse(readFileSync(path.resolve(__dirname, "../../openapi.json"), "utf8"));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, "openapi");
/** What a path or method the document does not list answers: the envelope, with any code. */
const anyError = ajv.compile(z.toJSONSchema(envelope(ERROR_CODES)));

const templates = Object.keys(document.paths)
  .map((template) => ({
    template,
    params: (template.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }))
  .sort((a, b) => a.params - b.params);

const pointer = (...segments: string[]) =>
  `openapi#/${segments.map((s) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/")}`;

function validator(ref: string): ValidateFunction {
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema at ${ref}`);
  return validate;
}

function assertValid(refOrValidator: string | ValidateFunction, body: unknown, what: string): void {
  const validate = typeof refOrValidator === "string" ? validator(refOrValidator) : refOrValidator;
  if (!validate(body)) {
    throw new Error(
      `${what}: body does not match the documented schema: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`,
    );
  }
}

export function routeTemplateOf(urlPath: string): string | undefined {
  return templates.find(({ pattern }) => pattern.test(urlPath))?.template;
}

export function assertMatchesContract(method: string, url: string, status: number, contentType: string, body: unknown): void {
  const urlPath = new URL(url, "http://x").pathname;
  const what = `${method} ${urlPath} -> ${status}`;
  const template = routeTemplateOf(urlPath);
  const operation = template ? document.paths[template][method.toLowerCase()] : undefined;
  if (!operation) {
    // A path or method the document does not list: the envelope its description promises (the body is parsed before routing).
    if (![400, 404, 405, 413].includes(status)) throw new Error(`${what}: not in openapi.json`);
    assertValid(anyError, body, what);
    return;
  }
  const key = [String(status), `${String(status)[0]}XX`, "default"].find((candidate) => operation.responses[candidate]);
  if (!key) throw new Error(`${what}: status not documented for ${method} ${template}`);
  const content = operation.responses[key].content as Record<string, unknown> | undefined;
  if (!content) {
    if (body !== undefined && body !== "")
      throw new Error(`${what}: documented without a body, answered ${JSON.stringify(body)}`);
    return;
  }
  const mediaType = contentType.split(";")[0]!.trim();
  if (!content[mediaType]) throw new Error(`${what}: content type ${mediaType} not documented`);
  if (mediaType === "application/json") {
    assertValid(
      pointer("paths", template!, method.toLowerCase(), "responses", key, "content", "application/json", "schema"),
      body,
      what,
    );
  }
}

/**
 * A merchant notification as received: the webhook's documented body (a payout's, refund's or checkout's when its `type` says so)
 * and Standard Webhooks headers.
 */
export function assertNotificationMatchesContract(headers: Record<string, unknown>, body: unknown): void {
  const type = (body as { type?: unknown } | undefined)?.type;
  const webhook =
    type === "payout" || type === "refund" || type === "checkout" ? `${type}-notification` : "merchant-notification";
  const operation = pointer("webhooks", webhook, "post");
  assertValid(`${operation}/requestBody/content/application~1json/schema`, body, webhook.replace("-", " "));
  document.webhooks[webhook].post.parameters.forEach((parameter: any, index: number) => {
    const value = headers[parameter.name.toLowerCase()];
    if (value === undefined && !parameter.required) return;
    assertValid(`${operation}/parameters/${index}/schema`, value, `${webhook.replace("-", " ")} header ${parameter.name}`);
  });
}
