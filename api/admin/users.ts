import type Router from "@koa/router";
import { z } from "zod";
import { searchMerchants } from "../../domain/accounts/merchants";
import { changeAccountByStaff } from "../../domain/accounts/staff-accounts";
import { searchUsers, type UserRow } from "../../domain/accounts/users-store";
import { NotFoundError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { merchantsQuery, updateUserBody, usersQuery } from "./schemas";
import { adminMerchantView, adminUserView } from "./views";

const userId = z.uuid();

/** Staff's view of accounts and merchants; every change is written with its audit row in one transaction. */
export function adminUserRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/users/", requireAuth, requireStaff, async (ctx) => {
    const { results, next } = await searchUsers(deps.db, parseInput(usersQuery, ctx.query));
    ctx.body = { results: results.map(adminUserView), next };
  });

  router.patch("/api/admin/users/:id/", requireAuth, requireStaff, async (ctx) => {
    const changes = parseInput(updateUserBody, ctx.request.body);
    const id = userId.safeParse(ctx.params.id);
    if (!id.success) throw new NotFoundError("No such user.");
    const actorId = (ctx.state.user as UserRow).id;
    ctx.body = adminUserView(await changeAccountByStaff(deps.db, actorId, id.data, changes));
  });

  router.get("/api/admin/merchants/", requireAuth, requireStaff, async (ctx) => {
    const { results, next } = await searchMerchants(deps.db, parseInput(merchantsQuery, ctx.query));
    ctx.body = { results: results.map(adminMerchantView), next };
  });
}
