import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { merchantSigningKeyContext } from "../../db/secrets-at-rest";
import type { SecretBox } from "../../lib/secret-box";

/** How long a rotated-out signing key keeps signing beside the new one. */
export const ROTATION_OVERLAP_HOURS = 24;

/** The Standard Webhooks form of a signing key: `whsec_` + base64 of the key bytes. */
export const asWhsec = (base64Key: string) => `whsec_${base64Key}`;

/**
 * Adds a fresh signing key for the merchant (inside the caller's transaction), sealed at rest;
 * answers its `whsec_` form.
 */
export async function addSigningKey(trx: Knex | Knex.Transaction, box: SecretBox, merchantId: string): Promise<string> {
  const key = randomBytes(32).toString("base64");
  await trx("merchant_callback_secrets").insert({
    merchant_id: merchantId,
    secret: box.seal(key, merchantSigningKeyContext(merchantId)),
  });
  return asWhsec(key);
}

/** The keys notifications are signed with now, newest first (two during a rotation). */
export async function activeSigningKeys(db: Knex, box: SecretBox, merchantId: string): Promise<string[]> {
  const sealed: string[] = await db("merchant_callback_secrets")
    .where({ merchant_id: merchantId })
    .where((query) => query.whereNull("expires_at").orWhere("expires_at", ">", db.fn.now()))
    .orderBy("created_at", "desc")
    .pluck("secret");
  return sealed.map((value) => box.open(value, merchantSigningKeyContext(merchantId)));
}

/** A new key; the current ones keep signing for ROTATION_OVERLAP_HOURS. */
export async function rotateSigningKey(
  db: Knex,
  box: SecretBox,
  merchantId: string,
): Promise<{ secret: string; previousExpiresAt: Date }> {
  const overlapEnds = new Date(Date.now() + ROTATION_OVERLAP_HOURS * 3_600_000);
  const secret = await db.transaction(async (trx) => {
    await trx("merchant_callback_secrets")
      .where({ merchant_id: merchantId })
      .where((query) => query.whereNull("expires_at").orWhere("expires_at", ">", overlapEnds))
      .update({ expires_at: overlapEnds });
    return addSigningKey(trx, box, merchantId);
  });
  return { secret, previousExpiresAt: overlapEnds };
}
