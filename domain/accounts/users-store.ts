import type { Knex } from "knex";
import { encodeKeysetCursor, whereAfterKeyset } from "../../db/keyset";
import type { AccountType } from "../core/account-type";

/** The one module that writes the `users` table. */

export type UserType = "merchant" | "staff";

/** One row of `users`. */
export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  type: UserType;
  account_type: AccountType;
  is_staff: boolean;
  is_active: boolean;
  profile_completed: boolean;
  has_wallet: boolean;
  email_verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What an insert sets; the rest takes its database default. */
export type NewUser = Pick<UserRow, "email" | "password_hash"> &
  Partial<Pick<UserRow, "type" | "account_type" | "is_staff" | "email_verified_at" | "first_name" | "last_name" | "phone">>;

/** The columns a user may change on their own profile. */
export type OwnProfileChanges = Partial<Pick<UserRow, "phone" | "first_name" | "last_name">>;

/** The columns staff may change on an account. */
export type StaffUserChanges = Partial<Pick<UserRow, "account_type" | "is_active">>;

type Executor = Knex | Knex.Transaction;

const users = (executor: Executor) => executor<UserRow>("users");

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await users(db).insert(user).returning("*");
  return row as UserRow;
}

/**
 * The address's account row, created without a password if absent (the first sign-up of an address);
 * a concurrent sign-up of the same address makes no second row.
 */
export async function insertAccountIfAbsent(trx: Knex.Transaction, email: string): Promise<void> {
  await trx.raw("INSERT INTO users (email, password_hash) VALUES (?, NULL) ON CONFLICT ((lower(email))) DO NOTHING", [email]);
}

/** Where mail for staff goes: every staff member with a verified address. */
export function staffEmails(db: Executor): Promise<string[]> {
  return users(db).where({ is_staff: true }).whereNotNull("email_verified_at").orderBy("email").pluck("email");
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return users(db).whereRaw("lower(email) = lower(?)", [email]).first();
}

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  return users(db).where({ id }).first();
}

/** The account row of an address, locked until the transaction ends. */
export async function lockUserByEmail(trx: Knex.Transaction, email: string): Promise<UserRow | undefined> {
  return users(trx).whereRaw("lower(email) = lower(?)", [email]).forUpdate().first();
}

/** The account row, locked until the transaction ends. */
export async function lockUser(trx: Knex.Transaction, id: string): Promise<UserRow | undefined> {
  return users(trx).where({ id }).forUpdate().first();
}

/** Writes `changes` (and updated_at) to one account; answers the row as written, undefined if absent. */
async function updateUser(executor: Executor, id: string, changes: Partial<UserRow>): Promise<UserRow | undefined> {
  const [row] = await users(executor)
    .where({ id })
    .update({ ...changes, updated_at: executor.fn.now() as unknown as Date })
    .returning("*");
  return row as UserRow | undefined;
}

/** Verification: the chosen sign-up's password and profile fields (or none), and the time. */
export async function markVerified(
  trx: Knex.Transaction,
  id: string,
  chosen: Pick<UserRow, "password_hash" | "first_name" | "last_name" | "phone">,
): Promise<UserRow> {
  return (await updateUser(trx, id, { ...chosen, email_verified_at: new Date() }))!;
}

export async function setPasswordHash(db: Executor, id: string, passwordHash: string): Promise<void> {
  await updateUser(db, id, { password_hash: passwordHash });
}

export async function updateOwnProfile(db: Executor, id: string, changes: OwnProfileChanges): Promise<UserRow> {
  return (await updateUser(db, id, changes))!;
}

export async function updateByStaff(trx: Knex.Transaction, id: string, changes: StaffUserChanges): Promise<void> {
  await updateUser(trx, id, changes);
}

/** A submitted merchant profile comes with its wallets. */
export async function markProfileCompleted(trx: Knex.Transaction, id: string): Promise<void> {
  await updateUser(trx, id, { profile_completed: true, has_wallet: true });
}

/**
 * Accounts created by sign-ups never verified, older than `createdBefore`, whose sign-ups are gone and
 * that hold no merchant profile: deleted; answers how many.
 */
export async function deleteAbandonedAccounts(db: Knex, createdBefore: Date): Promise<number> {
  return db("users")
    .whereNull("email_verified_at")
    .where({ is_staff: false })
    .where("created_at", "<", createdBefore)
    .whereNotExists((query) => query.select(db.raw("1")).from("signups").whereRaw("signups.user_id = users.id"))
    .whereNotExists((query) => query.select(db.raw("1")).from("merchants").whereRaw("merchants.user_id = users.id"))
    .delete();
}

export type UserWithMerchant = UserRow & { merchant_id: string | null; merchant_name: string | null };

export interface UserSearch {
  search?: string;
  type?: UserType;
  account_type?: AccountType;
  is_active?: boolean;
  cursor?: string;
  limit: number;
}

/** `%term%` for ILIKE, with the pattern characters of the term itself taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const usersWithMerchant = (db: Knex) =>
  db("users")
    .leftJoin("merchants", "merchants.user_id", "users.id")
    .select("users.*", "merchants.id as merchant_id", "merchants.name as merchant_name");

/** One page of accounts, newest first, each with its merchant profile's id and name; `next` is the following page's cursor. */
export async function searchUsers(db: Knex, query: UserSearch): Promise<{ results: UserWithMerchant[]; next: string | null }> {
  const rows: UserWithMerchant[] = await usersWithMerchant(db)
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
  const results = rows.slice(0, query.limit);
  return { results, next: rows.length > query.limit ? encodeKeysetCursor(results[results.length - 1]!.id) : null };
}

export async function findUserWithMerchant(db: Knex, id: string): Promise<UserWithMerchant | undefined> {
  return usersWithMerchant(db).where("users.id", id).first();
}
