import type Router from "@koa/router";
import { revokeTeamApiToken, teamApiTokens } from "../../domain/accounts/team-api-tokens";
import { NotFoundError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { teamApiTokenParams, teamPageQuery } from "./members-schemas";
import { teamActor } from "./team-actor";
import { teamApiTokenView } from "./team-views";

/** Owners and admins see every member's live API tokens and revoke any of them (a member revokes their own at /api/auth/login-tokens/). */
export function teamApiTokenRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/organization/members/api-tokens/", requireAuth, requireScope("read"), requireRole("members"), async (ctx) => {
    const { member } = teamActor(ctx);
    const { results, next } = await teamApiTokens(deps.db, member.merchant_id, parseInput(teamPageQuery, ctx.query));
    ctx.body = { results: results.map(teamApiTokenView), next };
  });

  router.delete(
    "/api/organization/members/api-tokens/:token_key/",
    requireAuth,
    requireScope("session"),
    requireRole("members"),
    async (ctx) => {
      const params = teamApiTokenParams.safeParse(ctx.params);
      if (!params.success) throw new NotFoundError("No such API token.");
      await revokeTeamApiToken(deps.db, teamActor(ctx), params.data.token_key);
      ctx.status = 204;
    },
  );
}
