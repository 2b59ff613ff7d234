import type { MerchantRow } from "../../domain/accounts/merchants";
import { FAILURE_REASON_WORDS, FAILURE_REASONS } from "../../providers/failure-reasons";

export function merchantProfileView(merchant: MerchantRow) {
  return {
    id: merchant.id,
    name: merchant.name,
    email: merchant.email,
    phone: merchant.phone,
    country: merchant.country,
    created_at: new Date(merchant.created_at).toISOString(),
  };
}

/** Every word of the failure vocabulary with what it tells a shopkeeper, in the vocabulary's order. */
export const failureReasonsView = () => ({
  results: FAILURE_REASONS.map((reason) => ({ reason, ...FAILURE_REASON_WORDS[reason] })),
});
