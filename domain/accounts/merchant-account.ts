import type { Knex } from "knex";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { rotateSigningKey } from "../merchant-notifications/signing-keys";
import { type MerchantProfileInput, submitMerchantProfile } from "./merchant-profile";
import { type MerchantRow, merchantOfUser } from "./merchants";
import type { UserRow } from "./users-store";

/** A merchant user's own account: the profile it submits once, its notification signing secret (its wallets: domain/wallet). */

/** The user's merchant profile; a 404 until it is submitted. */
export async function ownMerchant(db: Knex, userId: string): Promise<MerchantRow> {
  const merchant = await merchantOfUser(db, userId);
  if (!merchant) throw new NotFoundError("No merchant profile was submitted yet.");
  return merchant;
}

/** Submits the profile once; answers it with the notification signing secret, shown this once. */
export async function submitOwnMerchantProfile(
  db: Knex,
  box: SecretBox,
  user: Pick<UserRow, "id" | "profile_completed">,
  input: MerchantProfileInput,
): Promise<{ merchant: MerchantRow; callbackSecret: string }> {
  if (user.profile_completed) throw new ValidationError({ merchant: "The merchant profile was already submitted." });
  return submitMerchantProfile(db, box, user.id, input);
}

/** A new notification signing secret; the current ones keep signing for the overlap. */
export async function rotateOwnCallbackSecret(
  db: Knex,
  box: SecretBox,
  userId: string,
): Promise<{ secret: string; previousExpiresAt: Date }> {
  return rotateSigningKey(db, box, (await ownMerchant(db, userId)).id);
}
