import type Router from "@koa/router";
import { ownWallet, rotateOwnCallbackSecret } from "../../domain/accounts/merchant-account";
import type { UserRow } from "../../domain/accounts/users-store";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";

export function walletAndSecretRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/organization/wallet/", requireAuth, requireMerchant, async (ctx) => {
    ctx.body = { results: await ownWallet(deps.db, (ctx.state.user as UserRow).id) };
  });

  router.post("/api/organization/merchant/callback-secret/rotate/", requireAuth, requireMerchant, async (ctx) => {
    const userId = (ctx.state.user as UserRow).id;
    const { secret, previousExpiresAt } = await rotateOwnCallbackSecret(deps.db, secretBoxFor(deps.config), userId);
    ctx.status = 201;
    ctx.body = { callback_secret: secret, previous_secret_expires_at: previousExpiresAt.toISOString() };
  });
}
