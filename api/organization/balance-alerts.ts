import type Router from "@koa/router";
import { ownMerchant } from "../../domain/accounts/merchant-account";
import type { UserRow } from "../../domain/accounts/users-store";
import { walletModeOf } from "../../domain/ledger/wallets";
import { balanceAlerts, setBalanceAlerts } from "../../domain/wallet/balance-alerts";
import { ValidationError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { balanceAlertsBody } from "./wallet-schemas";

/** The merchant's balance alerts on its wallets of the account's mode: read them, set them. */
export function balanceAlertRoutes(router: Router, deps: ApiDeps): void {
  const own = async (user: UserRow) => ({ merchant: await ownMerchant(deps.db, user.id), mode: walletModeOf(user.account_type) });

  router.get(
    "/api/organization/balance-alerts/",
    requireAuth,
    requireScope("read"),
    requireRole("read_controls"),
    requireMerchant,
    async (ctx) => {
      const { merchant, mode } = await own(ctx.state.user as UserRow);
      ctx.body = { results: await balanceAlerts(deps.db, merchant.id, mode) };
    },
  );

  router.put(
    "/api/organization/balance-alerts/",
    requireAuth,
    requireScope("session"),
    requireRole("settings"),
    requireMerchant,
    async (ctx) => {
      const thresholds = parseInput(balanceAlertsBody, ctx.request.body);
      const { merchant, mode } = await own(ctx.state.user as UserRow);
      const { unknown } = await setBalanceAlerts(deps.db, merchant.id, mode, thresholds);
      if (unknown.length > 0)
        throw new ValidationError(Object.fromEntries(unknown.map((currency) => [currency, "No wallet in this currency."])));
      ctx.body = { results: await balanceAlerts(deps.db, merchant.id, mode) };
    },
  );
}
