import { randomBytes } from "node:crypto";
import { issueToken } from "../../domain/accounts/tokens";
import { API_SCOPES } from "../../domain/events/api-scopes";
import { eventually } from "../support/eventually";
import { createMerchant, createStaff, creditWallet, type MerchantFixture } from "../support/fixtures";
import type { HttpResponse } from "../support/http";
import { usePaymentWorld } from "../support/payment-world";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";
import { enrolTwoFactor } from "../support/two-factor";

/**
 * Money-out controls (issue 28): the controls themselves (session only, password and code, audited and
 * mailed), the IP allowlist behind a trusted proxy and against a forged X-Forwarded-For, and daily limits
 * (concurrent requests and bulk items included). The API trusts 127.0.0.1 as its proxy here, so a test can
 * speak for a client behind it with X-Forwarded-For; a second instance on the same database trusts nobody.
 */
const env: Record<string, string> = { SANDBOX_RESULT_DELAY_MS: "300", TRUSTED_PROXIES: "127.0.0.1/32" };
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
afterAll(() => sink.close());
const world = usePaymentWorld({ env });

const CONTROLS = "/api/organization/money-out-controls/";
const none = { ip_allowlist: [], daily_limits: {}, approval_above: {}, second_approver: false };

const refusal = (response: HttpResponse) => ({
  status: response.status,
  code: response.body?.error?.code,
  details: response.body?.error?.details,
});

async function merchantWithMoney(currency = "USD", amount = "100000.00"): Promise<MerchantFixture> {
  const merchant = await createMerchant(world.api.database.db);
  await creditWallet(world.api.database.db, merchant.merchantId, currency, amount);
  return merchant;
}

const putControls = (merchant: MerchantFixture, controls: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  world.api.http.put(CONTROLS, { ...none, ...controls, password: merchant.password, ...extra }, { token: merchant.token });

const payoutFields = (overrides: Record<string, unknown> = {}) => ({
  merchant_reference: `po-${randomBytes(5).toString("hex")}`,
  amount: "100.00",
  currency: "USD",
  recipient_number: "+243812345600",
  callback_url: world.receiver.url,
  ...overrides,
});

const payout = (
  merchant: MerchantFixture,
  overrides: Record<string, unknown> = {},
  headers?: Record<string, string>,
  api = world.api,
) => api.http.post("/api/payments/payout/", payoutFields(overrides), { token: merchant.token, headers });

const payoutsOf = (merchant: MerchantFixture) =>
  world.api.database.db("payouts").where({ merchant_id: merchant.merchantId }).select("reference", "amount", "payout_status");

describe("the controls", () => {
  it("start empty, are read and changed with a session token only, never an API token", async () => {
    const merchant = await createMerchant(world.api.database.db);
    const read = await world.api.http.get(CONTROLS, { token: merchant.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...none, updated_at: null });
    const { token: apiToken } = await issueToken(world.api.database.db, merchant.user.id, "api", 3_600_000, API_SCOPES);
    for (const response of [
      await world.api.http.get(CONTROLS, { token: apiToken }),
      await world.api.http.put(CONTROLS, { ...none, password: merchant.password }, { token: apiToken }),
      await world.api.http.get(`${CONTROLS}audit/`, { token: apiToken }),
    ]) {
      expect(refusal(response)).toEqual({ status: 403, code: "insufficient_scope", details: { scope: "session" } });
    }
  });

  it("need the password: missing or wrong is 401 invalid_password and changes nothing", async () => {
    const merchant = await createMerchant(world.api.database.db);
    const controls = { ...none, ip_allowlist: ["203.0.113.0/24"] };
    const missing = await world.api.http.put(CONTROLS, controls, { token: merchant.token });
    const wrong = await world.api.http.put(CONTROLS, { ...controls, password: "not it" }, { token: merchant.token });
    for (const response of [missing, wrong]) expect(refusal(response)).toMatchObject({ status: 401, code: "invalid_password" });
    expect((await world.api.http.get(CONTROLS, { token: merchant.token })).body.ip_allowlist).toEqual([]);
    expect(sink.countTo(merchant.user.email)).toBe(0);
  });

  it("are stored canonical, audited (who, from where, before, after), mailed, and shown to staff read only", async () => {
    const merchant = await createMerchant(world.api.database.db);
    const changed = await putControls(merchant, {
      ip_allowlist: ["10.1.2.3/8", "198.51.100.7", "2001:db8::1/32", "10.0.0.0/8"],
      daily_limits: { USD: "2000", CDF: "5000000.5" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      ip_allowlist: ["10.0.0.0/8", "198.51.100.7/32", "2001:db8::/32"],
      daily_limits: { CDF: "5000000.50", USD: "2000.00" },
      approval_above: {},
    });
    expect(changed.body.updated_at).toEqual(expect.any(String));
    expect((await world.api.http.get(CONTROLS, { token: merchant.token })).body).toEqual(changed.body);

    const mail = await sink.nextMailTo(merchant.user.email);
    expect(mail.subject).toBe("Your money-out controls changed");
    expect(mail.text).toContain("from the address 127.0.0.1");
    expect(mail.text).toContain("IP allowlist: any address");
    expect(mail.text).toContain("IP allowlist: 10.0.0.0/8, 198.51.100.7/32, 2001:db8::/32");
    expect(mail.text).toContain("Daily limits: 5000000.50 CDF, 2000.00 USD");

    // The same controls again are no change: nothing audited, nothing mailed.
    const again = await putControls(merchant, {
      ip_allowlist: ["10.0.0.0/8", "198.51.100.7/32", "2001:db8::/32"],
      daily_limits: { USD: "2000.00", CDF: "5000000.50" },
    });
    expect(again.body.updated_at).toBe(changed.body.updated_at);
    // Back to none, from a client behind the trusted proxy.
    const cleared = await world.api.http.put(
      CONTROLS,
      { ...none, password: merchant.password },
      { token: merchant.token, headers: { "X-Forwarded-For": "203.0.113.77" } },
    );
    expect(cleared.body).toMatchObject(none);
    expect((await sink.nextMailTo(merchant.user.email, 1)).text).toContain("from the address 203.0.113.77");
    expect(sink.countTo(merchant.user.email)).toBe(2);

    const audit = await world.api.http.get(`${CONTROLS}audit/`, { token: merchant.token });
    expect(audit.status).toBe(200);
    expect(audit.body.results).toHaveLength(2);
    expect(audit.body.results[0]).toMatchObject({
      actor_email: merchant.user.email,
      source_address: "203.0.113.77",
      before: { ip_allowlist: ["10.0.0.0/8", "198.51.100.7/32", "2001:db8::/32"] },
      after: none,
    });
    expect(audit.body.results[1]).toMatchObject({
      source_address: "127.0.0.1",
      before: none,
      after: { daily_limits: { USD: "2000.00" } },
    });
    const firstPage = await world.api.http.get(`${CONTROLS}audit/?limit=1`, { token: merchant.token });
    const secondPage = await world.api.http.get(`${CONTROLS}audit/?limit=1&cursor=${firstPage.body.next}`, {
      token: merchant.token,
    });
    expect([...firstPage.body.results, ...secondPage.body.results]).toEqual(audit.body.results);
    expect(secondPage.body.next).toBeNull();

    const staff = await createStaff(world.api.database.db);
    const staffRead = await world.api.http.get(`/api/admin/merchants/${merchant.merchantId}/money-out-controls/`, {
      token: staff.token,
    });
    expect(staffRead.body).toEqual({
      ...cleared.body,
      merchant: { id: merchant.merchantId, name: "Test Shop", email: merchant.user.email },
    });
    const staffAudit = await world.api.http.get(`/api/admin/merchants/${merchant.merchantId}/money-out-controls/audit/`, {
      token: staff.token,
    });
    expect(staffAudit.body).toEqual(audit.body);
    const unknown = await world.api.http.get("/api/admin/merchants/5d0b7c4e-2f55-4a8e-8f0e-3c8a4f2b9e61/money-out-controls/", {
      token: staff.token,
    });
    expect(refusal(unknown)).toMatchObject({ status: 404, code: "not_found" });
    const notUuid = await world.api.http.get("/api/admin/merchants/nope/money-out-controls/audit/", { token: staff.token });
    expect(refusal(notUuid)).toMatchObject({ status: 404, code: "not_found" });
    const byMerchant = await world.api.http.get(`/api/admin/merchants/${merchant.merchantId}/money-out-controls/`, {
      token: merchant.token,
    });
    expect(byMerchant.status).toBe(403);
  });

  it("name every bad field at once: ranges, currencies, amounts, and approval without two-factor", async () => {
    const merchant = await createMerchant(world.api.database.db);
    const bad = await putControls(merchant, {
      ip_allowlist: ["10.0.0.0/33", "127.1", "not an address"],
      daily_limits: { XXX: "10.00", USD: "1.005" },
      approval_above: { CDF: "1000.00" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_error");
    expect(Object.keys(bad.body.error.details).sort()).toEqual(["approval_above", "daily_limits", "ip_allowlist"]);
    expect(bad.body.error.details.ip_allowlist).toContain('"127.1"');
    expect(bad.body.error.details.daily_limits).toMatch(
      /^USD: USD amounts have at most 2 decimals\. XXX: not a known currency\.$/,
    );
    expect(bad.body.error.details.approval_above).toMatch(/two-factor/);
    const shape = await putControls(merchant, { ip_allowlist: "10.0.0.0/8", daily_limits: { USD: 5 } });
    expect(refusal(shape)).toMatchObject({ status: 400, code: "validation_error" });
    expect(Object.keys(shape.body.error.details).sort()).toEqual(["daily_limits", "ip_allowlist"]);
    const missing = await world.api.http.put(CONTROLS, { password: merchant.password }, { token: merchant.token });
    expect(Object.keys(missing.body.error.details).sort()).toEqual(["approval_above", "daily_limits", "ip_allowlist"]);
    expect((await world.api.http.get(CONTROLS, { token: merchant.token })).body).toEqual({ ...none, updated_at: null });
  });

  it("with two-factor on, need a code as well, and only then take approval thresholds", async () => {
    const merchant = await createMerchant(world.api.database.db);
    const twoFactor = await enrolTwoFactor(world.api.http, merchant);
    const controls = { approval_above: { CDF: "1000000.00" } };
    expect(refusal(await putControls(merchant, controls))).toMatchObject({ status: 401, code: "otp_required" });
    expect(refusal(await putControls(merchant, controls, { otp: "000000" }))).toMatchObject({ status: 401, code: "invalid_otp" });
    // A refused change (a bad field) does not use up the code it came with.
    const code = twoFactor.nextCode();
    expect(refusal(await putControls(merchant, { ...controls, ip_allowlist: ["x"] }, { otp: code })).status).toBe(400);
    const changed = await putControls(merchant, controls, { otp: code });
    expect(changed.status).toBe(200);
    expect(changed.body.approval_above).toEqual({ CDF: "1000000.00" });
    expect(refusal(await putControls(merchant, none, { otp: code }))).toMatchObject({ status: 401, code: "invalid_otp" });
  });
});

describe("the IP allowlist", () => {
  const outside = { "X-Forwarded-For": "203.0.113.5" };
  const inside = { "X-Forwarded-For": "10.1.2.3" };

  it("refuses a payout, bulk, cancel or refund from outside with 403 address_not_allowed, and writes nothing", async () => {
    const merchant = await merchantWithMoney();
    expect((await putControls(merchant, { ip_allowlist: ["10.0.0.0/8"] })).status).toBe(200);
    const before = await payoutsOf(merchant);
    const token = merchant.token;
    const refused = [
      await payout(merchant, {}, outside),
      await world.api.http.post("/api/payments/payout/bulk/", { payouts: [payoutFields()] }, { token, headers: outside }),
      await world.api.http.post("/api/payments/payout/PONOPE/cancel/", undefined, { token, headers: outside }),
      await world.api.http.post(
        "/api/payments/transaction/TXNOPE/refund/",
        { merchant_reference: "r-1" },
        { token, headers: outside },
      ),
      // The proxy itself is outside too: without a forwarded address, the client is 127.0.0.1.
      await payout(merchant),
    ];
    expect(refused.map(refusal)).toEqual([
      { status: 403, code: "address_not_allowed", details: { address: "203.0.113.5" } },
      { status: 403, code: "address_not_allowed", details: { address: "203.0.113.5" } },
      { status: 403, code: "address_not_allowed", details: { address: "203.0.113.5" } },
      { status: 403, code: "address_not_allowed", details: { address: "203.0.113.5" } },
      { status: 403, code: "address_not_allowed", details: { address: "127.0.0.1" } },
    ]);
    expect(await payoutsOf(merchant)).toEqual(before);
    // Reading is not money out.
    expect((await world.api.http.get("/api/payments/payout/", { token, headers: outside })).status).toBe(200);
  });

  it("lets money out from inside through (behind the trusted proxy)", async () => {
    const merchant = await merchantWithMoney();
    await putControls(merchant, { ip_allowlist: ["10.0.0.0/8", "2001:db8::/32"] });
    const created = await payout(merchant, {}, inside);
    expect(created.status).toBe(201);
    const v6 = await payout(merchant, {}, { "X-Forwarded-For": "2001:db8::42" });
    expect(v6.status).toBe(201);
    const token = merchant.token;
    const cancel = await world.api.http.post("/api/payments/payout/PONOPE/cancel/", undefined, { token, headers: inside });
    expect(refusal(cancel)).toMatchObject({ status: 404, code: "not_found" });
    const refund = await world.api.http.post(
      "/api/payments/transaction/TXNOPE/refund/",
      { merchant_reference: "r-1" },
      { token, headers: inside },
    );
    expect(refusal(refund)).toMatchObject({ status: 404, code: "not_found" });
    // An empty allowlist allows any address again.
    await putControls(merchant, {}, {});
    expect((await payout(merchant, {}, outside)).status).toBe(201);
  });

  it("is not fooled by an X-Forwarded-For the client writes itself", async () => {
    const merchant = await merchantWithMoney();
    await putControls(merchant, { ip_allowlist: ["10.0.0.0/8"] });
    // Behind the proxy: the client's own "10.1.2.3" is left of the address the proxy appended, and never read.
    const throughProxy = await payout(merchant, {}, { "X-Forwarded-For": "10.1.2.3, 203.0.113.5" });
    expect(refusal(throughProxy)).toEqual({ status: 403, code: "address_not_allowed", details: { address: "203.0.113.5" } });
    const garbage = await payout(merchant, {}, { "X-Forwarded-For": "10.1.2.3, 10.1.2.3.4" });
    expect(refusal(garbage)).toEqual({ status: 403, code: "address_not_allowed", details: { address: "unknown" } });

    // Straight to an instance that trusts no proxy: the header is not read at all.
    const direct: TestApi = await startTestApi({ database: world.api.database, env: { SANDBOX_RESULT_DELAY_MS: "300" } });
    try {
      const spoofed = await payout(merchant, {}, { "X-Forwarded-For": "10.1.2.3" }, direct);
      expect(refusal(spoofed)).toEqual({ status: 403, code: "address_not_allowed", details: { address: "127.0.0.1" } });
      const spoofedBulk = await direct.http.post(
        "/api/payments/payout/bulk/",
        { payouts: [payoutFields()] },
        { token: merchant.token, headers: { "X-Forwarded-For": "10.1.2.3" } },
      );
      expect(refusal(spoofedBulk).code).toBe("address_not_allowed");
      await putControls(merchant, { ip_allowlist: ["127.0.0.0/8"] });
      const allowed = await direct.http.post("/api/payments/payout/PONOPE/cancel/", undefined, {
        token: merchant.token,
        headers: { "X-Forwarded-For": "203.0.113.5" },
      });
      expect(refusal(allowed)).toMatchObject({ status: 404, code: "not_found" });
    } finally {
      await direct.close();
    }
  });
});

describe("daily limits", () => {
  it("refuse a payout over what is left of the UTC day's limit (fees not counted), with what is left; other currencies are free", async () => {
    const merchant = await merchantWithMoney();
    await creditWallet(world.api.database.db, merchant.merchantId, "CDF", "100000.00");
    await putControls(merchant, { daily_limits: { USD: "150.00" } });
    expect((await payout(merchant, { amount: "100.00" })).status).toBe(201);
    const over = await payout(merchant, { amount: "60.00" });
    expect(refusal(over)).toEqual({ status: 400, code: "limit_exceeded", details: { amount: "50.00", currency: "USD" } });
    expect((await payout(merchant, { amount: "50.00" })).status).toBe(201);
    expect(refusal(await payout(merchant, { amount: "0.01" })).details).toEqual({ amount: "0.00", currency: "USD" });
    expect((await payout(merchant, { amount: "5000.00", currency: "CDF" })).status).toBe(201);
    expect((await payoutsOf(merchant)).map((row) => row.amount).sort()).toEqual(["100.00", "5000.00", "50.00"].sort());
  });

  it("count neither Failed payouts nor yesterday's", async () => {
    const merchant = await merchantWithMoney();
    await putControls(merchant, { daily_limits: { USD: "100.00" } });
    const failing = await payout(merchant, { recipient_number: "+243812345699" });
    expect(failing.status).toBe(201);
    expect(refusal(await payout(merchant, { amount: "1.00" })).details).toEqual({ amount: "0.00", currency: "USD" });
    await eventually(async () => {
      const { body } = await world.api.http.get(`/api/payments/payout/${failing.body.reference}/`, { token: merchant.token });
      return body.payout_status === "Failed" ? true : undefined;
    });
    const paid = await payout(merchant);
    expect(paid.status).toBe(201);
    await world.api.database
      .db("payouts")
      .where({ reference: paid.body.reference })
      .update({ created_at: world.api.database.db.raw("now() - interval '1 day'") });
    expect((await payout(merchant)).status).toBe(201);
  });

  it("hold under concurrency: of ten concurrent payouts of 30 under a limit of 100, exactly three pass", async () => {
    const merchant = await merchantWithMoney();
    await putControls(merchant, { daily_limits: { USD: "100.00" } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => payout(merchant, { amount: "30.00" })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 201).map(refusal);
    expect(refused).toHaveLength(7);
    for (const answer of refused)
      expect(answer).toEqual({ status: 400, code: "limit_exceeded", details: { amount: "10.00", currency: "USD" } });
    const rows = await payoutsOf(merchant);
    expect(rows.map((row) => row.amount)).toEqual(["30.00", "30.00", "30.00"]);
  });

  it("apply per item in a bulk, taking the items in the order given", async () => {
    const merchant = await merchantWithMoney();
    await putControls(merchant, { daily_limits: { USD: "100.00" } });
    // Ten items of 30, 20, 30, 20, ...: in order, the first four fit (100) and the rest meet the limit, every time.
    const amounts = Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? "30.00" : "20.00"));
    const bulk = await world.api.http.post(
      "/api/payments/payout/bulk/",
      { payouts: amounts.map((amount) => payoutFields({ amount })) },
      { token: merchant.token },
    );
    expect(bulk.status).toBe(201);
    const outcome = bulk.body.results.map((item: { index: number; payout?: unknown; error?: { code: string } }) =>
      item.payout ? "created" : item.error!.code,
    );
    expect(outcome).toEqual([...Array(4).fill("created"), ...Array(6).fill("limit_exceeded")]);
    expect(bulk.body.results[4].error.details.amount).toBe("0.00");
  });
});
