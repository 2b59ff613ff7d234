import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { canTellFloat, checkProviderFloat, type FloatView, lastFloats } from "../../domain/provider-floats/float-check";
import { changeFloatFloors } from "../../domain/provider-floats/float-floors";
import { findProvider } from "../../domain/routing/providers-store";
import { AppError, NotFoundError, ValidationError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { iso } from "../iso";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { floatFloorsBody } from "./provider-float-schemas";

const floatsView = (codeName: string, views: FloatView[]) => ({
  provider_code_name: codeName,
  results: views.map((view) => ({ ...view, checked_at: iso(view.checked_at) })),
});

/** Each provider's float for staff, asked of the provider at the time, and the floors under which staff are mailed. */
export function adminProviderFloatRoutes(router: Router, deps: ApiDeps): void {
  const provider = async (codeName: string) => {
    const row = await findProvider(deps.db, codeName);
    if (!row) throw new NotFoundError("No such provider.");
    if (!canTellFloat(deps.providers, codeName))
      throw new AppError(422, "balance_unavailable", `${codeName}'s protocol (${row.protocol}) cannot tell its float.`);
    return row;
  };

  router.get("/api/admin/providers/:codeName/balance/", requireAuth, requireStaff, async (ctx) => {
    const codeName = ctx.params.codeName!;
    await provider(codeName);
    const actor = ctx.state.user as UserRow;
    await deps.limiters.provider_balance.take({ account: actor.id, address: ctx.ip });
    const views = await checkProviderFloat({ db: deps.db, providers: deps.providers, mailer: deps.mailer }, codeName);
    ctx.body = floatsView(codeName, views ?? []);
  });

  router.put("/api/admin/providers/:codeName/float-floors/", requireAuth, requireStaff, async (ctx) => {
    const codeName = ctx.params.codeName!;
    const row = await provider(codeName);
    const floors = parseInput(floatFloorsBody, ctx.request.body);
    const unserved = Object.keys(floors).find((currency) => !row.currencies.includes(currency));
    if (unserved) throw new ValidationError({ [unserved]: `${codeName} does not serve ${unserved}.` });
    await changeFloatFloors(deps.db, (ctx.state.user as UserRow).id, codeName, floors);
    ctx.body = floatsView(codeName, await lastFloats(deps.db, codeName, row.currencies));
  });
}
