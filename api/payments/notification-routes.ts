import type Router from "@koa/router";
import { ownNotificationDeliveries, ownTransaction, resendNotification } from "../../domain/collections/merchant-transactions";
import type { ApiDeps } from "../deps";
import { movementNotificationRoutes } from "../movement-notification-routes";

/** A merchant's view of its transactions' notifications: every delivery attempt, and asking for the final one again. */
export function merchantNotificationRoutes(router: Router, deps: ApiDeps): void {
  movementNotificationRoutes(
    router,
    deps,
    "/api/payments/transaction",
    { scope: "collections", role: "collect" },
    {
      own: ownTransaction,
      deliveriesOf: ownNotificationDeliveries,
      resend: resendNotification,
    },
  );
}
