import type Router from "@koa/router";
import { z } from "zod";
import { User } from "../../db/models/user";
import { NotFoundError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { updateUserSchema } from "./schemas";

const userId = z.uuid();

export function adminUserRoutes(router: Router, deps: ApiDeps): void {
  router.patch("/api/admin/users/:id/", requireAuth, requireStaff, async (ctx) => {
    const changes = parseInput(updateUserSchema, ctx.request.body);
    const id = userId.safeParse(ctx.params.id);
    const user = id.success ? await User.query(deps.db).findById(id.data) : undefined;
    if (!user) throw new NotFoundError("No such user.");
    ctx.body = (await user.$query(deps.db).patchAndFetch({ ...changes, updated_at: new Date() })).toApi();
  });
}
