import type { Knex } from "knex";
import { isUniqueViolation } from "../../db/errors";
import { ValidationError } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { listCurrencies, listServices } from "../catalogue/catalogue-store";
import { openWallets } from "../ledger/wallets";
import { addSigningKey } from "../merchant-notifications/signing-keys";
import { addFirstOwner } from "./members";
import type { MerchantRow } from "./merchants";
import { markProfileCompleted } from "./users-store";

export interface MerchantProfileInput {
  name: string;
  email: string;
  phone: string;
  country: string;
}

/**
 * In one database transaction: the profile, a live and a sandbox wallet per currency, a service account per network
 * service and a notification signing key (sealed at rest); marks the user profile_completed and has_wallet.
 * Returns the profile row and the signing secret, which is shown this once.
 */
export async function submitMerchantProfile(db: Knex, box: SecretBox, userId: string, input: MerchantProfileInput) {
  try {
    return await db.transaction(async (trx) => {
      const [merchant] = await trx("merchants")
        .insert({ user_id: userId, ...input })
        .returning("*");
      const currencies = await listCurrencies(trx);
      await openWallets(
        trx,
        merchant.id,
        currencies.map(({ code }) => code),
      );
      const services = await listServices(trx);
      await trx("service_accounts").insert(services.map(({ symbol }) => ({ merchant_id: merchant.id, service: symbol })));
      const callbackSecret = await addSigningKey(trx, box, merchant.id);
      await markProfileCompleted(trx, userId);
      await addFirstOwner(trx, merchant.id, userId);
      return { merchant: merchant as MerchantRow, callbackSecret };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ValidationError({ merchant: "The merchant profile was already submitted." });
    }
    throw error;
  }
}
