import type { MerchantRow } from "../../domain/accounts/merchants";

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
