import type Router from "@koa/router";
import { ownNotificationDeliveries, ownPayment, resendNotification } from "../../domain/payments/merchant-payments";
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
      own: ownPayment,
      deliveriesOf: ownNotificationDeliveries,
      resend: resendNotification,
    },
  );
}
