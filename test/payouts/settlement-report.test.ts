import { randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { createMerchant, creditWallet, type MerchantFixture } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * The daily settlement report (contract, "Settlement reports and balance alerts") on a day with every kind of line a
 * merchant has today (a collection, a payout, a failed payout's hold and release, a partial refund) after money that
 * came the day before: opening plus the nets is closing, closing is the statement's balance at the day's end, each
 * net is the sum of the ledger's lines of its kinds, and a line belongs to its Kinshasa day.
 */
let api: TestApi;
let merchant: MerchantFixture;
const kinshasaDate = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kinshasa", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
const today = kinshasaDate(new Date());
const yesterday = kinshasaDate(new Date(Date.now() - 86_400_000));

beforeAll(async () => {
  api = await startTestApi({ worker: true, env: { PAYMENT_STATUS_POLL_SECONDS: "2" } });
  merchant = await createMerchant(api.database.db);
}, 120_000);
afterAll(() => api.close());

const db = () => api.database.db;
const post = (path: string, body: object) => api.http.post(path, body, { token: merchant.token });
const finalOf = (table: string, column: string, reference: string) =>
  eventually(async () => {
    const row = await db()(table).where({ reference }).first();
    return ["Success", "Failed"].includes(row?.[column]) ? row : undefined;
  });
const report = (date: string, extra = "") =>
  api.http.get(`/api/reports/settlement/?date=${date}&currency=CDF${extra}`, { token: merchant.token });
const cents = (amount: string) => Math.round(Number(amount) * 100);

it("adds up on a day with every kind of line, and keeps the day before apart", async () => {
  // Yesterday (Kinshasa): the money the merchant started the day with.
  const opening = await creditWallet(db(), merchant.merchantId, "CDF", "10000.00");
  await db()("ledger_entries")
    .where({ reference: opening })
    .update({ created_at: new Date(`${yesterday}T12:00:00+01:00`) });

  const collection = await post("/api/payments/transaction/", {
    merchant_reference: `st-${randomBytes(4).toString("hex")}`,
    amount: "2500.00",
    currency: "CDF",
    service: "MPESA",
    customer_number: "+243812345600",
    callback_url: "https://shop.example.com/notify",
  });
  const paid = await finalOf("payments", "transaction_status", collection.body.reference);
  const payout = (recipient: string) =>
    post("/api/payments/payout/", {
      merchant_reference: `sp-${randomBytes(4).toString("hex")}`,
      amount: "3000.00",
      currency: "CDF",
      recipient_number: recipient,
      callback_url: "https://shop.example.com/notify",
    });
  const sent = await finalOf("payouts", "payout_status", (await payout("+243812345600")).body.reference);
  const failed = await finalOf("payouts", "payout_status", (await payout("+243812345699")).body.reference);
  expect([sent.payout_status, failed.payout_status]).toEqual(["Success", "Failed"]);
  const refund = await post(`/api/payments/transaction/${paid.reference}/refund/`, {
    merchant_reference: `sr-${randomBytes(4).toString("hex")}`,
    amount: "1000.00",
  });
  const refunded = await finalOf("refunds", "refund_status", refund.body.reference);

  const day = (await report(today)).body;
  expect(day.opening_balance).toBe("10000.00");
  expect(day.collections).toEqual({ count: 1, gross: "2500.00", fees: paid.fee, net: paid.net_amount });
  expect(day.payouts).toMatchObject({ count: 1, gross: "3000.00", fees: sent.fee });
  expect(cents(day.payouts.net)).toBe(-(300000 + cents(sent.fee)));
  expect(day.refunds).toMatchObject({ count: 1, gross: "1000.00", fees: refunded.fee });
  expect(day.conversions).toEqual({ count: 0, gross: "0.00", fees: "0.00", net: "0.00" });
  expect(day.adjustments).toEqual({ count: 0, gross: "0.00", fees: "0.00", net: "0.00" });
  const nets = ["collections", "payouts", "refunds", "conversions", "adjustments"].reduce(
    (sum, name) => sum + cents(day[name].net),
    0,
  );
  expect(cents(day.closing_balance)).toBe(cents(day.opening_balance) + nets);

  // Closing is the statement's balance at the day's end; each net, recomputed from the ledger's lines.
  const statement = (await api.http.get("/api/organization/wallet/statement/?currency=CDF", { token: merchant.token })).body;
  expect(statement.results[0].balance).toBe(day.closing_balance);
  const { rows } = await db().raw(
    `SELECT coalesce(sum(e.amount), 0)::numeric(20,2)::text AS moved FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id
      WHERE w.merchant_id = ? AND w.currency = 'CDF' AND e.created_at >= ?`,
    [merchant.merchantId, new Date(`${today}T00:00:00+01:00`)],
  );
  expect(cents(rows[0].moved)).toBe(nets);

  const before = (await report(yesterday)).body;
  expect(before).toMatchObject({
    opening_balance: "0.00",
    closing_balance: "10000.00",
    collections: { count: 1, net: "10000.00" },
  });

  const csv = await report(today, "&format=csv");
  expect(csv.headers.get("content-type")).toContain("text/csv");
  expect(String(csv.body).split(/\r?\n/)[0]).toBe("date,currency,mode,line,count,gross,fees,net,balance");
  expect(String(csv.body)).toContain(`${today},CDF,sandbox,closing_balance,,,,,${day.closing_balance}`);
});

it("refuses a day that is not one, and a currency without a wallet, naming the field", async () => {
  expect((await report("yesterday")).body.error.details).toHaveProperty("date");
  const other = await api.http.get(`/api/reports/settlement/?date=${today}&currency=EUR`, { token: merchant.token });
  expect(other.status).toBe(400);
  expect(other.body.error.details).toHaveProperty("currency");
});
