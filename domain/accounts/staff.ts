import type { Knex } from "knex";
import type { Config } from "../../lib/config";
import { assertPasswordAcceptable, hashPassword } from "./passwords";
import { findUserByEmail, insertUser, type UserRow } from "./users-store";

/** A verified staff user; refuses a password the policy refuses. Returns the existing user if any. */
export async function createStaffUser(
  db: Knex,
  email: string,
  password: string,
  bcryptCost: number,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, email);
  if (existing) return { user: existing, created: false };
  assertPasswordAcceptable(password, email);
  const user = await insertUser(db, {
    email,
    password_hash: await hashPassword(password, bcryptCost),
    type: "staff",
    is_staff: true,
    email_verified_at: new Date(),
  });
  return { user, created: true };
}

/** Creates the BOOTSTRAP_STAFF_EMAIL user at start-up when it does not exist yet. */
export async function ensureBootstrapStaff(db: Knex, config: Config): Promise<void> {
  if (!config.BOOTSTRAP_STAFF_EMAIL || !config.BOOTSTRAP_STAFF_PASSWORD) return;
  await createStaffUser(db, config.BOOTSTRAP_STAFF_EMAIL, config.BOOTSTRAP_STAFF_PASSWORD, config.BCRYPT_COST);
}
