import Router from "@koa/router";
import type { ApiDeps } from "../../api/deps";
import { requireAuth } from "../../api/middleware/authenticate";
import { declaredScope } from "../../api/middleware/scopes";
import { mountRoutes } from "../../api/routes";
import { loadConfig } from "../../lib/config";

/**
 * Every authenticated route declares the scope its token needs (api/middleware/scopes.ts), so a route
 * added later cannot forget: this walks the router the service mounts.
 */
function authenticatedRoutes() {
  const router = new Router();
  // Registration only reads the configuration and closes over the rest; nothing here runs a handler.
  mountRoutes(router, { config: loadConfig({}) } as ApiDeps);
  return router.stack
    .filter((layer) => layer.stack.includes(requireAuth))
    .flatMap((layer) =>
      layer.methods
        .filter((method) => method !== "HEAD")
        .map((method) => ({
          route: `${method} ${layer.path}`,
          scopes: layer.stack.map(declaredScope).filter((scope) => scope !== undefined),
          declaredAfterAuth: layer.stack.findIndex((middleware) => declaredScope(middleware)) > layer.stack.indexOf(requireAuth),
        })),
    );
}

const scopeOf = (route: string) => authenticatedRoutes().find((entry) => entry.route === route)?.scopes;

describe("route scopes", () => {
  it("every authenticated route declares exactly one scope, after requireAuth", () => {
    const routes = authenticatedRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const { route, scopes, declaredAfterAuth } of routes) {
      expect({ route, scopes: scopes.length, declaredAfterAuth }).toEqual({ route, scopes: 1, declaredAfterAuth: true });
    }
  });

  it("money out needs its own scope; reads need read; token management, the profile and staff routes need a session", () => {
    expect(scopeOf("POST /api/payments/transaction/")).toEqual(["collections"]);
    expect(scopeOf("POST /api/payments/transaction/:reference/resend-callback/")).toEqual(["collections"]);
    for (const route of [
      "POST /api/payments/payout/",
      "POST /api/payments/payout/bulk/",
      "POST /api/payments/payout/:reference/cancel/",
      "POST /api/payments/payout/:reference/resend-callback/",
      "POST /api/payments/payout/file/",
      "POST /api/payments/payout/file/:id/submit/",
      "POST /api/payments/payout/file/:id/retry-failed/",
    ]) {
      expect({ route, scopes: scopeOf(route) }).toEqual({ route, scopes: ["payouts"] });
    }
    expect(scopeOf("POST /api/payments/transaction/:reference/refund/")).toEqual(["refunds"]);
    for (const route of [
      "POST /api/auth/login-tokens/",
      "GET /api/auth/login-tokens/",
      "DELETE /api/auth/login-tokens/:token_key/",
      "POST /api/organization/merchant/callback-secret/rotate/",
      "GET /api/admin/transactions/",
      // A token that leaks can neither read nor lift the money-out controls.
      "GET /api/organization/money-out-controls/",
      "PUT /api/organization/money-out-controls/",
      "POST /api/payments/payout/:reference/approve/",
      "GET /api/organization/money-out-controls/audit/",
      "DELETE /api/organization/members/api-tokens/:token_key/",
      "GET /api/admin/merchants/:id/team-audit/",
    ]) {
      expect({ route, scopes: scopeOf(route) }).toEqual({ route, scopes: ["session"] });
    }
    const merchantReads = authenticatedRoutes().filter(
      ({ route }) =>
        route.startsWith("GET ") &&
        !route.includes("/api/admin/") &&
        !route.includes("/login-tokens/") &&
        !route.includes("/money-out-controls/"),
    );
    for (const { route, scopes } of merchantReads) expect({ route, scopes }).toEqual({ route, scopes: ["read"] });
  });
});
