import type { Knex } from "knex";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { pickChanged, recordStaffAction } from "./staff-audit";
import { findUserWithMerchant, lockUser, type StaffUserChanges, type UserWithMerchant, updateByStaff } from "./users-store";

/**
 * A staff member changes an account: promotes it (`account_type: "prod"`) or disables it, with its
 * audit row, in one database transaction. Staff cannot disable themselves. Answers the account as it
 * now stands.
 */
export async function changeAccountByStaff(
  db: Knex,
  actorId: string,
  userId: string,
  changes: StaffUserChanges,
): Promise<UserWithMerchant> {
  if (changes.is_active === false && userId === actorId) {
    throw new ValidationError({ is_active: "You cannot disable your own account." });
  }
  await db.transaction(async (trx) => {
    const before = await lockUser(trx, userId);
    if (!before) throw new NotFoundError("No such user.");
    await updateByStaff(trx, userId, changes);
    await recordStaffAction(trx, {
      actorId,
      action: "user.update",
      targetType: "user",
      targetId: userId,
      before: pickChanged(before, changes),
      after: changes,
    });
  });
  return (await findUserWithMerchant(db, userId))!;
}
