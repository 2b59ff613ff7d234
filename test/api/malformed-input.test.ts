import { readFileSync } from "node:fs";
import { MAX_BODY_DEPTH } from "../../api/middleware/input-guards";
import { nestsDeeperThan } from "../../lib/nesting";
import { unstorableTextPaths } from "../../lib/text";
import { OPENAPI_FILE } from "../../runtime/write-openapi";
import { startTestApi, type TestApi } from "../support/test-api";

/** Issue 20: a deeply nested body answered 500, a malformed percent-encoding in a path was never answered. */

const document = JSON.parse(readFileSync(OPENAPI_FILE, "utf8"));
const operations: Array<{ method: string; path: string; operation: any }> = Object.entries(
  document.paths as Record<string, Record<string, any>>,
).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
);

/** The service's own routes reading a JSON body (provider webhooks and the sandbox provider read raw bytes). */
const parsedJsonRoutes = operations
  .filter(({ operation }) => operation.requestBody?.content["application/json"])
  .filter(({ path }) => !path.startsWith("/api/callbacks/") && !path.startsWith("/sandbox-provider/"))
  .map(({ method, path }) => [method, path.replace(/\{[^}]+\}/g, "x")] as const);

const nestedArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("deeply nested JSON bodies", () => {
  it("covers every JSON route: sign-up, token, transaction creation, admin PATCH...", () => {
    const paths = parsedJsonRoutes.map(([method, path]) => `${method} ${path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "POST /api/auth/signup/",
        "POST /api/auth/token/",
        "PATCH /api/auth/me/",
        "POST /api/payments/transaction/",
        "PATCH /api/admin/users/x/",
        "POST /api/admin/transactions/x/resolve/",
      ]),
    );
  });

  it.each(parsedJsonRoutes)(
    "%s %s refuses a body nested thousands of levels deep with a 400 naming the problem",
    async (method, path) => {
      for (const rawBody of [nestedArrays(10_000), nestedObjects(10_000)]) {
        const response = await api.http.request(method, path, { rawBody });
        expect([response.status, response.body.error.code]).toEqual([400, "request_error"]);
        expect(response.body.error.message).toMatch(/nested more than 32 levels/);
      }
    },
  );

  it("lets a body nested exactly the limit through to the route's own validation", async () => {
    const atLimit = await api.http.request("POST", "/api/auth/token/", {
      rawBody: `{"email":${nestedArrays(MAX_BODY_DEPTH - 1)}}`,
    });
    expect([atLimit.status, atLimit.body.error.code]).toEqual([400, "validation_error"]);
    const pastLimit = await api.http.request("POST", "/api/auth/token/", {
      rawBody: `{"email":${nestedArrays(MAX_BODY_DEPTH)}}`,
    });
    expect([pastLimit.status, pastLimit.body.error.code]).toEqual([400, "request_error"]);
  });

  it("walks any depth without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level++) deep = { a: [deep] };
    expect(nestsDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: "c" }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: "c" }] }, 2)).toBe(true);
    expect(unstorableTextPaths(deep)).toEqual([`${"a.0.".repeat(100_000).slice(0, -1)}`]);
  });
});

/** A request left unanswered fails here instead of at the test's timeout. */
function answeredWithin<T>(ms: number, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not answered within ${ms} ms`)), ms);
  });
  return Promise.race([answer, unanswered]).finally(() => clearTimeout(timer));
}

describe("malformed percent-encoding in a path parameter", () => {
  const withParameters = operations.filter(({ path }) => path.includes("{"));

  it("covers every route with a path parameter, the sandbox provider's included", () => {
    expect(withParameters.length).toBeGreaterThan(10);
    expect(withParameters.map(({ path }) => path)).toContain("/sandbox-provider/api/payments/by-external-id/{externalId}");
  });

  it.each(["%", "%ff", "%E0%A4%A"])(
    "answers %s at once with a 400 naming the parameter, on every such route",
    async (malformed) => {
      for (const { method, path } of withParameters) {
        const name = /\{([^}]+)\}/.exec(path)![1]!;
        const url = path.replace(`{${name}}`, malformed).replace(/\{[^}]+\}/g, "x");
        const response = await answeredWithin(
          2000,
          api.http.request(method, url, { rawBody: method === "GET" ? undefined : "{}" }),
        );
        expect([method, url, response.status, response.body.error.code]).toEqual([method, url, 400, "validation_error"]);
        // The router serves the sandbox provider with one wildcard parameter, `path`.
        const named = path.startsWith("/sandbox-provider/") ? "path" : name;
        expect(Object.keys(response.body.error.details)).toEqual([named]);
      }
    },
  );
});
