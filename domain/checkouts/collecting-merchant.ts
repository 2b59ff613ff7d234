import type { Knex } from "knex";
import { NotFoundError } from "../../lib/errors";
import { merchantSummary } from "../accounts/merchants";
import { findUser } from "../accounts/users-store";

/**
 * The user a checkout's or link's merchant collects as, while its account may: a disabled account's pages take no
 * payment and open no checkout (they answer as an unknown one would).
 */
export async function collectingUserOf(db: Knex, merchantId: string): Promise<string> {
  const merchant = await merchantSummary(db, merchantId);
  const user = merchant ? await findUser(db, merchant.user_id) : undefined;
  if (!user?.is_active) throw new NotFoundError("No such checkout.");
  return user.id;
}
