import type Router from "@koa/router";
import type { ApiDeps } from "../deps";
import { apiTokenRoutes } from "./api-tokens";
import { passwordResetRoutes } from "./password-reset";
import { registrationRoutes } from "./registration";
import { sessionRoutes } from "./session";
import { twoFactorRoutes } from "./two-factor";

export function authRoutes(router: Router, deps: ApiDeps): void {
  registrationRoutes(router, deps);
  sessionRoutes(router, deps);
  apiTokenRoutes(router, deps);
  twoFactorRoutes(router, deps);
  passwordResetRoutes(router, deps);
}
