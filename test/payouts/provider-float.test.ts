import { randomBytes } from "node:crypto";
import { callbackUrlOf, generateCredentials, startSimulatedProvider } from "../../simulator";
import { eventually } from "../support/eventually";
import { createMerchant, createStaff, creditWallet, type MerchantFixture } from "../support/fixtures";
import { writeTestProvidersFile } from "../support/providers-file";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * A provider's float, as staff see it and as routing uses it: pawaPay's wallet balances (the simulator's), asked at
 * `GET /api/admin/providers/<code>/balance/`, a floor under which staff are mailed once and again only after a
 * recovery, and a payout its known float cannot cover routed to the next provider without asking pawaPay.
 */
const engineOptions = { delayMs: 200, hangMs: 1500, webhookAttempts: 2, webhookRetryMs: 100, float: "500.00" };
let api: TestApi;
let sink: SmtpSink;
let staff: Awaited<ReturnType<typeof createStaff>>;
let merchant: MerchantFixture;
let pawapay: Awaited<ReturnType<typeof startSimulatedProvider<"pawapay">>>;
let alpha: Awaited<ReturnType<typeof startSimulatedProvider<"sealed">>>;

beforeAll(async () => {
  const credentials = generateCredentials();
  pawapay = await startSimulatedProvider("pawapay", credentials.pawapay, engineOptions);
  alpha = await startSimulatedProvider("sealed", credentials.sealed, { ...engineOptions, float: "1000000.00" });
  const served = { services: ["MPESA"], currencies: ["CDF", "USD"] };
  const file = writeTestProvidersFile([
    {
      code_name: "pawapay",
      protocol: "pawapay",
      base_url: pawapay.url,
      credentials: credentials.pawapay,
      priority: 1,
      ...served,
    },
    { code_name: "alpha", protocol: "sealed", base_url: alpha.url, credentials: credentials.sealed, priority: 2, ...served },
  ]);
  sink = await startSmtpSink();
  api = await startTestApi({
    worker: true,
    env: { PROVIDERS_FILE: file, SMTP_URL: sink.url, PAYMENT_STATUS_POLL_SECONDS: "2", PROVIDER_FLOAT_CHECK_SECONDS: "3600" },
  });
  pawapay.engine.dashboard!.callbackUrl = callbackUrlOf(api.baseUrl, "pawapay");
  staff = await createStaff(api.database.db);
  merchant = await createMerchant(api.database.db, { accountType: "prod" });
  await creditWallet(api.database.db, merchant.merchantId, "CDF", "100000.00");
}, 120_000);
afterAll(async () => {
  await api.close();
  await pawapay.close();
  await alpha.close();
  await sink.close();
});

const balance = (codeName: string, token = staff.token) => api.http.get(`/api/admin/providers/${codeName}/balance/`, { token });
const floors = (body: unknown) => api.http.put("/api/admin/providers/pawapay/float-floors/", body, { token: staff.token });
const cdf = (answer: { body: { results: Array<{ currency: string }> } }) =>
  answer.body.results.find((result) => result.currency === "CDF") as Record<string, unknown>;

describe("a provider's float", () => {
  it("is asked of the provider for staff, per currency it serves; one whose protocol cannot tell is 422, none 404", async () => {
    const answer = await balance("pawapay");
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((result: { currency: string }) => result.currency)).toEqual(["CDF", "USD"]);
    expect(cdf(answer)).toMatchObject({ balance: await pawapay.engine.moneyOut.floatBalance("CDF"), floor: null, error: null });
    expect((await balance("alpha")).body.error.code).toBe("balance_unavailable");
    expect((await balance("nowhere")).status).toBe(404);
    expect((await balance("pawapay", merchant.token)).status).toBe(403);
  });

  it("mails staff once when it falls below its floor, and again only after it was back above", async () => {
    const bad = await floors({ EUR: "10.00", CDF: "1,000" });
    expect(bad.status).toBe(400);
    expect((await floors({ EUR: "10.00" })).body.error.details).toHaveProperty("EUR");
    const set = await floors({ CDF: "1000.00" });
    expect(set.status).toBe(200);
    expect(cdf(set)).toMatchObject({ floor: "1000.00" });
    const mailsTo = () =>
      sink.received.filter((mail) => mail.to === staff.user.email && /float below its floor/.test(mail.subject));

    expect(cdf(await balance("pawapay"))).toMatchObject({ balance: "500.00", below_floor: true });
    await eventually(async () => (mailsTo().length === 1 ? true : undefined));
    expect(mailsTo()[0]!.text).toContain("500.00, below the floor of 1000.00");
    await balance("pawapay");
    await pawapay.engine.moneyOut.setFloat("CDF", "5000.00");
    expect(cdf(await balance("pawapay"))).toMatchObject({ balance: "5000.00", below_floor: false });
    await pawapay.engine.moneyOut.setFloat("CDF", "500.00");
    await balance("pawapay");
    await eventually(async () => (mailsTo().length === 2 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo()).toHaveLength(2);
    const audit = await api.database.db("staff_audit_log").where({ target_id: "pawapay", action: "provider.update" });
    expect(audit.at(-1)).toMatchObject({ after: { float_floors: { CDF: "1000.00" } } });
  });

  it("keeps a payout its known float cannot cover from the provider: the next one pays it, pawaPay is never asked", async () => {
    await balance("pawapay");
    const pay = (amount: string) =>
      api.http.post(
        "/api/payments/payout/",
        {
          merchant_reference: `float-${randomBytes(5).toString("hex")}`,
          amount,
          currency: "CDF",
          service: "MPESA",
          recipient_number: "+243813456789",
          callback_url: "https://shop.example.com/notify",
        },
        { token: merchant.token },
      );
    const final = (reference: string) =>
      eventually(async () => {
        const row = await api.database.db("payouts").where({ reference }).first();
        return ["Success", "Failed"].includes(row.payout_status) ? row : undefined;
      });
    const large = await pay("2000.00");
    expect(large.status).toBe(201);
    expect(await final(large.body.reference)).toMatchObject({ payout_status: "Success", provider_code_name: "alpha" });
    const asked = await api.database
      .db("provider_attempts")
      .where({ reference: large.body.reference, provider_code_name: "pawapay" });
    expect(asked).toEqual([]);
    const small = await pay("100.00");
    expect(await final(small.body.reference)).toMatchObject({ payout_status: "Success", provider_code_name: "pawapay" });
  });
});
