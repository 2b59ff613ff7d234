import type Router from "@koa/router";
import { adminAuditAndReportRoutes } from "./admin/audit-and-reports";
import { adminPaymentRoutes } from "./admin/payments";
import { adminProviderRoutes } from "./admin/providers";
import { adminReconciliationRoutes } from "./admin/reconciliation";
import { adminRoutingRoutes } from "./admin/routing";
import { adminTransactionRoutes } from "./admin/transactions";
import { adminUserRoutes } from "./admin/users";
import { authRoutes } from "./auth/routes";
import type { ApiDeps } from "./deps";
import { healthRoutes } from "./health/routes";
import { organizationRoutes } from "./organization/routes";
import { walletAndSecretRoutes } from "./organization/wallet-and-secret";
import { merchantNotificationRoutes } from "./payments/notification-routes";
import { merchantReportRoutes } from "./payments/reports";
import { paymentRoutes } from "./payments/routes";
import { adminPayoutRoutes } from "./payouts/admin-routes";
import { payoutRoutes } from "./payouts/routes";
import { providerWebhookRoutes } from "./provider-webhooks/routes";
import { referenceRoutes } from "./reference/routes";
import { refundRoutes } from "./refunds/routes";
import { sandboxProviderRoutes } from "./sandbox/routes";
import { toolkitRoutes } from "./toolkit/routes";

/** Every resource's routes, mounted on one router. */
export function mountRoutes(router: Router, deps: ApiDeps): void {
  healthRoutes(router, deps);
  referenceRoutes(router);
  authRoutes(router, deps);
  organizationRoutes(router, deps);
  adminUserRoutes(router, deps);
  merchantReportRoutes(router, deps);
  toolkitRoutes(router, deps);
  paymentRoutes(router, deps);
  payoutRoutes(router, deps);
  refundRoutes(router, deps);
  merchantNotificationRoutes(router, deps);
  walletAndSecretRoutes(router, deps);
  adminPaymentRoutes(router, deps);
  adminTransactionRoutes(router, deps);
  adminPayoutRoutes(router, deps);
  adminProviderRoutes(router, deps);
  adminReconciliationRoutes(router, deps);
  adminRoutingRoutes(router, deps);
  adminAuditAndReportRoutes(router, deps);
  sandboxProviderRoutes(router, deps);
  providerWebhookRoutes(router, deps);
}
