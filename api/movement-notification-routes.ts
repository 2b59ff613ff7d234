import type Router from "@koa/router";
import type { Permission } from "../domain/accounts/roles";
import type { UserRow } from "../domain/accounts/users-store";
import type { Scope } from "../domain/events/api-scopes";
import type { DeliveryRow } from "../domain/merchant-notifications/deliveries";
import type { ApiDeps } from "./deps";
import { requireAuth } from "./middleware/authenticate";
import { requireRole } from "./middleware/roles";
import { requireScope } from "./middleware/scopes";
import { parseInput } from "./middleware/validate";
import { deliveryListSchema } from "./payments/schemas";
import { deliveryView } from "./payments/views";

/** How one kind reaches the caller's own movement, a page of its notification's deliveries, and its resend. */
export interface OwnNotifiedMovement<Row extends { reference: string }> {
  own(db: ApiDeps["db"], userId: string, reference: string): Promise<Row>;
  deliveriesOf(
    db: ApiDeps["db"],
    userId: string,
    reference: string,
    page: { cursor?: string; limit: number },
  ): Promise<{ deliveries: DeliveryRow[]; next: string | null }>;
  resend(engine: ApiDeps["engine"], row: Row): Promise<string>;
}

/**
 * A merchant's view of one kind's notifications under `base` (`/api/payments/payout`): every delivery attempt, and
 * asking for the final one again, which takes `resendBy`'s scope and role.
 */
export function movementNotificationRoutes<Row extends { reference: string }>(
  router: Router,
  deps: ApiDeps,
  base: string,
  resendBy: { scope: Scope; role: Permission },
  kind: OwnNotifiedMovement<Row>,
): void {
  router.get(`${base}/:reference/callbacks/`, requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(deliveryListSchema, ctx.query);
    const userId = (ctx.state.user as UserRow).id;
    const { deliveries, next } = await kind.deliveriesOf(deps.db, userId, ctx.params.reference!, query);
    ctx.body = { results: deliveries.map(deliveryView), next };
  });

  router.post(
    `${base}/:reference/resend-callback/`,
    requireAuth,
    requireScope(resendBy.scope),
    requireRole(resendBy.role),
    async (ctx) => {
      const userId = (ctx.state.user as UserRow).id;
      const row = await kind.own(deps.db, userId, ctx.params.reference!);
      // Counted once the caller is known to own it, before the workflow is started.
      await deps.limiters.notification_resend.take({ transaction: row.reference, account: userId, address: ctx.ip });
      const requestId = await kind.resend(deps.engine, row);
      ctx.status = 202;
      ctx.body = { request_id: requestId, reference: row.reference };
    },
  );
}
