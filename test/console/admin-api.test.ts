import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { transition } from "../../domain/payments/transitions";
import { syncProviders } from "../../domain/routing/providers-store";
import { createMerchant, createStaff, insertPayment, type MerchantFixture } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let staff: { user: { id: string; email: string }; token: string };
let shop: MerchantFixture;
let other: MerchantFixture;

/** A providers file with two providers nobody calls in these tests (only their rows and attempts matter). */
function providersFile(): string {
  const file = path.join(os.tmpdir(), `providers-${randomBytes(6).toString("hex")}.json`);
  const common = { services: ["MPESA"], currencies: ["CDF", "USD"], enabled: true };
  writeFileSync(
    file,
    JSON.stringify({
      providers: [
        {
          ...common,
          code_name: "alpha",
          name: "Alpha",
          protocol: "sealed",
          base_url: "http://127.0.0.1:9",
          priority: 1,
          credentials: {
            merchant_code: "M1",
            api_key: "k".repeat(16),
            enc_key: "0".repeat(32),
            mac_key: "1".repeat(64),
          },
        },
        {
          ...common,
          code_name: "beta",
          name: "Beta",
          protocol: "signed",
          base_url: "http://127.0.0.1:9",
          priority: 2,
          credentials: { client_id: "c1", client_secret: "s".repeat(32), webhook_secret: "w".repeat(32) },
        },
      ],
    }),
  );
  return file;
}

beforeAll(async () => {
  api = await startTestApi({ env: { PROVIDERS_FILE: providersFile(), TEMPORAL_UI_URL: "https://temporal.example.com/" } });
  staff = await createStaff(api.database.db);
  shop = await createMerchant(api.database.db);
  other = await createMerchant(api.database.db, { accountType: "prod" });
});
afterAll(() => api.close());

const asStaff = () => ({ token: staff.token });
const get = (url: string, token = staff.token) => api.http.get(url, { token });

describe("staff only", () => {
  const endpoints: Array<[string, string]> = [
    ["GET", "/api/admin/transactions/"],
    ["GET", "/api/admin/transactions/TXNONE/"],
    ["POST", "/api/admin/transactions/TXNONE/resend-callback/"],
    ["GET", "/api/admin/users/"],
    ["PATCH", "/api/admin/users/00000000-0000-0000-0000-000000000000/"],
    ["GET", "/api/admin/merchants/"],
    ["GET", "/api/admin/providers/"],
    ["PATCH", "/api/admin/providers/alpha/"],
    ["GET", "/api/admin/raw-callbacks/"],
    ["GET", "/api/admin/raw-callbacks/00000000-0000-0000-0000-000000000000/"],
    ["GET", "/api/admin/audit-log/"],
    ["GET", "/api/admin/report/"],
  ];
  it.each(endpoints)("%s %s: 401 without a token, 403 for a merchant", async (method, url) => {
    const anonymous = await api.http.request(method, url, { body: method === "GET" ? undefined : {} });
    expect(anonymous.status).toBe(401);
    const merchant = await api.http.request(method, url, { token: shop.token, body: method === "GET" ? undefined : {} });
    expect(merchant.status).toBe(403);
    expect(merchant.body.error.code).toBe("request_error");
  });
});

describe("transactions across merchants", () => {
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    mine = await insertPayment(api.database.db, shop.merchantId, { customer_number: "+243810000001", amount: "100.00" });
    theirs = await insertPayment(api.database.db, other.merchantId, { customer_number: "+243810000002", currency: "CDF" });
    await transition(api.database.db, theirs, "Processing", { provider_code_name: "beta", provider_reference: "PB-1" });
  });

  it("finds a transaction by each filter", async () => {
    const found = async (query: string) =>
      (await get(`/api/admin/transactions/?${query}`)).body.results.map((row: { reference: string }) => row.reference);
    expect(await found(`reference=${mine}`)).toEqual([mine]);
    expect(await found(`merchant_reference=${theirs}`)).toEqual([theirs]);
    expect(await found(`merchant_id=${other.merchantId}`)).toEqual([theirs]);
    expect(await found("customer_number=%2B243810000001")).toEqual([mine]);
    expect(await found(`status=Processing&merchant_id=${other.merchantId}`)).toEqual([theirs]);
    expect(await found(`provider=beta&merchant_id=${other.merchantId}`)).toEqual([theirs]);
    expect(await found(`currency=cdf&merchant_id=${other.merchantId}`)).toEqual([theirs]);
    expect(await found(`created_after=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    const both = await get(`/api/admin/transactions/?customer_number=%2B243810000001`);
    expect(both.body.results[0]).toMatchObject({
      merchant_id: shop.merchantId,
      merchant_name: "Test Shop",
      amount: "100.00",
      account_type: "sandbox",
    });
  });

  it("pages newest first with a cursor, without gaps or repeats", async () => {
    const merchant = await createMerchant(api.database.db);
    const references: string[] = [];
    for (let index = 0; index < 5; index += 1) references.push(await insertPayment(api.database.db, merchant.merchantId));
    // Same created_at for all five: the reference breaks the tie, at full timestamp precision.
    await api.database
      .db("payments")
      .where({ merchant_id: merchant.merchantId })
      .update({ created_at: api.database.db.fn.now() });
    const seen: string[] = [];
    let cursor = "";
    for (;;) {
      const page = await get(`/api/admin/transactions/?merchant_id=${merchant.merchantId}&limit=2${cursor}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.results.map((row: { reference: string }) => row.reference));
      if (!page.body.next) break;
      cursor = `&cursor=${page.body.next}`;
    }
    expect(seen).toEqual([...references].sort().reverse());
  });

  it("rejects bad filters naming the field", async () => {
    const bad = await get("/api/admin/transactions/?status=Done&merchant_id=nope&cursor=%25%25&color=red");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_error");
    expect(Object.keys(bad.body.error.details).sort()).toEqual(["color", "merchant_id", "status"]);
    const cursor = await get("/api/admin/transactions/?cursor=!!");
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.details).toHaveProperty("cursor");
  });

  it("shows one transaction's whole story", async () => {
    const reference = await insertPayment(api.database.db, shop.merchantId, { amount: "2000.00", currency: "CDF" });
    await transition(api.database.db, reference, "Processing", { provider_code_name: "alpha", provider_reference: "PA-9" });
    await api.database.db("provider_attempts").insert({
      reference,
      provider_code_name: "alpha",
      operation: "initiate",
      outcome: "accepted",
      http_status: 200,
      request: { amount: "2000.00" },
      response: { status: "ACCEPTED" },
      latency_ms: 12,
    });
    const [raw] = await api.database
      .db("raw_callbacks")
      .insert({
        provider_code_name: "alpha",
        operation: "collection",
        event_id: `ev-${reference}`,
        reference,
        raw_body: "sealed-bytes",
        headers: { "content-type": "application/json" },
        payload: { status: "SUCCESS", reference },
        processing_status: "applied",
        source_address: "10.0.0.7",
      })
      .returning("id");
    await api.database.db.transaction(async (trx) => {
      await trx("ledger_entries").insert([
        { reference, account: "provider_clearing", currency: "CDF", amount: "-2000.00" },
        { reference, account: "platform_fees", currency: "CDF", amount: "500.00" },
        { reference, account: "merchant_wallet", currency: "CDF", amount: "1500.00" },
      ]);
      await transition(trx, reference, "Success", { fee: "500.00", net_amount: "1500.00" });
    });
    await api.database.db("callback_deliveries").insert({
      reference,
      webhook_id: `msg_${reference}_Success`,
      trigger: "final_state",
      attempt: 1,
      status_code: 500,
      latency_ms: 30,
      error: "HTTP 500",
    });

    const detail = await get(`/api/admin/transactions/${reference}/`);
    expect(detail.status).toBe(200);
    expect(detail.body.transaction).toMatchObject({
      reference,
      fee: "500.00",
      net_amount: "1500.00",
      transaction_status: "Success",
    });
    expect(detail.body.merchant).toMatchObject({ id: shop.merchantId, name: "Test Shop" });
    expect(
      detail.body.events.map((event: { from_status: string; to_status: string }) => [event.from_status, event.to_status]),
    ).toEqual([
      ["Pending", "Processing"],
      ["Processing", "Success"],
    ]);
    expect(detail.body.events[0].details).toEqual({ provider_code_name: "alpha", provider_reference: "PA-9" });
    expect(detail.body.provider_attempts).toEqual([
      expect.objectContaining({ operation: "initiate", outcome: "accepted", latency_ms: 12, response: { status: "ACCEPTED" } }),
    ]);
    expect(detail.body.provider_webhooks).toEqual([
      expect.objectContaining({ id: raw.id, payload: { status: "SUCCESS", reference }, source_address: "10.0.0.7" }),
    ]);
    expect(detail.body.ledger_entries.map((entry: { amount: string }) => entry.amount)).toEqual([
      "-2000.00",
      "500.00",
      "1500.00",
    ]);
    expect(detail.body.merchant_notifications).toEqual([
      expect.objectContaining({ status_code: 500, error: "HTTP 500", attempt: 1 }),
    ]);
    expect(detail.body.workflow).toEqual({
      workflow_id: `payment-${reference}`,
      temporal_ui_url: `https://temporal.example.com/namespaces/default/workflows/payment-${reference}`,
    });
    expect((await get("/api/admin/transactions/TXMISSING/")).status).toBe(404);
  });

  it("records no history row when a transition is refused", async () => {
    const reference = await insertPayment(api.database.db, shop.merchantId);
    await transition(api.database.db, reference, "Failed", { failure_reason: "refused" });
    await expect(transition(api.database.db, reference, "Success")).rejects.toThrow();
    const events = await api.database
      .db("movement_events")
      .where({ resource_type: "transaction", reference })
      .select("from_status", "to_status");
    expect(events).toEqual([{ from_status: "Pending", to_status: "Failed" }]);
  });

  it("refuses to resend the merchant notification of a non-terminal transaction", async () => {
    const resend = await api.http.post(`/api/admin/transactions/${theirs}/resend-callback/`, undefined, asStaff());
    expect(resend.status).toBe(409);
    expect(resend.body.error.code).toBe("invalid_state_transition");
    expect((await api.http.post("/api/admin/transactions/TXMISSING/resend-callback/", undefined, asStaff())).status).toBe(404);
  });
});

describe("users, merchants and the audit log", () => {
  it("searches users and merchants", async () => {
    const users = await get(`/api/admin/users/?search=${encodeURIComponent(shop.user.email.slice(0, 14))}`);
    expect(users.status).toBe(200);
    expect(users.body.results).toEqual([
      expect.objectContaining({
        id: shop.user.id,
        email: shop.user.email,
        is_active: true,
        merchant: { id: shop.merchantId, name: "Test Shop" },
      }),
    ]);
    expect(users.body.results[0]).not.toHaveProperty("password_hash");
    const staffOnly = await get("/api/admin/users/?type=staff");
    expect(staffOnly.body.results.map((user: { id: string }) => user.id)).toEqual([staff.user.id]);
    // LIKE wildcards in the search are literal characters.
    expect((await get("/api/admin/users/?search=%25")).body.results).toEqual([]);
    const merchants = await get(`/api/admin/merchants/?search=${encodeURIComponent(other.user.email)}`);
    expect(merchants.body.results).toEqual([
      expect.objectContaining({
        id: other.merchantId,
        user: expect.objectContaining({ id: other.user.id, account_type: "prod" }),
      }),
    ]);
  });

  it("promotes and disables an account, each with its audit row", async () => {
    const target = await createMerchant(api.database.db);
    const promoted = await api.http.patch(`/api/admin/users/${target.user.id}/`, { account_type: "prod" }, asStaff());
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: target.user.id, account_type: "prod", is_active: true });

    const disabled = await api.http.patch(`/api/admin/users/${target.user.id}/`, { is_active: false }, asStaff());
    expect(disabled.body.is_active).toBe(false);
    expect((await api.http.get("/api/payments/transaction/", { token: target.token })).status).toBe(401);

    const log = await get(`/api/admin/audit-log/?target_id=${target.user.id}`);
    expect(log.body.results).toEqual([
      expect.objectContaining({
        actor: { id: staff.user.id, email: staff.user.email },
        action: "user.update",
        target_type: "user",
        before: { is_active: true },
        after: { is_active: false },
      }),
      expect.objectContaining({ before: { account_type: "sandbox" }, after: { account_type: "prod" } }),
    ]);
    const firstPage = await get(`/api/admin/audit-log/?target_id=${target.user.id}&limit=1`);
    const secondPage = await get(`/api/admin/audit-log/?target_id=${target.user.id}&limit=1&cursor=${firstPage.body.next}`);
    expect(secondPage.body.results[0].after).toEqual({ account_type: "prod" });
    expect(secondPage.body.next).toBeNull();
  });

  it("refuses bad changes without writing anything", async () => {
    const before = await api.database.db("staff_audit_log").count("* as count").first();
    const selfDisable = await api.http.patch(`/api/admin/users/${staff.user.id}/`, { is_active: false }, asStaff());
    expect(selfDisable.status).toBe(400);
    expect(selfDisable.body.error.details).toHaveProperty("is_active");
    const unknownField = await api.http.patch(`/api/admin/users/${shop.user.id}/`, { is_staff: true }, asStaff());
    expect(unknownField.body.error.details).toMatchObject({ is_staff: "Unknown field." });
    expect((await api.http.patch(`/api/admin/users/${shop.user.id}/`, {}, asStaff())).status).toBe(400);
    expect((await api.http.patch("/api/admin/users/not-a-uuid/", { account_type: "prod" }, asStaff())).status).toBe(404);
    expect((await api.database.db("staff_audit_log").count("* as count").first())?.count).toBe(before?.count);
  });
});

describe("providers", () => {
  it("shows health over the last hour and the circuit state", async () => {
    const reference = await insertPayment(api.database.db, shop.merchantId);
    const attempt = (index: number, overrides: Record<string, unknown> = {}) => ({
      reference,
      provider_code_name: "beta",
      operation: "initiate",
      outcome: index % 4 === 0 ? "rejected" : "accepted",
      latency_ms: index,
      ...overrides,
    });
    await api.database
      .db("provider_attempts")
      .insert([
        ...Array.from({ length: 100 }, (_, index) => attempt(index + 1)),
        attempt(5000, { operation: "query", outcome: "pending" }),
        attempt(9000, { created_at: api.database.db.raw("now() - interval '2 hours'") }),
      ]);
    await api.database
      .db("providers")
      .where({ code_name: "beta" })
      .update({ consecutive_failures: 3, demoted_until: api.database.db.raw("now() + interval '1 minute'") });

    const providers = await get("/api/admin/providers/");
    expect(providers.status).toBe(200);
    expect(providers.body.results.map((provider: { code_name: string }) => provider.code_name)).toEqual([
      "sandbox",
      "alpha",
      "beta",
    ]);
    const beta = providers.body.results[2];
    expect(beta).toMatchObject({
      protocol: "signed",
      enabled: true,
      managed_by: "file",
      circuit: { state: "open", consecutive_failures: 3 },
      // 100 initiations (1 in 4 rejected) plus one status query; latency over all 101 attempts.
      last_hour: { initiations: 100, successes: 75, latency_ms: { p50: 51, p95: 96, p99: 100 } },
    });
    expect(providers.body.results[0]).toMatchObject({
      code_name: "sandbox",
      builtin: true,
      circuit: { state: "closed" },
      last_hour: { initiations: 0, successes: 0, latency_ms: { p50: null, p95: null, p99: null } },
    });
  });

  it("lets staff reorder and disable providers, keeps their choice over the file's at restart, and audits it", async () => {
    const changed = await api.http.patch("/api/admin/providers/beta/", { priority: 0, enabled: false }, asStaff());
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ code_name: "beta", priority: 0, enabled: false, managed_by: "staff" });

    await syncProviders(api.database.db, api.deps.providers);
    const rows = await api.database.db("providers").whereIn("code_name", ["alpha", "beta"]).orderBy("code_name");
    expect(rows.map((row) => [row.code_name, row.priority, row.enabled])).toEqual([
      ["alpha", 1, true],
      ["beta", 0, false],
    ]);
    const log = await get("/api/admin/audit-log/?target_type=provider&target_id=beta");
    expect(log.body.results[0]).toMatchObject({
      action: "provider.update",
      before: { priority: 2, enabled: true },
      after: { priority: 0, enabled: false },
    });
  });

  it("refuses the sandbox provider, unknown providers and bad values", async () => {
    const sandbox = await api.http.patch("/api/admin/providers/sandbox/", { enabled: false }, asStaff());
    expect(sandbox.status).toBe(400);
    expect(sandbox.body.error.details).toHaveProperty("enabled");
    expect((await api.http.patch("/api/admin/providers/nope/", { enabled: false }, asStaff())).status).toBe(404);
    const bad = await api.http.patch("/api/admin/providers/alpha/", { priority: -1, enabled: "yes" }, asStaff());
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details).sort()).toEqual(["enabled", "priority"]);
  });
});

describe("inbound provider webhooks", () => {
  it("filters by processing outcome and shows one in full", async () => {
    const reference = await insertPayment(api.database.db, shop.merchantId);
    const [mismatch] = await api.database
      .db("raw_callbacks")
      .insert({
        provider_code_name: "beta",
        operation: "collection",
        event_id: `ev-mismatch-${reference}`,
        reference,
        raw_body: "{}",
        headers: {},
        payload: { amount: "1.00" },
        processing_status: "mismatch",
        processing_note: "amount 1.00 ≠ 10.00",
      })
      .returning("*");
    const list = await get("/api/admin/raw-callbacks/?processing_status=mismatch");
    expect(list.body.results.map((row: { id: string }) => row.id)).toEqual([mismatch.id]);
    expect(list.body.results[0]).not.toHaveProperty("signal_attempts");
    const one = await get(`/api/admin/raw-callbacks/${mismatch.id}/`);
    expect(one.body).toMatchObject({ id: mismatch.id, payload: { amount: "1.00" }, processing_note: "amount 1.00 ≠ 10.00" });
    expect((await get("/api/admin/raw-callbacks/?processing_status=lost")).status).toBe(400);
    expect((await get("/api/admin/raw-callbacks/not-an-id/")).status).toBe(404);
  });
});
