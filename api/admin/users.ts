import type Router from "@koa/router";
import type { Knex } from "knex";
import { z } from "zod";
import { encodeKeysetCursor, whereAfterKeyset } from "../../db/keyset";
import type { User } from "../../db/models/user";
import { pickChanged, recordStaffAction } from "../../domain/accounts/staff-audit";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { merchantsQuery, updateUserBody, usersQuery } from "./schemas";
import { adminMerchantView, adminUserView } from "./views";

const userId = z.uuid();

/** `%term%` for ILIKE, with the pattern characters of the term itself taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const usersWithMerchant = (db: Knex) =>
  db("users")
    .leftJoin("merchants", "merchants.user_id", "users.id")
    .select("users.*", "merchants.id as merchant_id", "merchants.name as merchant_name");

/** Staff's view of accounts and merchants; every change is written with its audit row in one transaction. */
export function adminUserRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/users/", requireAuth, requireStaff, async (ctx) => {
    const query = parseInput(usersQuery, ctx.query);
    const rows = await usersWithMerchant(deps.db)
      .modify((builder) => {
        if (query.search) {
          const pattern = containing(query.search);
          builder.where((search) =>
            search
              .whereILike("users.email", pattern)
              .orWhereILike("users.first_name", pattern)
              .orWhereILike("users.last_name", pattern),
          );
        }
        if (query.type) builder.where("users.type", query.type);
        if (query.account_type) builder.where("users.account_type", query.account_type);
        if (query.is_active !== undefined) builder.where("users.is_active", query.is_active);
      })
      .modify(whereAfterKeyset, query.cursor, { table: "users", time: "created_at", key: "id" })
      .orderBy([
        { column: "users.created_at", order: "desc" },
        { column: "users.id", order: "desc" },
      ])
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    ctx.body = {
      results: page.map(adminUserView),
      next: rows.length > query.limit ? encodeKeysetCursor(page[page.length - 1].id) : null,
    };
  });

  router.patch("/api/admin/users/:id/", requireAuth, requireStaff, async (ctx) => {
    const changes = parseInput(updateUserBody, ctx.request.body);
    const id = userId.safeParse(ctx.params.id);
    if (!id.success) throw new NotFoundError("No such user.");
    const actor = ctx.state.user as User;
    if (changes.is_active === false && id.data === actor.id) {
      throw new ValidationError({ is_active: "You cannot disable your own account." });
    }
    await deps.db.transaction(async (trx) => {
      const before = await trx("users").where({ id: id.data }).forUpdate().first();
      if (!before) throw new NotFoundError("No such user.");
      await trx("users")
        .where({ id: id.data })
        .update({ ...changes, updated_at: trx.fn.now() });
      await recordStaffAction(trx, {
        actorId: actor.id,
        action: "user.update",
        targetType: "user",
        targetId: id.data,
        before: pickChanged(before, changes),
        after: changes,
      });
    });
    ctx.body = adminUserView(await usersWithMerchant(deps.db).where("users.id", id.data).first());
  });

  router.get("/api/admin/merchants/", requireAuth, requireStaff, async (ctx) => {
    const query = parseInput(merchantsQuery, ctx.query);
    const rows = await deps
      .db("merchants")
      .join("users", "users.id", "merchants.user_id")
      .select("merchants.*", "users.email as user_email", "users.account_type", "users.is_active")
      .modify((builder) => {
        if (query.search) {
          const pattern = containing(query.search);
          builder.where((search) => search.whereILike("merchants.name", pattern).orWhereILike("merchants.email", pattern));
        }
      })
      .modify(whereAfterKeyset, query.cursor, { table: "merchants", time: "created_at", key: "id" })
      .orderBy([
        { column: "merchants.created_at", order: "desc" },
        { column: "merchants.id", order: "desc" },
      ])
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    ctx.body = {
      results: page.map(adminMerchantView),
      next: rows.length > query.limit ? encodeKeysetCursor(page[page.length - 1].id) : null,
    };
  });
}
