import { randomBytes } from "node:crypto";
import type Router from "@koa/router";
import type { User } from "../../db/models/user";
import { merchantSigningKeyContext } from "../../db/secrets-at-rest";
import { NotFoundError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import { walletBalances } from "../../payments/ledger";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { asWhsec } from "./merchant-profile";

/** How long a rotated-out callback secret keeps signing beside the new one. */
export const ROTATION_OVERLAP_HOURS = 24;

export function walletAndSecretRoutes(router: Router, deps: ApiDeps): void {
  const merchantOf = async (user: User) => {
    const merchant = await deps.db("merchants").where({ user_id: user.id }).first();
    if (!merchant) throw new NotFoundError("No merchant profile was submitted yet.");
    return merchant;
  };

  router.get("/api/organization/wallet/", requireAuth, requireMerchant, async (ctx) => {
    const merchant = await merchantOf(ctx.state.user as User);
    ctx.body = { results: await walletBalances(deps.db, merchant.id) };
  });

  router.post("/api/organization/merchant/callback-secret/rotate/", requireAuth, requireMerchant, async (ctx) => {
    const merchant = await merchantOf(ctx.state.user as User);
    const key = randomBytes(32).toString("base64");
    const overlapEnds = new Date(Date.now() + ROTATION_OVERLAP_HOURS * 3_600_000);
    await deps.db.transaction(async (trx) => {
      await trx("merchant_callback_secrets")
        .where({ merchant_id: merchant.id })
        .where((query) => query.whereNull("expires_at").orWhere("expires_at", ">", overlapEnds))
        .update({ expires_at: overlapEnds });
      await trx("merchant_callback_secrets").insert({
        merchant_id: merchant.id,
        secret: secretBoxFor(deps.config).seal(key, merchantSigningKeyContext(merchant.id)),
      });
    });
    ctx.status = 201;
    ctx.body = { callback_secret: asWhsec(key), previous_secret_expires_at: overlapEnds.toISOString() };
  });
}
