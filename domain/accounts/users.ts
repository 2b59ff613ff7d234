import type { UserRow } from "./users-store";

/** The interface's user object (2.2); never carries the password hash. */
export function publicUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    type: user.type,
    account_type: user.account_type,
    profile_completed: user.profile_completed,
    has_wallet: user.has_wallet,
    is_staff: user.is_staff,
  };
}

/**
 * The session token response (2.3): `access` and `token` carry the same value. For a member of a merchant's
 * team, `account` is the merchant's account: its profile and wallet flags and mode are what they act on.
 */
export function sessionResponse(token: string, user: UserRow, account: UserRow = user) {
  const { account_type, profile_completed, has_wallet } = account;
  return { access: token, token, user: { ...publicUser(user), account_type, profile_completed, has_wallet } };
}
