import {
  API_TOKENS_PER_ACCOUNT_PER_HOUR,
  NOTIFICATION_RESENDS_PER_TRANSACTION_PER_HOUR,
  SIGNUPS_PER_EMAIL_PER_HOUR,
} from "../../api/limits";
import { GOOD_PASSWORD, uniqueEmail } from "../support/accounts";
import { createMerchant, insertPayment } from "../support/fixtures";
import type { HttpResponse } from "../support/http";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

// Issue 8, items 3 and 4: costly endpoints are limited per account and per address (429 +
// Retry-After), lists are paginated, and resend-otp within the cooldown says so.
let api: TestApi;
let perAddress: TestApi;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  [api, perAddress] = await Promise.all([
    startTestApi({ SMTP_URL: sink.url, COSTLY_REQUESTS_PER_ADDRESS_PER_HOUR: "100000", WEBHOOK_FAILURES_AUDITED_PER_HOUR: "3" }),
    startTestApi({ SMTP_URL: sink.url, COSTLY_REQUESTS_PER_ADDRESS_PER_HOUR: "4" }),
  ]);
});
afterAll(async () => {
  await Promise.all([api.close(), perAddress.close()]);
  await sink.close();
});

function expectRateLimited(response: HttpResponse) {
  expect(response.status).toBe(429);
  expect(response.body.error.code).toBe("request_error");
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

const signupBody = (email: string) => ({ email, password: GOOD_PASSWORD, password2: GOOD_PASSWORD });

describe("sign-up", () => {
  it(`accepts ${SIGNUPS_PER_EMAIL_PER_HOUR} sign-ups an hour for one e-mail address, then 429 and no mail`, async () => {
    const email = uniqueEmail("signups");
    for (let attempt = 0; attempt < SIGNUPS_PER_EMAIL_PER_HOUR; attempt++) {
      expect((await api.http.post("/api/auth/signup/", signupBody(email))).status).toBe(201);
    }
    expectRateLimited(await api.http.post("/api/auth/signup/", signupBody(email)));
    expect(sink.countTo(email)).toBe(SIGNUPS_PER_EMAIL_PER_HOUR);
  });

  it("limits sign-ups from one client address, whatever the e-mails", async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await perAddress.http.post("/api/auth/signup/", signupBody(uniqueEmail("many")))).status).toBe(201);
    }
    expectRateLimited(await perAddress.http.post("/api/auth/signup/", signupBody(uniqueEmail("many"))));
  });
});

describe("resend-otp within the cooldown", () => {
  it("answers 429 with Retry-After for a known and an unknown address alike, and sends nothing", async () => {
    const known = uniqueEmail("known");
    await api.http.post("/api/auth/signup/", signupBody(known));
    const unknown = uniqueEmail("unknown");
    expect((await api.http.post("/api/auth/resend-otp/", { email: unknown })).status).toBe(200);

    const knownAgain = await api.http.post("/api/auth/resend-otp/", { email: known });
    const unknownAgain = await api.http.post("/api/auth/resend-otp/", { email: unknown });
    expectRateLimited(knownAgain);
    expectRateLimited(unknownAgain);
    expect(knownAgain.body).toEqual(unknownAgain.body);
    expect(sink.countTo(known)).toBe(1);
    expect(sink.countTo(unknown)).toBe(0);
  });

  it("sends a new code once the cooldown is over", async () => {
    const email = uniqueEmail("later");
    await api.http.post("/api/auth/signup/", signupBody(email));
    await api.database.db("rate_limits").where("key", "like", "otp_resend:email:%").delete();
    expect((await api.http.post("/api/auth/resend-otp/", { email })).status).toBe(200);
    expect(sink.countTo(email)).toBe(2);
  });
});

describe("API tokens", () => {
  it(`creates ${API_TOKENS_PER_ACCOUNT_PER_HOUR} an hour per account, then 429`, async () => {
    const merchant = await createMerchant(api.database.db);
    const create = () => api.http.post("/api/auth/login-tokens/", { password: merchant.password }, { token: merchant.token });
    for (let attempt = 0; attempt < API_TOKENS_PER_ACCOUNT_PER_HOUR; attempt++) expect((await create()).status).toBe(201);
    expectRateLimited(await create());
    expect(await api.database.db("auth_tokens").where({ user_id: merchant.user.id, kind: "api" })).toHaveLength(
      API_TOKENS_PER_ACCOUNT_PER_HOUR,
    );
  });

  it("lists them a page at a time, newest first, with a cursor to the next page", async () => {
    const merchant = await createMerchant(api.database.db);
    const created: string[] = [];
    for (let index = 0; index < 5; index++) {
      const response = await api.http.post("/api/auth/login-tokens/", { password: merchant.password }, { token: merchant.token });
      created.unshift(response.body.token_key);
    }
    const seen: string[] = [];
    let path = "/api/auth/login-tokens/?limit=2";
    for (;;) {
      const page = await api.http.get(path, { token: merchant.token });
      expect(page.status).toBe(200);
      expect(page.body.results.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.results.map((token: { token_key: string }) => token.token_key));
      if (!page.body.next) break;
      path = `/api/auth/login-tokens/?limit=2&cursor=${page.body.next}`;
    }
    expect(seen).toEqual(created);
    const bad = await api.http.get("/api/auth/login-tokens/?cursor=2020%20(x)%7CTX1", { token: merchant.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.cursor).toEqual(expect.any(String));
  });
});

describe("merchant notification resends", () => {
  it(`accepts ${NOTIFICATION_RESENDS_PER_TRANSACTION_PER_HOUR} resends of one transaction an hour, then 429`, async () => {
    const merchant = await createMerchant(api.database.db);
    const reference = await insertPayment(api.database.db, merchant.merchantId, { transaction_status: "Success" });
    const resend = () =>
      api.http.post(`/api/payments/transaction/${reference}/resend-callback/`, undefined, { token: merchant.token });
    for (let attempt = 0; attempt < NOTIFICATION_RESENDS_PER_TRANSACTION_PER_HOUR; attempt++) {
      expect((await resend()).status).toBe(202);
    }
    expectRateLimited(await resend());
  });

  it("lists delivery attempts a page at a time", async () => {
    const merchant = await createMerchant(api.database.db);
    const reference = await insertPayment(api.database.db, merchant.merchantId, { transaction_status: "Success" });
    await api.database.db("callback_deliveries").insert(
      [1, 2, 3].map((attempt) => ({
        reference,
        webhook_id: `msg_${reference}`,
        trigger: "final_state",
        attempt,
        status_code: 500,
        latency_ms: 5,
      })),
    );
    const path = `/api/payments/transaction/${reference}/callbacks/`;
    const first = await api.http.get(`${path}?limit=2`, { token: merchant.token });
    expect(first.body.results.map((delivery: { attempt: number }) => delivery.attempt)).toEqual([3, 2]);
    const second = await api.http.get(`${path}?limit=2&cursor=${first.body.next}`, { token: merchant.token });
    expect(second.body.results.map((delivery: { attempt: number }) => delivery.attempt)).toEqual([1]);
    expect(second.body.next).toBeNull();
    const bad = await api.http.get(`${path}?cursor=abc`, { token: merchant.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.cursor).toEqual(expect.any(String));
  });
});

describe("failed webhook verifications", () => {
  it("are answered 401 every time but stored only up to the hourly audit cap", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api.http.request("POST", "/api/callbacks/sandbox/", { rawBody: `{"forged":${attempt}}` });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe("webhook_verification_failed");
    }
    expect(await api.database.db("webhook_verification_failures").where({ provider_code_name: "sandbox" })).toHaveLength(3);
  });
});
