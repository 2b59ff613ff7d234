import type Router from "@koa/router";
import { adminUserRoutes } from "./admin/users";
import { authRoutes } from "./auth/routes";
import type { ApiDeps } from "./deps";
import { healthRoutes } from "./health/routes";
import { organizationRoutes } from "./organization/routes";

/** Every resource's routes, mounted on one router. */
export function mountRoutes(router: Router, deps: ApiDeps): void {
  healthRoutes(router, deps);
  authRoutes(router, deps);
  organizationRoutes(router, deps);
  adminUserRoutes(router, deps);
}
