import { createMerchant, createStaff, insertPayment, type MerchantFixture } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let shop: MerchantFixture;
let other: MerchantFixture;
let staffToken: string;

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const at = (offset: number, time = "10:00:00") => `${day(offset)}T${time}Z`;

beforeAll(async () => {
  api = await startTestApi();
  shop = await createMerchant(api.database.db);
  other = await createMerchant(api.database.db);
  staffToken = (await createStaff(api.database.db)).token;
  const success = { transaction_status: "Success" };
  const insert = (merchant: MerchantFixture, columns: Record<string, unknown>) =>
    insertPayment(api.database.db, merchant.merchantId, columns);
  // Two days ago: two CDF payments (one succeeded), one USD success; yesterday: an Airtel CDF success.
  await insert(shop, { ...success, amount: "1000.10", fee: "500.00", net_amount: "500.10", currency: "CDF", created_at: at(2) });
  await insert(shop, { transaction_status: "Failed", amount: "250.00", currency: "CDF", created_at: at(2, "23:59:59.999") });
  await insert(shop, { ...success, amount: "10.00", fee: "0.20", net_amount: "9.80", currency: "USD", created_at: at(2) });
  await insert(shop, {
    ...success,
    amount: "0.30",
    fee: "0.30",
    net_amount: "0.00",
    currency: "CDF",
    service: "AIRTEL",
    customer_number: "+243970000000",
    created_at: at(1),
  });
  // Outside the default range, and another merchant's.
  await insert(shop, { ...success, amount: "99.00", fee: "1.00", net_amount: "98.00", currency: "CDF", created_at: at(40) });
  await insert(other, { ...success, amount: "7.00", fee: "1.00", net_amount: "6.00", currency: "CDF", created_at: at(1) });
});
afterAll(() => api.close());

const report = (query: string, token = shop.token) => api.http.get(`/api/payments/report/?${query}`, { token });

describe("merchant report", () => {
  it("groups by day and currency over the last 30 days by default, summed in PostgreSQL", async () => {
    const answer = await report("");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ from: day(29), to: day(0), group_by: "day" });
    expect(answer.body.results).toEqual([
      {
        group: day(2),
        currency: "CDF",
        count: 2,
        success_count: 1,
        attempted: "1250.10",
        gross: "1000.10",
        fee: "500.00",
        net: "500.10",
      },
      {
        group: day(2),
        currency: "USD",
        count: 1,
        success_count: 1,
        attempted: "10.00",
        gross: "10.00",
        fee: "0.20",
        net: "9.80",
      },
      { group: day(1), currency: "CDF", count: 1, success_count: 1, attempted: "0.30", gross: "0.30", fee: "0.30", net: "0.00" },
    ]);
  });

  it.each([
    ["service", ["AIRTEL/CDF", "MPESA/CDF", "MPESA/USD"]],
    ["currency", ["CDF/CDF", "USD/USD"]],
    ["status", ["Failed/CDF", "Success/CDF", "Success/USD"]],
  ])("groups by %s", async (groupBy, groups) => {
    const answer = await report(`group_by=${groupBy}`);
    expect(answer.body.results.map((row: { group: string; currency: string }) => `${row.group}/${row.currency}`)).toEqual(groups);
  });

  it("takes an explicit range, inclusive of both days", async () => {
    const answer = await report(`from=${day(2)}&to=${day(2)}&group_by=currency`);
    expect(answer.body.results.map((row: { count: number }) => row.count)).toEqual([2, 1]);
    const old = await report(`from=${day(45)}&to=${day(35)}`);
    expect(old.body.results).toEqual([expect.objectContaining({ gross: "99.00" })]);
  });

  it("rejects bad parameters naming the field", async () => {
    expect((await report("group_by=merchant")).body.error.details).toHaveProperty("group_by");
    expect((await report("from=2026-13-01")).body.error.details).toHaveProperty("from");
    expect((await report(`from=${day(0)}&to=${day(1)}`)).body.error.details).toHaveProperty("from");
    expect((await report("from=2020-01-01&to=2026-01-01")).status).toBe(400);
    expect((await report("unknown=1")).body.error.details).toEqual({ unknown: "Unknown field." });
  });

  it("staff see every merchant, or one", async () => {
    const all = await api.http.get("/api/admin/report/?group_by=currency", { token: staffToken });
    expect(all.body.results).toEqual([
      expect.objectContaining({ group: "CDF", count: 4, gross: "1007.40" }),
      expect.objectContaining({ group: "USD", count: 1 }),
    ]);
    const one = await api.http.get(`/api/admin/report/?group_by=currency&merchant_id=${other.merchantId}`, {
      token: staffToken,
    });
    expect(one.body).toMatchObject({ merchant_id: other.merchantId, results: [expect.objectContaining({ gross: "7.00" })] });
    expect((await api.http.get("/api/admin/report/", { token: shop.token })).status).toBe(403);
  });
});

const HEADER =
  "reference,merchant_reference,transaction_status,amount,fee,net_amount,currency,service,customer_number,provider_reference,created_at,updated_at";

const exportCsv = (query: string, token = shop.token, signal?: AbortSignal) =>
  fetch(`${api.baseUrl}/api/payments/transaction/export/?${query}`, { headers: { authorization: `Bearer ${token}` }, signal });

describe("CSV export", () => {
  it("streams the merchant's own transactions newest first, as CSV", async () => {
    const response = await exportCsv("");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="transactions.csv"');
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(1 + 5 + 1);
    const airtel = lines[1]!.split(",");
    expect(airtel.slice(2, 10)).toEqual(["Success", "0.30", "0.30", "0.00", "CDF", "AIRTEL", "'+243970000000", ""]);
    expect(airtel[10]).toBe(at(1).replace("Z", ".000Z"));
    const failed = lines[2]!.split(",");
    expect(failed.slice(2, 6)).toEqual(["Failed", "250.00", "", ""]);
    expect(failed[10]).toBe(`${day(2)}T23:59:59.999Z`);
    expect(lines.join("")).not.toContain("7.00,1.00");
  });

  it("applies the list's filters", async () => {
    const lines = (await (await exportCsv("status=Failed")).text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    const none = (await (await exportCsv("currency=EUR")).text()).split("\r\n");
    expect(none).toEqual([HEADER, ""]);
    const bad = await exportCsv("status=Lost");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { details: object } }).error.details).toHaveProperty("status");
  });

  it("neutralises values a spreadsheet would execute and quotes as RFC 4180 requires", async () => {
    const merchant = await createMerchant(api.database.db);
    const hostile = ['=HYPERLINK("http://evil")', "@SUM(A1)", "-2+3", "+1", "\tcmd", "\rcmd", "a,b", 'say "hi"', "two\nlines"];
    for (const [index, value] of hostile.entries()) {
      await insertPayment(api.database.db, merchant.merchantId, {
        merchant_reference: `ref-${index}`,
        provider_reference: value,
        created_at: at(0, `00:00:0${index}`),
      });
    }
    const body = await (await exportCsv("", merchant.token)).text();
    const providerReferences = hostile.map((_, index) => {
      const line = body.split(`ref-${index},`)[1]!;
      return line.slice(line.indexOf("+243812345600,") + "+243812345600,".length, line.lastIndexOf(`,${day(0)}T00:00:0${index}`));
    });
    expect(providerReferences).toEqual([
      `"'=HYPERLINK(""http://evil"")"`,
      "'@SUM(A1)",
      "'-2+3",
      "'+1",
      "'\tcmd",
      `"'\rcmd"`,
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
  });

  it("gives a user without a merchant profile the header only, and nothing without a token", async () => {
    expect((await (await exportCsv("", staffToken)).text()).split("\r\n")).toEqual([HEADER, ""]);
    expect((await exportCsv("", "nope")).status).toBe(401);
  });

  it("returns the database connection intact when the reader goes away mid-export", async () => {
    const merchant = await createMerchant(api.database.db);
    await api.database.db.raw(
      `INSERT INTO payments (reference, merchant_id, merchant_reference, amount, currency, service, customer_number,
         callback_url, account_type)
       SELECT 'TXBULK' || n, ?, 'bulk-' || n, 10.00, 'USD', 'MPESA', '+243812345600', 'https://merchant.example.com/cb', 'sandbox'
       FROM generate_series(1, 10000) AS n`,
      [merchant.merchantId],
    );
    // More abandoned exports than the pool has connections: each connection must come back usable.
    for (let index = 0; index < 12; index += 1) {
      const abort = new AbortController();
      const response = await exportCsv("", merchant.token, abort.signal);
      const reader = response.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      abort.abort();
      await reader.closed.catch(() => undefined);
    }
    for (let index = 0; index < 12; index += 1) {
      const list = await api.http.get("/api/payments/transaction/?limit=1", { token: merchant.token });
      expect(list.status).toBe(200);
    }
    const lines = (await (await exportCsv("", merchant.token)).text()).split("\r\n");
    expect(lines).toHaveLength(1 + 10000 + 1);
  });
});
