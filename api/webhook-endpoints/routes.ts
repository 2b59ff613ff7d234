import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import {
  changeEndpoint,
  createEndpoint,
  deleteEndpoint,
  type EndpointDeps,
  listOwnEndpoints,
  rotateOwnEndpointSecret,
} from "../../domain/events/merchant-endpoints";
import { NotFoundError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { changeEndpointSchema, createEndpointSchema, endpointParams } from "./schemas";
import { endpointView } from "./views";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The endpoint id of the path; anything that cannot be one is simply not found. */
function endpointId(params: unknown): string {
  const { id } = parseInput(endpointParams, params);
  if (!UUID.test(id)) throw new NotFoundError("No such webhook endpoint.");
  return id;
}

/**
 * A merchant's webhook endpoints. Reading them needs `read`; every change needs a session token (`session`), as the
 * callback signing secret does: an endpoint receives every event of its types, so a leaked API token must not add one.
 */
export function webhookEndpointRoutes(router: Router, deps: ApiDeps): void {
  const endpointDeps = (): EndpointDeps => ({
    db: deps.db,
    box: secretBoxFor(deps.config),
    allowPrivateUrls: deps.config.CALLBACK_ALLOW_PRIVATE,
  });
  const userId = (state: { user?: unknown }) => (state.user as UserRow).id;

  router.get("/api/webhook-endpoints/", requireAuth, requireScope("read"), requireRole("read_settings"), async (ctx) => {
    ctx.body = { results: (await listOwnEndpoints(deps.db, userId(ctx.state))).map(endpointView) };
  });

  router.post(
    "/api/webhook-endpoints/",
    requireAuth,
    requireScope("session"),
    requireRole("webhooks"),
    requireMerchant,
    async (ctx) => {
      const fields = parseInput(createEndpointSchema, ctx.request.body);
      const { endpoint, secret } = await createEndpoint(endpointDeps(), userId(ctx.state), {
        url: fields.url,
        event_types: fields.event_types,
        description: fields.description ?? null,
      });
      ctx.status = 201;
      ctx.body = { ...endpointView(endpoint), secret };
    },
  );

  router.patch("/api/webhook-endpoints/:id/", requireAuth, requireScope("session"), requireRole("webhooks"), async (ctx) => {
    const id = endpointId(ctx.params);
    const { replay_since, ...change } = parseInput(changeEndpointSchema, ctx.request.body);
    const { endpoint, replayed } = await changeEndpoint(endpointDeps(), userId(ctx.state), id, {
      ...change,
      ...(replay_since === undefined ? {} : { replay_since: new Date(replay_since) }),
    });
    ctx.body = { ...endpointView(endpoint), replayed };
  });

  router.delete("/api/webhook-endpoints/:id/", requireAuth, requireScope("session"), requireRole("webhooks"), async (ctx) => {
    await deleteEndpoint(deps.db, userId(ctx.state), endpointId(ctx.params));
    ctx.status = 204;
  });

  router.post(
    "/api/webhook-endpoints/:id/rotate-secret/",
    requireAuth,
    requireScope("session"),
    requireRole("webhooks"),
    async (ctx) => {
      ctx.body = { secret: await rotateOwnEndpointSecret(endpointDeps(), userId(ctx.state), endpointId(ctx.params)) };
    },
  );
}
