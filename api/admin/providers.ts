import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { wakeWaitingPayouts } from "../../domain/payouts/waiting-payouts";
import { canTellFloat } from "../../domain/provider-floats/float-check";
import { changeProviderRouting, type ProviderStanding, providersStanding } from "../../domain/routing/provider-routing";
import type { ApiDeps } from "../deps";
import { iso } from "../iso";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { updateProviderBody } from "./schemas";

function providerView(row: ProviderStanding, tellsFloat: boolean) {
  const open = row.demoted_until !== null && row.demoted_until.getTime() > Date.now();
  return {
    code_name: row.code_name,
    name: row.name,
    protocol: row.protocol,
    priority: row.priority,
    enabled: row.enabled,
    builtin: row.builtin,
    services: row.services,
    currencies: row.currencies,
    tells_float: tellsFloat,
    managed_by: row.managed_by,
    circuit: {
      state: open ? "open" : "closed",
      consecutive_failures: row.consecutive_failures,
      demoted_until: iso(row.demoted_until),
      last_failure_at: iso(row.last_failure_at),
      last_success_at: iso(row.last_success_at),
    },
    last_hour: row.lastHour,
  };
}

/** Provider health for staff, and the two routing knobs they may turn: priority and enabled. */
export function adminProviderRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/providers/", requireAuth, requireStaff, async (ctx) => {
    ctx.body = {
      results: (await providersStanding(deps.db)).map((row) => providerView(row, canTellFloat(deps.providers, row.code_name))),
    };
  });

  router.patch("/api/admin/providers/:codeName/", requireAuth, requireStaff, async (ctx) => {
    const changes = parseInput(updateProviderBody, ctx.request.body);
    const isRegistered = (codeName: string) => deps.providers.get(codeName) !== undefined;
    const actorId = (ctx.state.user as UserRow).id;
    const codeName = ctx.params.codeName!;
    ctx.body = providerView(
      await changeProviderRouting(
        deps.db,
        () => wakeWaitingPayouts(deps.db, deps.payouts),
        isRegistered,
        actorId,
        codeName,
        changes,
      ),
      canTellFloat(deps.providers, codeName),
    );
  });
}
