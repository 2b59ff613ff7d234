import type { Knex } from "knex";
import { passwordMatches } from "./passwords";

/** How many of an address's newest sign-ups a sign-in before verification is compared against. */
const COMPARED_SIGNUPS = 3;

/** Whether a password is one of the newest pending sign-ups' of an unverified account. */
export async function matchesPendingSignup(db: Knex, userId: string, password: string, cost: number): Promise<boolean> {
  const hashes: string[] = await db("signups")
    .where({ user_id: userId })
    .orderBy("created_at", "desc")
    .limit(COMPARED_SIGNUPS)
    .pluck("password_hash");
  if (hashes.length === 0) return passwordMatches(undefined, password, cost);
  for (const hash of hashes) if (await passwordMatches(hash, password, cost)) return true;
  return false;
}
