import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import {
  changeOwnControls,
  checkControls,
  merchantControlChanges,
  merchantControls,
  ownControlChanges,
  ownControls,
} from "../../domain/money-out-controls/controls";
import { NotFoundError } from "../../lib/errors";
import { confirmPasswordAndCode } from "../auth/step-up";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant, requireStaff } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { controlChangesQuery, merchantParams, putControlsSchema } from "./schemas";
import { controlChangeView, controlsView } from "./views";

/**
 * A merchant's money-out controls: read and changed with a session token only (an API token that leaks must
 * not be able to lift them), a change with the password and, with two-factor on, a code; every change kept
 * and mailed. Staff read them and their changes.
 */
export function moneyOutControlRoutes(router: Router, deps: ApiDeps): void {
  router.get(
    "/api/organization/money-out-controls/",
    requireAuth,
    requireScope("session"),
    requireRole("read_controls"),
    requireMerchant,
    async (ctx) => {
      ctx.body = controlsView(await ownControls(deps.db, (ctx.state.user as UserRow).id));
    },
  );

  router.put(
    "/api/organization/money-out-controls/",
    requireAuth,
    requireScope("session"),
    requireRole("settings"),
    requireMerchant,
    async (ctx) => {
      const { password, otp, ...input } = parseInput(putControlsSchema, ctx.request.body);
      const user = ctx.state.user as UserRow;
      // Every field is checked before the credentials, so a refused change never uses up a code.
      const controls = await checkControls(deps.db, input, ctx.state.totpEnabled === true);
      await confirmPasswordAndCode(deps, ctx, { password, otp }, "when_enabled");
      const actor = ctx.state.person as UserRow;
      ctx.body = controlsView(await changeOwnControls({ db: deps.db, mailer: deps.mailer }, user, controls, ctx.ip, actor));
    },
  );

  router.get(
    "/api/organization/money-out-controls/audit/",
    requireAuth,
    requireScope("session"),
    requireRole("read_controls"),
    requireMerchant,
    async (ctx) => {
      const page = parseInput(controlChangesQuery, ctx.query);
      const { results, next } = await ownControlChanges(deps.db, (ctx.state.user as UserRow).id, page);
      ctx.body = { results: results.map(controlChangeView), next };
    },
  );

  const merchantId = (params: Record<string, string | undefined>) => {
    const parsed = merchantParams.safeParse(params);
    if (!parsed.success) throw new NotFoundError("No such merchant.");
    return parsed.data.id;
  };

  router.get("/api/admin/merchants/:id/money-out-controls/", requireAuth, requireStaff, async (ctx) => {
    const { merchant, controls } = await merchantControls(deps.db, merchantId(ctx.params));
    ctx.body = { ...controlsView(controls), merchant };
  });

  router.get("/api/admin/merchants/:id/money-out-controls/audit/", requireAuth, requireStaff, async (ctx) => {
    const page = parseInput(controlChangesQuery, ctx.query);
    const { results, next } = await merchantControlChanges(deps.db, merchantId(ctx.params), page);
    ctx.body = { results: results.map(controlChangeView), next };
  });
}
