import type Router from "@koa/router";
import { rotateOwnCallbackSecret } from "../../domain/accounts/merchant-account";
import type { UserRow } from "../../domain/accounts/users-store";
import { STATEMENT_COLUMNS } from "../../domain/ledger/statement";
import { walletModeOf } from "../../domain/ledger/wallets";
import { exportOwnStatement, ownStatement, ownWallet } from "../../domain/wallet/merchant-wallet";
import { secretBoxFor } from "../../lib/secrets-key";
import { sendCsv } from "../csv-response";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { statementQuerySchema, walletQuerySchema } from "./wallet-schemas";

export function walletAndSecretRoutes(router: Router, deps: ApiDeps): void {
  router.get(
    "/api/organization/wallet/",
    requireAuth,
    requireScope("read"),
    requireRole("read"),
    requireMerchant,
    async (ctx) => {
      const user = ctx.state.user as UserRow;
      const { mode } = parseInput(walletQuerySchema, ctx.query);
      ctx.body = { results: await ownWallet(deps.db, user.id, mode ?? walletModeOf(user.account_type)) };
    },
  );

  router.get(
    "/api/organization/wallet/statement/",
    requireAuth,
    requireScope("read"),
    requireRole("read"),
    requireMerchant,
    async (ctx) => {
      const { format, cursor, limit, mode: asked, ...filters } = parseInput(statementQuerySchema, ctx.query);
      const { id: userId, account_type } = ctx.state.user as UserRow;
      const mode = asked ?? walletModeOf(account_type);
      if (format === "csv") {
        const rows = await exportOwnStatement(deps.db, userId, mode, filters);
        sendCsv(ctx, deps.logger, { filename: "statement.csv", columns: STATEMENT_COLUMNS, rows });
        return;
      }
      ctx.body = await ownStatement(deps.db, userId, mode, { ...filters, cursor, limit });
    },
  );

  router.post(
    "/api/organization/merchant/callback-secret/rotate/",
    requireAuth,
    requireScope("session"),
    requireRole("settings"),
    requireMerchant,
    async (ctx) => {
      const userId = (ctx.state.user as UserRow).id;
      const { secret, previousExpiresAt } = await rotateOwnCallbackSecret(deps.db, secretBoxFor(deps.config), userId);
      ctx.status = 201;
      ctx.body = { callback_secret: secret, previous_secret_expires_at: previousExpiresAt.toISOString() };
    },
  );
}
