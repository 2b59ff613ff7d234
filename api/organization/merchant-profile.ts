import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { isUniqueViolation } from "../../db/errors";
import { merchantSigningKeyContext } from "../../db/secrets-at-rest";
import { ValidationError } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";

export interface MerchantProfileInput {
  name: string;
  email: string;
  phone: string;
  country: string;
}

/** The Standard Webhooks form of a signing key: `whsec_` + base64 of the key bytes. */
export const asWhsec = (base64Key: string) => `whsec_${base64Key}`;

/**
 * In one database transaction: the profile, a wallet per currency, a service account per network
 * service and a callback signing key (sealed at rest); marks the user profile_completed and has_wallet.
 * Returns the profile row and the signing secret, which is shown this once.
 */
export async function submitMerchantProfile(db: Knex, box: SecretBox, userId: string, input: MerchantProfileInput) {
  try {
    return await db.transaction(async (trx) => {
      const [merchant] = await trx("merchants")
        .insert({ user_id: userId, ...input })
        .returning("*");
      const currencies: string[] = await trx("currencies").pluck("code");
      await trx("wallets").insert(currencies.map((currency) => ({ merchant_id: merchant.id, currency })));
      const services: string[] = await trx("services").pluck("symbol");
      await trx("service_accounts").insert(services.map((service) => ({ merchant_id: merchant.id, service })));
      const key = randomBytes(32).toString("base64");
      await trx("merchant_callback_secrets").insert({
        merchant_id: merchant.id,
        secret: box.seal(key, merchantSigningKeyContext(merchant.id)),
      });
      await trx("users").where({ id: userId }).update({ profile_completed: true, has_wallet: true, updated_at: trx.fn.now() });
      return { merchant, callbackSecret: asWhsec(key) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ValidationError({ merchant: "The merchant profile was already submitted." });
    }
    throw error;
  }
}

export function merchantProfileView(merchant: Record<string, any>) {
  return {
    id: merchant.id,
    name: merchant.name,
    email: merchant.email,
    phone: merchant.phone,
    country: merchant.country,
    created_at: new Date(merchant.created_at).toISOString(),
  };
}
