import type Router from "@koa/router";
import { sandboxProviderRoutes } from "../providers/sandbox/routes";
import { adminPaymentRoutes } from "./admin/payments";
import { adminUserRoutes } from "./admin/users";
import { authRoutes } from "./auth/routes";
import { providerCallbackRoutes } from "./callbacks/routes";
import type { ApiDeps } from "./deps";
import { healthRoutes } from "./health/routes";
import { organizationRoutes } from "./organization/routes";
import { walletAndSecretRoutes } from "./organization/wallet-and-secret";
import { merchantCallbackRoutes } from "./payments/callback-routes";
import { paymentRoutes } from "./payments/routes";
import { referenceRoutes } from "./reference/routes";

/** Every resource's routes, mounted on one router. */
export function mountRoutes(router: Router, deps: ApiDeps): void {
  healthRoutes(router, deps);
  referenceRoutes(router);
  authRoutes(router, deps);
  organizationRoutes(router, deps);
  adminUserRoutes(router, deps);
  paymentRoutes(router, deps);
  merchantCallbackRoutes(router, deps);
  walletAndSecretRoutes(router, deps);
  adminPaymentRoutes(router, deps);
  sandboxProviderRoutes(router, deps);
  providerCallbackRoutes(router, deps);
}
