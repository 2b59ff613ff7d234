import type Router from "@koa/router";
import { z } from "zod";
import { merchantTeamChanges } from "../../domain/accounts/team-audit";
import { NotFoundError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { teamPageQuery } from "../organization/members-schemas";
import { teamChangeView } from "../organization/team-views";

const merchantId = z.uuid();

/** Staff read a merchant's team changes, as its members do at /api/organization/members/audit/. */
export function adminMerchantTeamRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/merchants/:id/team-audit/", requireAuth, requireStaff, async (ctx) => {
    const page = parseInput(teamPageQuery, ctx.query);
    const id = merchantId.safeParse(ctx.params.id);
    if (!id.success) throw new NotFoundError("No such merchant.");
    const { results, next } = await merchantTeamChanges(deps.db, id.data, page);
    ctx.body = { results: results.map(teamChangeView), next };
  });
}
