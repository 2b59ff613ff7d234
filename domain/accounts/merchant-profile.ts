import type { Knex } from "knex";
import { isUniqueViolation } from "../../db/errors";
import { ValidationError } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { addSigningKey } from "../merchant-notifications/signing-keys";
import type { MerchantRow } from "./merchants";

export interface MerchantProfileInput {
  name: string;
  email: string;
  phone: string;
  country: string;
}

/**
 * In one database transaction: the profile, a wallet per currency, a service account per network
 * service and a notification signing key (sealed at rest); marks the user profile_completed and has_wallet.
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
      const callbackSecret = await addSigningKey(trx, box, merchant.id);
      await trx("users").where({ id: userId }).update({ profile_completed: true, has_wallet: true, updated_at: trx.fn.now() });
      return { merchant: merchant as MerchantRow, callbackSecret };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ValidationError({ merchant: "The merchant profile was already submitted." });
    }
    throw error;
  }
}
