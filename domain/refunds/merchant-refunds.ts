import type { Knex } from "knex";
import { NotFoundError } from "../../lib/errors";
import { merchantOfUser } from "../accounts/merchants";
import { findMerchantRefund, type RefundFilters, refundCursor, searchRefunds } from "./refunds-store";
import type { RefundRow } from "./row";

/** A merchant user's refunds: another merchant's are indistinguishable from missing ones. */

export async function ownRefund(db: Knex, userId: string, reference: string): Promise<RefundRow> {
  const merchant = await merchantOfUser(db, userId);
  const row = merchant ? await findMerchantRefund(db, merchant.id, reference) : undefined;
  if (!row) throw new NotFoundError("No such refund.");
  return row;
}

export async function listOwnRefunds(
  db: Knex,
  userId: string,
  query: Omit<RefundFilters, "merchant_id"> & { cursor?: string; limit: number },
): Promise<{ results: RefundRow[]; next: string | null }> {
  const merchant = await merchantOfUser(db, userId);
  if (!merchant) return { results: [], next: null };
  const { cursor, limit, ...filters } = query;
  const rows = await searchRefunds(db, { ...filters, merchant_id: merchant.id }, cursor, limit);
  const results = rows.slice(0, limit);
  return { results, next: rows.length > limit ? refundCursor(results[results.length - 1]!) : null };
}
