import { readFileSync } from "node:fs";
import Router from "@koa/router";
import type { ApiDeps } from "../../api/deps";
import { mountRoutes } from "../../api/routes";
import { loadConfig } from "../../lib/config";
import { OPENAPI_FILE, renderOpenApi } from "../../runtime/write-openapi";
import { assertMatchesContract, assertNotificationMatchesContract } from "../support/contract";
import { startTestApi, type TestApi } from "../support/test-api";

const committed = JSON.parse(readFileSync(OPENAPI_FILE, "utf8"));
const METHODS = ["get", "post", "put", "patch", "delete"];

/**
 * Every (METHOD, /path/{param}/) the router serves. A wildcard route (the sandbox provider's `/*path`) serves
 * the documented operations under its prefix, of which there must be at least one.
 */
function routerOperations(): string[] {
  const router = new Router();
  // Registration only reads the configuration and closes over the rest; nothing here runs a handler.
  mountRoutes(router, { config: loadConfig({}) } as ApiDeps);
  return router.stack.flatMap((layer) => {
    const path = String(layer.path);
    const wildcard = path.indexOf("/*");
    if (wildcard >= 0) {
      const under = documentedOperations().filter((operation) =>
        operation.split(" ")[1]!.startsWith(path.slice(0, wildcard + 1)),
      );
      expect([path, under.length > 0]).toEqual([path, true]);
      return under;
    }
    return layer.methods.filter((method) => method !== "HEAD").map((method) => `${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
  });
}

function documentedOperations(): string[] {
  return Object.entries(committed.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe("openapi.json", () => {
  it("is what `npm run openapi` generates from the zod schemas (regenerate it when this fails)", () => {
    expect(readFileSync(OPENAPI_FILE, "utf8")).toBe(renderOpenApi());
  });

  it("documents every route of the router, and no route the router does not serve", () => {
    const routes = routerOperations();
    expect(routes.length).toBeGreaterThan(30);
    expect(documentedOperations().sort()).toEqual([...new Set(routes)].sort());
  });

  it("documents the error envelope, with its codes, for every operation", () => {
    for (const [path, item] of Object.entries(committed.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (path.startsWith("/sandbox-provider/")) continue; // protocol B's own errors
        const internal = operation.responses["500"]?.content["application/json"].schema;
        expect([method, path, internal?.properties.error.properties.code.enum]).toEqual([method, path, ["internal_error"]]);
      }
    }
  });

  it("names every operation, webhooks included, with a unique camelCase operationId for SDK generators", () => {
    const operations = [...Object.values(committed.paths), ...Object.values(committed.webhooks)].flatMap((item: any) =>
      METHODS.filter((method) => item[method]).map((method) => item[method]),
    );
    const ids = operations.map((operation: { operationId?: string }) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]+$/.test(String(id)))).toEqual([]);
    expect(new Set(ids).size).toBe(operations.length);
  });

  it("describes the merchant notification as a webhook with the Standard Webhooks headers", () => {
    const webhook = committed.webhooks["merchant-notification"].post;
    expect(webhook.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      "webhook-id",
      "webhook-signature",
      "webhook-timestamp",
    ]);
  });
});

describe("the contract check used by every test's HTTP client", () => {
  const transaction =
    committed.paths["/api/payments/transaction/{reference}/"].get.responses["200"].content["application/json"].example;

  it("accepts a documented answer", () => {
    expect(() =>
      assertMatchesContract("GET", "/api/payments/transaction/TX1/", 200, "application/json", transaction),
    ).not.toThrow();
  });

  it("refuses an undocumented field, a wrong type, an undocumented status or error code, and an unknown operation", () => {
    const get = (status: number, body: unknown) => () =>
      assertMatchesContract("GET", "/api/payments/transaction/TX1/", status, "application/json; charset=utf-8", body);
    expect(get(200, { ...transaction, secret: "x" })).toThrow(/documented schema/);
    expect(get(200, { ...transaction, amount: 1500 })).toThrow(/documented schema/);
    expect(get(409, { error: { code: "invalid_state_transition", message: "m" } })).toThrow(/status not documented/);
    expect(get(404, { error: { code: "provider_error", message: "m" } })).toThrow(/documented schema/);
    expect(() => assertMatchesContract("PUT", "/api/auth/me/", 200, "application/json", {})).toThrow(/not in openapi.json/);
  });

  it("refuses a merchant notification without its signature header or with an extra field", () => {
    const body = committed.webhooks["merchant-notification"].post.requestBody.content["application/json"].example;
    const headers = { "webhook-id": "msg_TX1_success", "webhook-timestamp": "1767225600", "webhook-signature": "v1,abc=" };
    expect(() => assertNotificationMatchesContract(headers, body)).not.toThrow();
    expect(() => assertNotificationMatchesContract({ ...headers, "webhook-signature": undefined }, body)).toThrow(/signature/);
    expect(() => assertNotificationMatchesContract(headers, { ...body, fee: "1.00" })).toThrow(/documented schema/);
  });
});

describe("GET /api/schema/ and /api/docs/", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it("serves the committed document without authentication", async () => {
    const response = await api.http.get("/api/schema/");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(committed);
  });

  it("serves a reference page whose every asset comes from the service itself", async () => {
    const page = await api.http.get<string>("/api/docs/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href|spec-url)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual(["/api/schema/", "/api/docs/redoc.standalone.js"]);
    const renderer = await fetch(`${api.baseUrl}/api/docs/redoc.standalone.js`);
    expect(renderer.status).toBe(200);
    expect((await renderer.text()).length).toBeGreaterThan(100_000);
  });
});
