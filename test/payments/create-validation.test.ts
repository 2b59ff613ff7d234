import { randomBytes } from "node:crypto";
import { createMerchant, createStaff, type MerchantFixture } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let merchant: MerchantFixture;

beforeAll(async () => {
  api = await startTestApi({ worker: true });
  merchant = await createMerchant(api.database.db);
});
afterAll(() => api.close());

const valid = () => ({
  merchant_reference: `order-${randomBytes(5).toString("hex")}`,
  amount: "1500.00",
  currency: "CDF",
  service: "MPESA",
  customer_number: "+243812345600",
  callback_url: "https://shop.example.com/payments/callback",
});
const create = (body: Record<string, unknown>, token = merchant.token) =>
  api.http.post("/api/payments/transaction/", body, { token });

describe("transaction creation validation", () => {
  it.each([
    ["currency", { currency: "EUR" }],
    ["service", { service: "MTN" }],
    ["amount", { amount: undefined }],
    ["amount", { amount: 1500 }],
    ["amount", { amount: "0.00" }],
    ["amount", { amount: "0.009" }],
    ["amount", { amount: "12.345" }],
    ["amount", { amount: "-5.00" }],
    ["amount", { amount: "25000000.01" }],
    ["merchant_reference", { merchant_reference: "" }],
    ["customer_number", { customer_number: "0812345678" }],
    ["customer_number", { customer_number: "+243971234567" }],
    ["customer_number", { customer_number: "+24381234" }],
    ["callback_url", { callback_url: "not a url" }],
    ["callback_url", { callback_url: "ftp://shop.example.com/cb" }],
  ])("refuses a bad %s with 400 naming it, and writes nothing", async (field, override) => {
    const before = await api.database.db("payments").count({ n: "*" });
    const response = await create({ ...valid(), ...override });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_error");
    expect(response.body.error.details[field]).toEqual(expect.any(String));
    expect(await api.database.db("payments").count({ n: "*" })).toEqual(before);
  });

  /** contract.md, "Merchant toolkit": the two digits after +243 of each network. */
  const contractPrefixes = { MPESA: [81, 82, 83], ORANGE: [80, 84, 85, 89], AIRTEL: [97, 98, 99], AFRICELL: [90, 91] };

  it.each(
    Object.entries(contractPrefixes).flatMap(([service, prefixes]) => prefixes.map((prefix) => [service, prefix] as const)),
  )("accepts a %s number with the prefix %i", async (service, prefix) => {
    const response = await create({ ...valid(), service, customer_number: `+243${prefix}1234500` });
    expect(response.status).toBe(201);
  });

  it("refuses a number with a prefix of no network, naming the service's prefixes", async () => {
    const response = await create({ ...valid(), service: "ORANGE", customer_number: "+243861234500" });
    expect(response.status).toBe(400);
    expect(response.body.error.details.customer_number).toContain("+24380, +24384, +24385, +24389");
  });

  it("accepts a service by name, case-insensitively, and a lower-case currency", async () => {
    const response = await create({ ...valid(), service: "vodacom m-pesa", currency: "cdf" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ service: "MPESA", currency: "CDF" });
  });

  it("refuses a duplicate merchant_reference", async () => {
    const body = valid();
    expect((await create(body)).status).toBe(201);
    const again = await create(body);
    expect(again.status).toBe(400);
    expect(again.body.error.details.merchant_reference).toEqual(expect.any(String));
  });

  it("refuses http and private callback URLs unless CALLBACK_ALLOW_PRIVATE", async () => {
    const strict = await startTestApi({ env: { CALLBACK_ALLOW_PRIVATE: "false" } });
    try {
      const owner = await createMerchant(strict.database.db);
      for (const url of [
        "http://shop.example.com/cb",
        "https://127.0.0.1/cb",
        "https://10.1.2.3/cb",
        "https://[::1]/cb",
        "https://localhost/cb",
      ]) {
        const response = await strict.http.post(
          "/api/payments/transaction/",
          { ...valid(), callback_url: url },
          { token: owner.token },
        );
        expect(response.status).toBe(400);
        expect(response.body.error.details.callback_url).toEqual(expect.any(String));
      }
    } finally {
      await strict.close();
    }
  });

  it("answers an unknown provider_code_name with 400 unknown_provider", async () => {
    const response = await create({ ...valid(), provider_code_name: "nope" });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("unknown_provider");
  });

  it("names `merchant` when the profile is not completed", async () => {
    const half = await createMerchant(api.database.db);
    await api.database.db("service_accounts").where({ merchant_id: half.merchantId }).delete();
    await api.database.db("wallets").where({ merchant_id: half.merchantId }).delete();
    await api.database.db("merchant_callback_secrets").where({ merchant_id: half.merchantId }).delete();
    await api.database.db("merchants").where({ id: half.merchantId }).delete();
    const response = await create(valid(), half.token);
    expect(response.status).toBe(400);
    expect(response.body.error.details.merchant).toEqual(expect.any(String));
  });

  it("refuses a non-merchant with 403 and an anonymous caller with 401", async () => {
    const staff = await createStaff(api.database.db);
    expect((await create(valid(), staff.token)).status).toBe(403);
    expect((await api.http.post("/api/payments/transaction/", valid())).status).toBe(401);
  });

  it("refuses unknown fields", async () => {
    const response = await create({ ...valid(), transaction_status: "Success" });
    expect(response.status).toBe(400);
    expect(response.body.error.details.transaction_status).toEqual(expect.any(String));
  });
});

describe("when Temporal is unreachable", () => {
  it("answers 201 with the transaction as it stands (Pending), keeping the row for the engine once it is back", async () => {
    const cut = await startTestApi({ env: { TEMPORAL_ADDRESS: "127.0.0.1:1" } });
    try {
      const owner = await createMerchant(cut.database.db);
      const body = valid();
      const response = await cut.http.post("/api/payments/transaction/", body, { token: owner.token });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ merchant_reference: body.merchant_reference, transaction_status: "Pending" });
      const kept = await cut.database.db("payments").where({ merchant_reference: body.merchant_reference });
      expect(kept).toMatchObject([{ reference: response.body.reference, transaction_status: "Pending" }]);
      const ready = await cut.http.get("/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body.checks).toEqual({ database: true, temporal: false });
    } finally {
      await cut.close();
    }
  });
});

describe("listing transactions", () => {
  it("lists the caller's own, newest first, filtered and paginated by cursor", async () => {
    const owner = await createMerchant(api.database.db);
    const references: string[] = [];
    for (const number of ["+243812345600", "+243812345699", "+243812345600"]) {
      const response = await create({ ...valid(), customer_number: number }, owner.token);
      references.push(response.body.reference);
    }
    const first = await api.http.get("/api/payments/transaction/?limit=2", { token: owner.token });
    expect(first.body.results.map((row: { reference: string }) => row.reference)).toEqual([references[2], references[1]]);
    const second = await api.http.get(`/api/payments/transaction/?limit=2&cursor=${first.body.next}`, { token: owner.token });
    expect(second.body.results.map((row: { reference: string }) => row.reference)).toEqual([references[0]]);
    expect(second.body.next).toBeNull();

    const byReference = await api.http.get(
      `/api/payments/transaction/?merchant_reference=${first.body.results[0].merchant_reference}`,
      {
        token: owner.token,
      },
    );
    expect(byReference.body.results).toHaveLength(1);
    const future = await api.http.get(
      `/api/payments/transaction/?created_after=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
      {
        token: owner.token,
      },
    );
    expect(future.body.results).toEqual([]);
    const other = await api.http.get("/api/payments/transaction/", { token: merchant.token });
    expect(other.body.results.map((row: { reference: string }) => row.reference)).not.toContain(references[0]);
  });

  it("refuses a bad filter with 400 naming it", async () => {
    const response = await api.http.get("/api/payments/transaction/?status=Done", { token: merchant.token });
    expect(response.status).toBe(400);
    expect(response.body.error.details.status).toEqual(expect.any(String));
    const cursor = await api.http.get("/api/payments/transaction/?cursor=garbage", { token: merchant.token });
    expect(cursor.status).toBe(400);
  });
});
