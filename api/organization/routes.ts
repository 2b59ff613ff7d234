import type Router from "@koa/router";
import { ownMerchant, submitOwnMerchantProfile } from "../../domain/accounts/merchant-account";
import type { UserRow } from "../../domain/accounts/users-store";
import { listCurrencies, listServices } from "../../domain/catalogue/catalogue-store";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { merchantProfileSchema } from "./schemas";
import { failureReasonsView, merchantProfileView } from "./views";

export function organizationRoutes(router: Router, deps: ApiDeps): void {
  router.post(
    "/api/organization/merchant/",
    requireAuth,
    requireScope("session"),
    requireRole("settings"),
    requireMerchant,
    async (ctx) => {
      const input = parseInput(merchantProfileSchema, ctx.request.body);
      const user = ctx.state.user as UserRow;
      const { merchant, callbackSecret } = await submitOwnMerchantProfile(deps.db, secretBoxFor(deps.config), user, input);
      ctx.status = 201;
      ctx.body = { ...merchantProfileView(merchant), callback_secret: callbackSecret };
    },
  );

  router.get("/api/organization/merchant/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = merchantProfileView(await ownMerchant(deps.db, (ctx.state.user as UserRow).id));
  });

  router.get("/api/organization/currency/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = { results: await listCurrencies(deps.db) };
  });

  router.get("/api/organization/service/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = { results: await listServices(deps.db) };
  });

  router.get("/api/organization/failure-reasons/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = failureReasonsView();
  });
}
