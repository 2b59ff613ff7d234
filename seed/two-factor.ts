import type { Knex } from "knex";
import { enableTotp } from "../domain/accounts/totp-store";
import { beginTotpEnrolment, newRecoveryCodes } from "../domain/accounts/two-factor";
import type { SecretBox } from "../lib/secret-box";

/**
 * Turns two-factor sign-in on for a user as enrolment would, but with `count` recovery codes instead of ten,
 * for the chaos run: each payout approval takes a code, used once, and an authenticator app gives only one
 * every 30 s. Answers the codes.
 */
export async function enrolWithRecoveryCodes(
  db: Knex,
  box: SecretBox,
  user: { id: string; email: string },
  count: number,
): Promise<string[]> {
  await beginTotpEnrolment(db, box, user);
  const { codes, digests } = newRecoveryCodes(box, user.id, count);
  // Step 0 as the last one used: the app's codes stay good too.
  if (!(await db.transaction((trx) => enableTotp(trx, user.id, 0, digests)))) throw new Error("two-factor already on");
  return codes;
}
