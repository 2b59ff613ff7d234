import { User } from "../../db/models/user";

export async function findUserByEmail(email: string): Promise<User | undefined> {
  return User.query().whereRaw("lower(email) = lower(?)", [email]).first();
}

/** The session token response (2.3): `access` and `token` carry the same value. */
export function sessionResponse(token: string, user: User) {
  return { access: token, token, user: user.toApi() };
}
