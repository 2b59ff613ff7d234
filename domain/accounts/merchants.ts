import type { Knex } from "knex";
import { encodeKeysetCursor, whereAfterKeyset } from "../../db/keyset";
import type { AccountType } from "../core/account-type";
import { containing } from "./users-store";

export interface MerchantRow {
  id: string;
  user_id: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  created_at: Date;
}

/** The merchant profile a user submitted, if any. */
export async function merchantOfUser(db: Knex, userId: string): Promise<MerchantRow | undefined> {
  return db<MerchantRow>("merchants").where({ user_id: userId }).first();
}

/** A merchant as staff see it beside one of its transactions. */
export async function merchantSummary(
  db: Knex,
  id: string,
): Promise<Pick<MerchantRow, "id" | "name" | "email" | "user_id"> | undefined> {
  return db<MerchantRow>("merchants").where({ id }).first("id", "name", "email", "user_id");
}

export type MerchantWithUser = MerchantRow & { user_email: string; account_type: AccountType; is_active: boolean };

/** One page of merchants, newest first, each with its user's e-mail and standing; `next` is the following page's cursor. */
export async function searchMerchants(
  db: Knex,
  query: { search?: string; cursor?: string; limit: number },
): Promise<{ results: MerchantWithUser[]; next: string | null }> {
  const rows: MerchantWithUser[] = await db("merchants")
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
  const results = rows.slice(0, query.limit);
  return { results, next: rows.length > query.limit ? encodeKeysetCursor(results[results.length - 1]!.id) : null };
}
