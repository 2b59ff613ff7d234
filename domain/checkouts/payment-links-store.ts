import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import type { PaymentLinkRow } from "./row";

/** The one module that reads and writes `payment_links`. */

type Executor = Knex | Knex.Transaction;

/** `PL` + base36 ms + 10 hex, as the other references. */
export function newPaymentLinkId(): string {
  return `PL${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString("hex").toUpperCase()}`;
}

export async function insertPaymentLink(
  db: Executor,
  link: Omit<PaymentLinkRow, "active" | "checkouts_opened" | "created_at" | "updated_at">,
): Promise<PaymentLinkRow> {
  const [row] = await db<PaymentLinkRow>("payment_links").insert(link).returning("*");
  return row!;
}

export async function findPaymentLink(db: Executor, id: string): Promise<PaymentLinkRow | undefined> {
  return db<PaymentLinkRow>("payment_links").where({ id }).first();
}

export async function findMerchantPaymentLink(db: Executor, merchantId: string, id: string) {
  return db<PaymentLinkRow>("payment_links").where({ id, merchant_id: merchantId }).first();
}

/** What a link's checkouts came to: how many were opened, how many paid and their total. */
export interface PaymentLinkTotals {
  checkouts: number;
  paid: number;
  paid_amount: string;
}

export type PaymentLinkWithTotals = PaymentLinkRow & PaymentLinkTotals;

export async function merchantPaymentLinks(db: Executor, merchantId: string, limit: number): Promise<PaymentLinkWithTotals[]> {
  const rows = await db("payment_links as l")
    .leftJoin("checkouts as c", "c.payment_link_id", "l.id")
    .where("l.merchant_id", merchantId)
    .groupBy("l.id")
    .orderBy("l.created_at", "desc")
    .limit(limit)
    .select(
      "l.*",
      db.raw("count(c.reference)::int AS checkouts"),
      db.raw("count(c.reference) FILTER (WHERE c.checkout_status = 'paid')::int AS paid"),
      db.raw("coalesce(sum(c.amount) FILTER (WHERE c.checkout_status = 'paid'), 0)::numeric(20,2)::text AS paid_amount"),
    );
  return rows as PaymentLinkWithTotals[];
}

export async function setPaymentLinkActive(db: Executor, merchantId: string, id: string, active: boolean) {
  const [row] = await db<PaymentLinkRow>("payment_links")
    .where({ id, merchant_id: merchantId })
    .update({ active, updated_at: db.fn.now() as unknown as Date })
    .returning("*");
  return row;
}

/** The next checkout number of an active link (1, 2, ...), counted in the same statement; undefined when inactive. */
export async function takeCheckoutNumber(db: Executor, id: string): Promise<number | undefined> {
  const [row] = await db("payment_links")
    .where({ id, active: true })
    .increment("checkouts_opened", 1)
    .returning("checkouts_opened");
  return row?.checkouts_opened;
}
