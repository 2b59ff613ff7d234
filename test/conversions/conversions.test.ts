import { randomBytes } from "node:crypto";
import { issueToken } from "../../domain/accounts/tokens";
import { verifyLedger } from "../../domain/ledger/verify";
import { createMerchant, createStaff, creditWallet, type MerchantFixture } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * Conversions between a merchant's currencies (contract, "Converting between a merchant's currencies"), through the
 * API against PostgreSQL: rates set by staff, quotes that hold 60 s and serve once, conversions that move both
 * wallets of the account's mode in one entry balanced per currency.
 */
let api: TestApi;
let staff: { token: string; user: { email: string } };
let live: MerchantFixture;

beforeAll(async () => {
  api = await startTestApi();
  staff = await createStaff(api.database.db);
  live = await createMerchant(api.database.db, { accountType: "prod" });
}, 120_000);
afterAll(() => api.close());

const db = () => api.database.db;
const setRate = (body: object, token = staff.token) => api.http.put("/api/admin/fx-rates/", body, { token });
const quote = (merchant: MerchantFixture, body: object) =>
  api.http.post("/api/payments/conversion/quote/", body, { token: merchant.token });
const convert = (merchant: MerchantFixture, quoteId: string, merchantReference = `cv-${randomBytes(4).toString("hex")}`) =>
  api.http.post(
    "/api/payments/conversion/",
    { quote_id: quoteId, merchant_reference: merchantReference },
    { token: merchant.token },
  );
const wallet = async (merchant: MerchantFixture, mode?: "live" | "sandbox") => {
  const { body } = await api.http.get(`/api/organization/wallet/${mode ? `?mode=${mode}` : ""}`, { token: merchant.token });
  return Object.fromEntries(body.results.map((one: { currency: string; available: string }) => [one.currency, one.available]));
};
const usdToCdf = (amount: string) => ({ from_currency: "USD", to_currency: "CDF", amount });

describe("rates", () => {
  it("quotes nothing for a pair with no rate: 503 rate_unavailable", async () => {
    const merchant = await createMerchant(db());
    const refused = await quote(merchant, usdToCdf("10.00"));
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe("rate_unavailable");
  });

  it("are set by staff only, audited, and shown with who set them and when", async () => {
    expect((await setRate({ pair: "USD/CDF", mid: "2850.00", spread_bps: 150 }, live.token)).status).toBe(403);
    const set = await setRate({ pair: "USD/CDF", mid: "2850.00", spread_bps: 150 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ pair: "USD/CDF", mid: "2850", spread_bps: 150, set_by: staff.user.email });
    const listed = await api.http.get("/api/admin/fx-rates/", { token: staff.token });
    expect(listed.body.results).toEqual([set.body]);
    const audit = await db()("staff_audit_log").where({ action: "fx_rate.set", target_id: "USD/CDF" });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: "fx_rate", before: null, after: { mid: "2850.00", spread_bps: 150 } });
    expect((await setRate({ pair: "USD/XXX", mid: "1", spread_bps: 0 })).status).toBe(400);
    expect((await setRate({ pair: "USD/USD", mid: "1", spread_bps: 0 })).status).toBe(400);
    const reversed = await setRate({ pair: "CDF/USD", mid: "0.00035", spread_bps: 150 });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.details.pair).toMatch(/set as USD\/CDF/);
  });
});

describe("quotes", () => {
  it("sell an amount, or buy a receive_amount, at the mid less the spread, holding 60 s", async () => {
    const merchant = await createMerchant(db());
    const sold = await quote(merchant, usdToCdf("100.00"));
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({
      from_currency: "USD",
      to_currency: "CDF",
      amount: "100.00",
      receive_amount: "280725.00",
      rate: "2807.250000",
      mid_rate: "2850.000000",
      spread_bps: 150,
    });
    const holds = new Date(sold.body.expires_at).getTime() - Date.now();
    expect(holds).toBeGreaterThan(55_000);
    expect(holds).toBeLessThanOrEqual(61_000);
    const bought = await quote(merchant, { from_currency: "CDF", to_currency: "USD", receive_amount: "34.56" });
    expect(bought.body).toMatchObject({ amount: "99995.94", receive_amount: "34.56", rate: "0.0003456140350" });
  });

  it("refuse both or neither of amount and receive_amount, one currency twice, and a scope-less token", async () => {
    const merchant = await createMerchant(db());
    expect((await quote(merchant, { ...usdToCdf("1.00"), receive_amount: "1.00" })).status).toBe(400);
    expect((await quote(merchant, { from_currency: "USD", to_currency: "CDF" })).status).toBe(400);
    expect((await quote(merchant, { from_currency: "USD", to_currency: "USD", amount: "1.00" })).status).toBe(400);
    const { token } = await issueToken(db(), merchant.user.id, "api", 3_600_000, ["read", "payouts"]);
    const refused = await api.http.post("/api/payments/conversion/quote/", usdToCdf("1.00"), { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.scope).toBe("conversions");
  });
});

describe("a conversion", () => {
  let merchant: MerchantFixture;
  let first: { reference: string; merchant_reference: string };
  beforeAll(async () => {
    merchant = await createMerchant(db());
    await creditWallet(db(), merchant.merchantId, "USD", "150.00");
  });

  it("moves both wallets at the quote's figures, once per merchant_reference", async () => {
    const { body: quoted } = await quote(merchant, usdToCdf("100.00"));
    const created = await convert(merchant, quoted.id, "treasury-1");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      merchant_reference: "treasury-1",
      quote_id: quoted.id,
      amount: "100.00",
      receive_amount: "280725.00",
      rate: quoted.rate,
      mid_rate: quoted.mid_rate,
      spread_bps: 150,
      conversion_status: "Success",
    });
    expect(created.body.reference).toMatch(/^CV[0-9A-Z]+$/);
    first = created.body;
    expect(await wallet(merchant)).toEqual({ USD: "50.00", CDF: "280725.00" });

    // Again, even with another quote: the first conversion, nothing moved.
    const { body: another } = await quote(merchant, usdToCdf("10.00"));
    const again = await convert(merchant, another.id, "treasury-1");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);
    expect(await wallet(merchant)).toEqual({ USD: "50.00", CDF: "280725.00" });
    expect((await api.http.get(`/api/payments/conversion/${first.reference}/`, { token: merchant.token })).body).toEqual(
      created.body,
    );
  });

  it("answers a quote_id that is no quote's id, in any form, as an unknown quote (404), never a 500", async () => {
    for (const quoteId of ["not-a-quote", "' OR 1=1 --", "x".repeat(64), "00000000-0000-0000-0000-000000000000"]) {
      const answer = await convert(merchant, quoteId);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("not_found");
    }
  });

  it("refuses a used quote (409 quote_used) and an expired one (409 quote_expired)", async () => {
    const used = await db()("conversions").where({ reference: first.reference }).first("quote_id");
    const reused = await convert(merchant, used.quote_id);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe("quote_used");

    const { body: late } = await quote(merchant, usdToCdf("1.00"));
    await db()("fx_quotes")
      .where({ id: late.id })
      .update({ expires_at: db().raw("now() - interval '1 second'") });
    const expired = await convert(merchant, late.id);
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe("quote_expired");
    expect((await convert(merchant, "not-a-quote")).status).toBe(404);
  });

  it("refuses what the wallet does not cover (400 insufficient_balance, details.amount available), moving nothing", async () => {
    const { body: big } = await quote(merchant, usdToCdf("50.01"));
    const refused = await convert(merchant, big.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "insufficient_balance", details: { amount: "50.00", currency: "USD" } });
    expect(await wallet(merchant)).toEqual({ USD: "50.00", CDF: "280725.00" });
    expect(await db()("fx_quotes").where({ id: big.id }).first("used_by")).toEqual({ used_by: null });
  });

  it("shows a conversion line on both wallets' statements, in the settlement report, and as conversion.succeeded", async () => {
    const { body: statement } = await api.http.get("/api/organization/wallet/statement/", { token: merchant.token });
    const lines = statement.results.filter((line: { kind: string }) => line.kind === "conversion");
    expect(
      lines.map(({ currency, amount, reference, account }: Record<string, string>) => ({ currency, amount, reference, account })),
    ).toEqual(
      expect.arrayContaining([
        { currency: "USD", amount: "-100.00", reference: first.reference, account: "available" },
        { currency: "CDF", amount: "280725.00", reference: first.reference, account: "available" },
      ]),
    );
    expect(lines).toHaveLength(2);

    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kinshasa" }).format(new Date());
    const usd = await api.http.get(`/api/reports/settlement/?date=${date}&currency=USD`, { token: merchant.token });
    expect(usd.body.conversions).toEqual({ count: 1, gross: "100.00", fees: "0.00", net: "-100.00" });
    expect(usd.body.closing_balance).toBe("50.00");
    const cdf = await api.http.get(`/api/reports/settlement/?date=${date}&currency=CDF`, { token: merchant.token });
    expect(cdf.body.conversions).toEqual({ count: 1, gross: "280725.00", fees: "0.00", net: "280725.00" });

    const events = await api.http.get("/api/events/?type=conversion.succeeded", { token: merchant.token });
    expect(events.body.results).toHaveLength(1);
    expect(events.body.results[0]).toMatchObject({
      type: "conversion.succeeded",
      resource: { type: "conversion", reference: first.reference },
      data: { reference: first.reference, conversion_status: "Success", amount: "100.00", receive_amount: "280725.00" },
    });
  });

  it("is another merchant's 404, and not in its list", async () => {
    const other = await createMerchant(db());
    expect((await api.http.get(`/api/payments/conversion/${first.reference}/`, { token: other.token })).status).toBe(404);
    expect((await api.http.get("/api/payments/conversion/", { token: other.token })).body).toEqual({ results: [], next: null });
    const { body: mine } = await quote(merchant, usdToCdf("1.00"));
    await creditWallet(db(), other.merchantId, "USD", "10.00");
    expect((await convert(other, mine.id)).status).toBe(404);
    const listed = await api.http.get("/api/payments/conversion/?limit=1", { token: merchant.token });
    expect(listed.body.results.map((one: { reference: string }) => one.reference)).toEqual([first.reference]);
  });
});

it("is not money out: the money-out controls do not apply", async () => {
  const merchant = await createMerchant(db());
  await creditWallet(db(), merchant.merchantId, "USD", "10.00");
  const controls = await api.http.put(
    "/api/organization/money-out-controls/",
    { password: merchant.password, ip_allowlist: ["203.0.113.0/24"], daily_limits: { USD: "1.00" }, approval_above: {} },
    { token: merchant.token },
  );
  expect(controls.body).toMatchObject({ daily_limits: { USD: "1.00" } });
  const { body: quoted } = await quote(merchant, usdToCdf("10.00"));
  const converted = await convert(merchant, quoted.id);
  expect(converted.status).toBe(201);
  expect(converted.body.conversion_status).toBe("Success");
});

it("answers a request sent twice at once with one conversion: 201 and 200", async () => {
  const merchant = await createMerchant(db());
  await creditWallet(db(), merchant.merchantId, "USD", "1.00");
  const { body: quoted } = await quote(merchant, usdToCdf("1.00"));
  const answers = await Promise.all([convert(merchant, quoted.id, "twice"), convert(merchant, quoted.id, "twice")]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
  expect(answers[0]!.body).toEqual(answers[1]!.body);
  expect(await wallet(merchant)).toEqual({ USD: "0.00", CDF: "2807.25" });
});

it("moves the wallets of the account's mode only", async () => {
  await creditWallet(db(), live.merchantId, "USD", "20.00");
  const { body: quoted } = await quote(live, usdToCdf("20.00"));
  expect((await convert(live, quoted.id)).status).toBe(201);
  expect(await wallet(live, "live")).toEqual({ USD: "0.00", CDF: "56145.00" });
  expect(await wallet(live, "sandbox")).toEqual({ USD: "0.00", CDF: "0.00" });
  const { rows } = await db().raw(
    `SELECT DISTINCT w.mode FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id JOIN conversions c ON c.reference = e.reference
      WHERE c.merchant_id = ?`,
    [live.merchantId],
  );
  expect(rows).toEqual([{ mode: "live" }]);
});

it("never overdraws a wallet under concurrent conversions, and the books balance per currency after", async () => {
  const merchant = await createMerchant(db());
  await creditWallet(db(), merchant.merchantId, "USD", "100.00");
  await creditWallet(db(), merchant.merchantId, "CDF", "50000.00");
  // 20 conversions of 10.00 USD against 100.00, and 10 the other way, all at once.
  const quotes = await Promise.all([
    ...Array.from({ length: 20 }, () => quote(merchant, usdToCdf("10.00"))),
    ...Array.from({ length: 10 }, () => quote(merchant, { from_currency: "CDF", to_currency: "USD", amount: "1000.00" })),
  ]);
  const answers = await Promise.all(quotes.map(({ body }) => convert(merchant, body.id)));
  const usdSells = answers.slice(0, 20);
  const succeeded = usdSells.filter((answer) => answer.status === 201).length;
  expect(
    usdSells.filter((answer) => answer.status === 400).every((answer) => answer.body.error.code === "insufficient_balance"),
  ).toBe(true);
  expect(answers.slice(20).every((answer) => answer.status === 201)).toBe(true);
  // Exactly ten, whenever the CDF sells (10 × 0.34 USD) land: 103.40 does not cover an eleventh.
  expect(succeeded).toBe(10);
  const after = await wallet(merchant);
  const usdCents = 10_000 - succeeded * 1_000 + 10 * 34;
  expect(after.USD).toBe(`${Math.floor(usdCents / 100)}.${String(usdCents % 100).padStart(2, "0")}`);
  const verification = await verifyLedger(db());
  expect(verification.unbalancedEntries.count).toBe(0);
  expect(verification.belowZero.count).toBe(0);
  expect(verification.ok).toBe(true);
  const positions = await db()("ledger_entries")
    .where({ kind: "conversion" })
    .groupBy("currency")
    .select("currency", db().raw("SUM(amount)::text AS sum"));
  expect(positions.every((row: { sum: string }) => row.sum === "0.00")).toBe(true);
});

it("quotes nothing once the pair's rate is older than FX_RATE_MAX_AGE_HOURS", async () => {
  const merchant = await createMerchant(db());
  await db()("fx_rates").update({ set_at: db().raw("now() - interval '25 hours'") });
  const refused = await quote(merchant, usdToCdf("1.00"));
  expect(refused.status).toBe(503);
  expect(refused.body.error.code).toBe("rate_unavailable");
  await setRate({ pair: "USD/CDF", mid: "2850.00", spread_bps: 150 });
  expect((await quote(merchant, usdToCdf("1.00"))).status).toBe(201);
});
