import type Router from "@koa/router";
import type { AuthTokenRow } from "../../domain/accounts/auth-tokens-store";
import { hasScope } from "../../domain/accounts/scopes";
import type { UserRow } from "../../domain/accounts/users-store";
import { checkoutTriesOf, deliveriesOfEvent, listOwnEvents, ownEvent, redeliverEvent } from "../../domain/events/merchant-events";
import { scopeOf } from "../../domain/events/resources";
import { InsufficientScopeError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { eventParams, listEventsSchema } from "./schemas";
import { eventDeliveryView, eventView } from "./views";

export function eventRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/events/", requireAuth, requireScope("read"), requireRole("read_settings"), async (ctx) => {
    const { type, created_after, created_before, ...query } = parseInput(listEventsSchema, ctx.query);
    const { results, next } = await listOwnEvents(deps.db, (ctx.state.user as UserRow).id, {
      ...query,
      types: type,
      created_after: created_after === undefined ? undefined : new Date(created_after),
      created_before: created_before === undefined ? undefined : new Date(created_before),
    });
    const rendering = { publicBaseUrl: deps.config.PUBLIC_BASE_URL, checkoutTries: await checkoutTriesOf(deps.db, results) };
    ctx.body = { results: results.map((event) => eventView(event, rendering)), next };
  });

  router.get("/api/events/:id/", requireAuth, requireScope("read"), requireRole("read_settings"), async (ctx) => {
    const { id } = parseInput(eventParams, ctx.params);
    const event = await ownEvent(deps.db, (ctx.state.user as UserRow).id, id);
    const rendering = { publicBaseUrl: deps.config.PUBLIC_BASE_URL, checkoutTries: await checkoutTriesOf(deps.db, [event]) };
    ctx.body = {
      ...eventView(event, rendering),
      deliveries: (await deliveriesOfEvent(deps.db, event)).map(eventDeliveryView),
    };
  });

  // Declared `read` for the route walk; the event's kind then asks its own resend scope.
  router.post("/api/events/:id/redeliver/", requireAuth, requireScope("read"), requireRole("webhooks"), async (ctx) => {
    const { id } = parseInput(eventParams, ctx.params);
    const userId = (ctx.state.user as UserRow).id;
    const event = await ownEvent(deps.db, userId, id);
    // Redelivering an event resends its notification: the scope that resends the resource's notifications.
    const scope = scopeOf(event.resource_type);
    if (!hasScope(ctx.state.token as AuthTokenRow, scope)) throw new InsufficientScopeError(scope);
    await deps.limiters.notification_resend.take({ transaction: event.reference, account: userId, address: ctx.ip });
    const { endpoints, callback } = await redeliverEvent({ db: deps.db, engine: deps.engine }, event);
    ctx.status = 202;
    ctx.body = { id, endpoint_deliveries: endpoints, callback };
  });
}
