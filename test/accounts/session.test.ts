import { GOOD_PASSWORD, registerVerifiedUser, uniqueEmail } from "../support/accounts";
import { createMerchant, createStaff } from "../support/fixtures";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await startTestApi({ SMTP_URL: sink.url, AUTH_MAX_FAILURES_PER_ACCOUNT: "3", AUTH_MAX_FAILURES_PER_IP: "1000" });
});
afterAll(async () => {
  await api.close();
  await sink.close();
});

describe("session tokens", () => {
  it("exchanges e-mail and password for a token whose digest alone is stored", async () => {
    const { email } = await registerVerifiedUser(api, sink);
    const response = await api.http.post("/api/auth/token/", { email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.access).toBe(response.body.token);
    const [tokenKey] = response.body.token.split(".");
    const row = await api.database.db("auth_tokens").where({ token_key: tokenKey }).first();
    expect(row.kind).toBe("session");
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(response.body.token.split(".")[1]);
    const lifetimeHours = (row.expires_at.getTime() - row.created_at.getTime()) / 3_600_000;
    expect(Math.round(lifetimeHours)).toBe(24);
  });

  it("refuses a wrong password and an unknown e-mail alike with 401", async () => {
    const { email } = await registerVerifiedUser(api, sink);
    const wrong = await api.http.post("/api/auth/token/", { email, password: "not the password at all" });
    const unknown = await api.http.post("/api/auth/token/", { email: uniqueEmail(), password: GOOD_PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toEqual(unknown.body.error);
  });

  it("locks an account out with 429 after repeated failures", async () => {
    const { email } = await registerVerifiedUser(api, sink);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await api.http.post("/api/auth/token/", { email, password: "wrong password here" })).status).toBe(401);
    }
    const locked = await api.http.post("/api/auth/token/", { email, password: GOOD_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe("request_error");
    expect(locked.headers.get("retry-after")).toBeTruthy();
  });

  it.each([
    ["no header", {}],
    ["a malformed header", { Authorization: "Token abc" }],
    ["an unknown token", { Authorization: "Bearer sk_0000000000000000.bogus" }],
  ])("answers %s with 401", async (_label, headers) => {
    const response = await api.http.get("/api/auth/me/", { headers });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("request_error");
  });

  it("refuses an expired token", async () => {
    const { token } = await registerVerifiedUser(api, sink);
    await api.database
      .db("auth_tokens")
      .where({ token_key: token.split(".")[0] })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await api.http.get("/api/auth/me/", { token })).status).toBe(401);
  });

  it("refuses a token whose secret part was altered", async () => {
    const { token } = await registerVerifiedUser(api, sink);
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await api.http.get("/api/auth/me/", { token: altered })).status).toBe(401);
  });

  it("logs out exactly the presented token", async () => {
    const { email, token: first } = await registerVerifiedUser(api, sink);
    const second = (await api.http.post("/api/auth/token/", { email, password: GOOD_PASSWORD })).body.token;
    expect((await api.http.post("/api/auth/logout/", undefined, { token: first })).status).toBe(204);
    expect((await api.http.get("/api/auth/me/", { token: first })).status).toBe(401);
    expect((await api.http.get("/api/auth/me/", { token: second })).status).toBe(200);
  });
});

describe("PATCH /api/auth/me/", () => {
  it("changes phone and names", async () => {
    const { token } = await registerVerifiedUser(api, sink);
    const response = await api.http.patch("/api/auth/me/", { phone: "+243991234567", first_name: "Patrice" }, { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ phone: "+243991234567", first_name: "Patrice" });
  });

  it.each(["email", "is_staff", "account_type", "type"])("refuses %s and applies nothing", async (field) => {
    const { token, user } = await registerVerifiedUser(api, sink);
    const value = field === "is_staff" ? true : field === "email" ? uniqueEmail() : "prod";
    const response = await api.http.patch("/api/auth/me/", { first_name: "Changed", [field]: value }, { token });
    expect(response.status).toBe(400);
    expect(response.body.error.details[field]).toEqual(expect.any(String));
    const row = await api.database.db("users").where({ id: user.id }).first();
    expect(row).toMatchObject({ email: user.email, is_staff: false, account_type: "sandbox", type: "merchant", first_name: "" });
  });

  it("refuses a phone that is not E.164", async () => {
    const { token } = await registerVerifiedUser(api, sink);
    const response = await api.http.patch("/api/auth/me/", { phone: "12" }, { token });
    expect(response.status).toBe(400);
    expect(response.body.error.details.phone).toEqual(expect.any(String));
  });
});

describe("API tokens", () => {
  it("needs a completed merchant profile", async () => {
    const { token } = await registerVerifiedUser(api, sink);
    const response = await api.http.post("/api/auth/login-tokens/", { password: GOOD_PASSWORD }, { token });
    expect(response.status).toBe(400);
    expect(response.body.error.details.merchant).toEqual(expect.any(String));
  });

  it("needs the caller's password", async () => {
    const merchant = await createMerchant(api.database.db);
    const response = await api.http.post(
      "/api/auth/login-tokens/",
      { password: "wrong password value" },
      { token: merchant.token },
    );
    // As everywhere a password is asked again (two-factor enrolment, money-out controls, approvals).
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("invalid_password");
  });

  it("is shown once, valid 90 days, listed without its secret, usable, and revoked by key", async () => {
    const merchant = await createMerchant(api.database.db);
    const created = await api.http.post("/api/auth/login-tokens/", { password: merchant.password }, { token: merchant.token });
    expect(created.status).toBe(201);
    const { token, token_key, expiry } = created.body;
    expect(token.startsWith(`${token_key}.`)).toBe(true);
    const days = (new Date(expiry).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    expect((await api.http.get("/api/auth/me/", { token })).status).toBe(200);

    const listing = await api.http.get("/api/auth/login-tokens/", { token: merchant.token });
    expect(listing.body.results).toEqual([
      {
        token_key,
        scopes: ["read", "collections", "payouts", "refunds", "conversions"],
        created_at: expect.any(String),
        expiry,
        last_used_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(listing.body)).not.toContain(token.split(".")[1]);

    expect((await api.http.delete(`/api/auth/login-tokens/${token_key}/`, { token: merchant.token })).status).toBe(204);
    expect((await api.http.get("/api/auth/me/", { token })).status).toBe(401);
    expect((await api.http.get("/api/auth/login-tokens/", { token: merchant.token })).body.results).toEqual([]);
  });

  it("answers 404 for another user's key and leaves it working", async () => {
    const owner = await createMerchant(api.database.db);
    const other = await createMerchant(api.database.db);
    const created = await api.http.post("/api/auth/login-tokens/", { password: owner.password }, { token: owner.token });
    const response = await api.http.delete(`/api/auth/login-tokens/${created.body.token_key}/`, { token: other.token });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("not_found");
    expect((await api.http.get("/api/auth/me/", { token: created.body.token })).status).toBe(200);
  });
});

describe("admin promotion", () => {
  it("lets staff promote an account to prod", async () => {
    const staff = await createStaff(api.database.db);
    const merchant = await createMerchant(api.database.db);
    const response = await api.http.patch(
      `/api/admin/users/${merchant.user.id}/`,
      { account_type: "prod" },
      { token: staff.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.account_type).toBe("prod");
  });

  it("refuses a merchant with 403 and changes nothing", async () => {
    const merchant = await createMerchant(api.database.db);
    const response = await api.http.patch(
      `/api/admin/users/${merchant.user.id}/`,
      { account_type: "prod" },
      { token: merchant.token },
    );
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("request_error");
    expect((await api.database.db("users").where({ id: merchant.user.id }).first()).account_type).toBe("sandbox");
  });

  it("answers 404 for an unknown user and 400 for a bad account_type", async () => {
    const staff = await createStaff(api.database.db);
    const unknown = await api.http.patch(
      "/api/admin/users/00000000-0000-4000-8000-000000000000/",
      { account_type: "prod" },
      { token: staff.token },
    );
    expect(unknown.status).toBe(404);
    const merchant = await createMerchant(api.database.db);
    const bad = await api.http.patch(`/api/admin/users/${merchant.user.id}/`, { account_type: "gold" }, { token: staff.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.account_type).toEqual(expect.any(String));
  });
});
