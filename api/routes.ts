import type Router from "@koa/router";
import type { ApiDeps } from "./deps";
import { healthRoutes } from "./health/routes";

/** Every resource's routes, mounted on one router. */
export function mountRoutes(router: Router, deps: ApiDeps): void {
  healthRoutes(router, deps);
}
