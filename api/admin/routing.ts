import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { routingSettings } from "../../domain/routing/route-payment";
import { listRules, removeRule, saveRule } from "../../domain/routing/routing-rules";
import type { RoutingRuleRow } from "../../domain/routing/routing-rules-store";
import { routingStanding } from "../../domain/routing/routing-standing";
import type { ApiDeps } from "../deps";
import { iso } from "../iso";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { routingRuleBody, routingRuleId } from "./routing-schemas";

export const routingRuleView = (row: RoutingRuleRow) => ({
  id: row.id,
  merchant_id: row.merchant_id,
  service: row.service,
  kind: row.kind,
  allocations: row.allocations,
  note: row.note,
  created_at: iso(row.created_at)!,
  updated_at: iso(row.updated_at)!,
});

/** Staff's view of the learning router and their pin and split rules. */
export function adminRoutingRoutes(router: Router, deps: ApiDeps): void {
  const actor = (state: { user?: unknown }) => (state.user as UserRow).id;

  router.get("/api/admin/routing/", requireAuth, requireStaff, async (ctx) => {
    const standing = await routingStanding(deps.db, routingSettings(deps.config));
    ctx.body = {
      strategy: deps.config.ROUTING_STRATEGY,
      results: standing.map((row) => ({
        ...row,
        providers: row.providers.map((provider) => ({ ...provider, eliminated_until: iso(provider.eliminated_until) })),
      })),
    };
  });

  router.get("/api/admin/routing-rules/", requireAuth, requireStaff, async (ctx) => {
    ctx.body = { results: (await listRules(deps.db)).map(routingRuleView) };
  });

  router.post("/api/admin/routing-rules/", requireAuth, requireStaff, async (ctx) => {
    const rule = await saveRule(deps.db, actor(ctx.state), parseInput(routingRuleBody, ctx.request.body));
    ctx.status = 201;
    ctx.body = routingRuleView(rule);
  });

  router.put("/api/admin/routing-rules/:id/", requireAuth, requireStaff, async (ctx) => {
    const { id } = parseInput(routingRuleId, ctx.params);
    ctx.body = routingRuleView(await saveRule(deps.db, actor(ctx.state), parseInput(routingRuleBody, ctx.request.body), id));
  });

  router.delete("/api/admin/routing-rules/:id/", requireAuth, requireStaff, async (ctx) => {
    const { id } = parseInput(routingRuleId, ctx.params);
    await removeRule(deps.db, actor(ctx.state), id);
    ctx.status = 204;
  });
}
