import Router from "@koa/router";
import type { ApiDeps } from "../../api/deps";
import { requireAuth, requireStaff } from "../../api/middleware/authenticate";
import { declaredPermission } from "../../api/middleware/roles";
import { mountRoutes } from "../../api/routes";
import { roleAllows } from "../../domain/accounts/roles";
import { loadConfig } from "../../lib/config";

/**
 * Every authenticated merchant route declares the permission its member's role needs (api/middleware/roles.ts),
 * read against the one table in domain/accounts/roles.ts: this walks the router the service mounts, so a route
 * added later without one fails here. Staff routes (requireStaff) have no merchant team and declare none.
 */
function merchantRoutes() {
  const router = new Router();
  mountRoutes(router, { config: loadConfig({}) } as ApiDeps);
  return router.stack
    .filter((layer) => layer.stack.includes(requireAuth) && !layer.stack.includes(requireStaff))
    .flatMap((layer) =>
      layer.methods
        .filter((method) => method !== "HEAD")
        .map((method) => ({
          route: `${method} ${layer.path}`,
          permissions: layer.stack.map(declaredPermission).filter((permission) => permission !== undefined),
          afterAuth: layer.stack.findIndex((middleware) => declaredPermission(middleware)) > layer.stack.indexOf(requireAuth),
        })),
    );
}

const permissionOf = (route: string) => merchantRoutes().find((entry) => entry.route === route)?.permissions[0];

describe("route roles", () => {
  it("every authenticated merchant route declares exactly one permission, after requireAuth", () => {
    const routes = merchantRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const { route, permissions, afterAuth } of routes) {
      expect({ route, permissions: permissions.length, afterAuth }).toEqual({ route, permissions: 1, afterAuth: true });
    }
  });

  it("staff routes declare no permission: they are unaffected by roles", () => {
    const router = new Router();
    mountRoutes(router, { config: loadConfig({}) } as ApiDeps);
    const staff = router.stack.filter((layer) => layer.stack.includes(requireStaff));
    expect(staff.length).toBeGreaterThan(10);
    for (const layer of staff)
      expect({ path: layer.path, declared: layer.stack.some((m) => declaredPermission(m)) }).toEqual({
        path: layer.path,
        declared: false,
      });
  });

  it("maps the contract's roles: viewer reads money only, developer no money out, finance no tokens or settings", () => {
    const can = (role: Parameters<typeof roleAllows>[0], route: string) => roleAllows(role, permissionOf(route)!);
    const table: Array<[string, Record<string, boolean>]> = [
      ["GET /api/payments/transaction/", { viewer: true, developer: true, finance: true, admin: true, owner: true }],
      ["GET /api/organization/wallet/statement/", { viewer: true, developer: true, finance: true }],
      ["POST /api/payments/transaction/", { viewer: false, developer: true, finance: true }],
      ["POST /api/payments/checkout/", { viewer: false, developer: true, finance: true }],
      ["POST /api/payments/payment-link/", { viewer: false, developer: true, finance: true }],
      ["POST /api/payments/payout/", { viewer: false, developer: false, finance: true, admin: true }],
      ["POST /api/payments/payout/bulk/", { viewer: false, developer: false, finance: true }],
      ["POST /api/payments/payout/:reference/approve/", { viewer: false, developer: false, finance: true, admin: true }],
      ["POST /api/payments/transaction/:reference/refund/", { viewer: false, developer: false, finance: true }],
      ["POST /api/auth/login-tokens/", { viewer: false, developer: true, finance: false, admin: true }],
      ["POST /api/webhook-endpoints/", { viewer: false, developer: true, finance: false }],
      ["GET /api/events/", { viewer: false, developer: true, finance: false }],
      ["GET /api/organization/money-out-controls/", { viewer: false, developer: true, finance: true }],
      [
        "PUT /api/organization/money-out-controls/",
        { viewer: false, developer: false, finance: false, admin: true, owner: true },
      ],
      ["POST /api/organization/members/", { viewer: false, developer: false, finance: false, admin: true, owner: true }],
      ["DELETE /api/organization/members/:id/", { developer: false, finance: false, admin: true }],
      [
        "GET /api/organization/members/api-tokens/",
        { viewer: false, developer: false, finance: false, admin: true, owner: true },
      ],
      ["DELETE /api/organization/members/api-tokens/:token_key/", { developer: false, finance: false, admin: true, owner: true }],
      ["POST /api/organization/invitations/accept/", { viewer: true, developer: true, finance: true }],
      ["POST /api/auth/logout/", { viewer: true }],
    ];
    for (const [route, roles] of table) {
      for (const [role, allowed] of Object.entries(roles)) {
        expect({ route, role, allowed: can(role as Parameters<typeof roleAllows>[0], route) }).toEqual({ route, role, allowed });
      }
    }
  });
});
