import type Router from "@koa/router";
import type { User } from "../../db/models/user";
import { submitMerchantProfile } from "../../domain/accounts/merchant-profile";
import { merchantOfUser } from "../../domain/accounts/merchants";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { merchantProfileSchema } from "./schemas";
import { merchantProfileView } from "./views";

export function organizationRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/organization/merchant/", requireAuth, requireMerchant, async (ctx) => {
    const input = parseInput(merchantProfileSchema, ctx.request.body);
    const user = ctx.state.user as User;
    if (user.profile_completed) throw new ValidationError({ merchant: "The merchant profile was already submitted." });
    const { merchant, callbackSecret } = await submitMerchantProfile(deps.db, secretBoxFor(deps.config), user.id, input);
    ctx.status = 201;
    ctx.body = { ...merchantProfileView(merchant), callback_secret: callbackSecret };
  });

  router.get("/api/organization/merchant/", requireAuth, async (ctx) => {
    const merchant = await merchantOfUser(deps.db, (ctx.state.user as User).id);
    if (!merchant) throw new NotFoundError("No merchant profile was submitted yet.");
    ctx.body = merchantProfileView(merchant);
  });

  router.get("/api/organization/currency/", requireAuth, async (ctx) => {
    ctx.body = { results: await deps.db("currencies").select("code", "name", "decimals").orderBy("code") };
  });

  router.get("/api/organization/service/", requireAuth, async (ctx) => {
    ctx.body = { results: await deps.db("services").select("symbol", "name").orderBy("symbol") };
  });
}
