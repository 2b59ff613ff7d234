import type Router from "@koa/router";
import type { User } from "../../db/models/user";
import { merchantOfUser } from "../../domain/accounts/merchants";
import { rotateSigningKey } from "../../domain/merchant-notifications/signing-keys";
import { walletBalances } from "../../domain/settlement/ledger";
import { NotFoundError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";

export function walletAndSecretRoutes(router: Router, deps: ApiDeps): void {
  const merchantOf = async (user: User) => {
    const merchant = await merchantOfUser(deps.db, user.id);
    if (!merchant) throw new NotFoundError("No merchant profile was submitted yet.");
    return merchant;
  };

  router.get("/api/organization/wallet/", requireAuth, requireMerchant, async (ctx) => {
    const merchant = await merchantOf(ctx.state.user as User);
    ctx.body = { results: await walletBalances(deps.db, merchant.id) };
  });

  router.post("/api/organization/merchant/callback-secret/rotate/", requireAuth, requireMerchant, async (ctx) => {
    const merchant = await merchantOf(ctx.state.user as User);
    const { secret, previousExpiresAt } = await rotateSigningKey(deps.db, secretBoxFor(deps.config), merchant.id);
    ctx.status = 201;
    ctx.body = { callback_secret: secret, previous_secret_expires_at: previousExpiresAt.toISOString() };
  });
}
