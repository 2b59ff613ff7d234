import type { Knex } from "knex";
import { User } from "../../db/models/user";

export async function findUserByEmail(db: Knex, email: string): Promise<User | undefined> {
  return User.query(db).whereRaw("lower(email) = lower(?)", [email]).first();
}

/** The session token response (2.3): `access` and `token` carry the same value. */
export function sessionResponse(token: string, user: User) {
  return { access: token, token, user: user.toApi() };
}
