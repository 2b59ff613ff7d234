import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { ownNotificationDeliveries, ownTransaction, resendNotification } from "../../domain/collections/merchant-transactions";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { deliveryListSchema } from "./schemas";
import { deliveryView } from "./views";

/** A merchant's view of its notifications: every delivery attempt, and asking for the final one again. */
export function merchantNotificationRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/payments/transaction/:reference/callbacks/", requireAuth, requireScope("read"), async (ctx) => {
    const query = parseInput(deliveryListSchema, ctx.query);
    const userId = (ctx.state.user as UserRow).id;
    const { deliveries, next } = await ownNotificationDeliveries(deps.db, userId, ctx.params.reference!, query);
    ctx.body = { results: deliveries.map(deliveryView), next };
  });

  router.post("/api/payments/transaction/:reference/resend-callback/", requireAuth, requireScope("collections"), async (ctx) => {
    const userId = (ctx.state.user as UserRow).id;
    const transaction = await ownTransaction(deps.db, userId, ctx.params.reference!);
    // Counted once the caller is known to own it, before the workflow is started.
    await deps.limiters.notification_resend.take({ transaction: transaction.reference, account: userId, address: ctx.ip });
    const requestId = await resendNotification(deps.engine, transaction);
    ctx.status = 202;
    ctx.body = { request_id: requestId, reference: transaction.reference };
  });
}
