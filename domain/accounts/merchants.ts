import type { Knex } from "knex";

export interface MerchantRow {
  id: string;
  user_id: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  created_at: Date;
}

/** The merchant profile a user submitted, if any. */
export async function merchantOfUser(db: Knex, userId: string): Promise<MerchantRow | undefined> {
  return db<MerchantRow>("merchants").where({ user_id: userId }).first();
}
