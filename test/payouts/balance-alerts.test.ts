import { randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { createMerchant, creditWallet, type MerchantFixture } from "../support/fixtures";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * A merchant's balance alert (contract, "Settlement reports and balance alerts"): below its threshold of available
 * money, the owner is mailed once; back above, it is re-armed; a second dip mails again. Through the API, the sandbox
 * provider's payouts, and the worker's watch over real SMTP to a sink.
 */
let api: TestApi;
let sink: SmtpSink;
let merchant: MerchantFixture;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await startTestApi({ worker: true, env: { SMTP_URL: sink.url, BALANCE_ALERT_CHECK_SECONDS: "1" } });
  merchant = await createMerchant(api.database.db);
  await creditWallet(api.database.db, merchant.merchantId, "CDF", "10000.00");
}, 120_000);
afterAll(async () => {
  await api.close();
  await sink.close();
});

const alerts = (body: unknown) => api.http.put("/api/organization/balance-alerts/", body, { token: merchant.token });
const payOut = async (amount: string) => {
  const created = await api.http.post(
    "/api/payments/payout/",
    {
      merchant_reference: `alert-${randomBytes(4).toString("hex")}`,
      amount,
      currency: "CDF",
      recipient_number: "+243812345600",
      callback_url: "https://shop.example.com/notify",
    },
    { token: merchant.token },
  );
  expect(created.status).toBe(201);
};
const mails = () => sink.received.filter((mail) => mail.to === merchant.user.email && /balance is below/.test(mail.subject));

describe("balance alerts", () => {
  it("refuses what is not a threshold, naming the field", async () => {
    expect((await alerts({ EUR: "10.00" })).body.error.details).toHaveProperty("EUR");
    expect((await alerts({ CDF: "1,000" })).status).toBe(400);
    expect((await alerts({})).status).toBe(400);
  });

  it("mails the owner once when the available balance falls below, and again only after it was back above", async () => {
    const set = await alerts({ CDF: "5000.00" });
    expect(set.status).toBe(200);
    expect(set.body.results).toEqual([{ currency: "CDF", threshold: "5000.00", available: "10000.00", below: false }]);

    await payOut("6000.00");
    await eventually(async () => (mails().length === 1 ? true : undefined));
    expect(mails()[0]!.text).toContain("below the alert you set at 5000.00");
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mails()).toHaveLength(1);
    expect((await api.http.get("/api/organization/balance-alerts/", { token: merchant.token })).body.results[0]).toMatchObject({
      below: true,
    });

    await creditWallet(api.database.db, merchant.merchantId, "CDF", "10000.00");
    await eventually(async () => {
      const [alert] = await api.database.db("balance_alerts");
      return alert.alerted === false ? true : undefined;
    });
    await payOut("9000.00");
    await eventually(async () => (mails().length === 2 ? true : undefined));

    const removed = await alerts({ CDF: null });
    expect(removed.body.results).toEqual([]);
  });
});
