import { GOOD_PASSWORD, merchantProfile, registerVerifiedUser, uniqueEmail } from "../support/accounts";
import { createStaff } from "../support/fixtures";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await startTestApi({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await api.close();
  await sink.close();
});

const NEW_PASSWORD = "Lubumbashi-copper-99";

describe("password reset", () => {
  it("answers 200 the same way for known and unknown e-mails", async () => {
    const { email } = await registerVerifiedUser(api, sink);
    const known = await api.http.post("/api/auth/password-reset/", { email });
    const unknown = await api.http.post("/api/auth/password-reset/", { email: uniqueEmail("nobody") });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
  });

  it("sets the new password with the mailed code and revokes every token", async () => {
    const { email, token } = await registerVerifiedUser(api, sink);
    const before = sink.countTo(email);
    await api.http.post("/api/auth/password-reset/", { email });
    const otp = await sink.otpFor(email, before);
    const confirm = await api.http.post("/api/auth/password-reset/confirm/", {
      email,
      otp,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(confirm.status).toBe(200);
    expect((await api.http.get("/api/auth/me/", { token })).status).toBe(401);
    expect((await api.http.post("/api/auth/token/", { email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await api.http.post("/api/auth/token/", { email, password: NEW_PASSWORD })).status).toBe(200);
    const reuse = await api.http.post("/api/auth/password-reset/confirm/", {
      email,
      otp,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(reuse.status).toBe(400);
  });

  it("refuses a wrong code, a weak password and mismatched passwords, changing nothing", async () => {
    const { email } = await registerVerifiedUser(api, sink);
    const before = sink.countTo(email);
    await api.http.post("/api/auth/password-reset/", { email });
    const otp = await sink.otpFor(email, before);
    const wrongCode = otp === "000000" ? "111111" : "000000";
    const cases = [
      [{ otp: wrongCode, password: NEW_PASSWORD, password2: NEW_PASSWORD }, "otp"],
      [{ otp, password: "1234567890", password2: "1234567890" }, "password"],
      [{ otp, password: NEW_PASSWORD, password2: "something else 123" }, "password2"],
    ] as const;
    for (const [body, field] of cases) {
      const response = await api.http.post("/api/auth/password-reset/confirm/", { email, ...body });
      expect(response.status).toBe(400);
      expect(response.body.error.details[field]).toEqual(expect.any(String));
    }
    expect((await api.http.post("/api/auth/token/", { email, password: GOOD_PASSWORD })).status).toBe(200);
  });
});

describe("merchant profile", () => {
  it("provisions the profile, wallets, service accounts and a signing secret in one go", async () => {
    const { token, user } = await registerVerifiedUser(api, sink);
    const response = await api.http.post("/api/organization/merchant/", merchantProfile(), { token });
    expect(response.status).toBe(201);
    expect(response.body.callback_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const merchant = await api.database.db("merchants").where({ user_id: user.id }).first();
    expect(merchant).toMatchObject({ name: "Boutique Lumumba", country: "CD" });
    expect(await api.database.db("wallets").where({ merchant_id: merchant.id }).pluck("currency")).toEqual(
      expect.arrayContaining(["CDF", "USD"]),
    );
    expect(await api.database.db("service_accounts").where({ merchant_id: merchant.id }).count({ n: "*" })).toEqual([{ n: "4" }]);
    const me = await api.http.get("/api/auth/me/", { token });
    expect(me.body).toMatchObject({ profile_completed: true, has_wallet: true });
    const profile = await api.http.get("/api/organization/merchant/", { token });
    expect(profile.status).toBe(200);
    expect(profile.body).not.toHaveProperty("callback_secret");
  });

  it("refuses a second submission with 400 naming merchant", async () => {
    const { token } = await registerVerifiedUser(api, sink);
    await api.http.post("/api/organization/merchant/", merchantProfile(), { token });
    const again = await api.http.post("/api/organization/merchant/", merchantProfile(), { token });
    expect(again.status).toBe(400);
    expect(again.body.error.details.merchant).toEqual(expect.any(String));
  });

  it("creates one profile when submitted twice at once", async () => {
    const { token, user } = await registerVerifiedUser(api, sink);
    const answers = await Promise.all(
      [0, 1, 2].map(() => api.http.post("/api/organization/merchant/", merchantProfile(), { token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    expect(await api.database.db("merchants").where({ user_id: user.id }).count({ n: "*" })).toEqual([{ n: "1" }]);
  });

  it.each([
    ["country", { country: "XX" }],
    ["country", { country: "Congo" }],
    ["phone", { phone: "081234" }],
    ["email", { email: "nope" }],
    ["name", { name: "" }],
  ])("refuses a bad %s with 400 and creates nothing", async (field, override) => {
    const { token, user } = await registerVerifiedUser(api, sink);
    const response = await api.http.post("/api/organization/merchant/", merchantProfile(override), { token });
    expect(response.status).toBe(400);
    expect(response.body.error.details[field]).toEqual(expect.any(String));
    expect(await api.database.db("merchants").where({ user_id: user.id }).first()).toBeUndefined();
  });

  it("answers 404 before submission and 403 to staff", async () => {
    const { token } = await registerVerifiedUser(api, sink);
    expect((await api.http.get("/api/organization/merchant/", { token })).status).toBe(404);
    const staff = await createStaff(api.database.db);
    expect((await api.http.post("/api/organization/merchant/", merchantProfile(), { token: staff.token })).status).toBe(403);
  });
});

describe("reference data", () => {
  it("lists currencies and services to an authenticated caller only", async () => {
    const { token } = await registerVerifiedUser(api, sink);
    const currencies = await api.http.get("/api/organization/currency/", { token });
    expect(currencies.body.results).toEqual([
      { code: "CDF", name: "Congolese franc", decimals: 2 },
      { code: "USD", name: "US dollar", decimals: 2 },
    ]);
    const services = await api.http.get("/api/organization/service/", { token });
    expect(services.body.results.map((service: { symbol: string }) => service.symbol)).toEqual([
      "AFRICELL",
      "AIRTEL",
      "MPESA",
      "ORANGE",
    ]);
    expect((await api.http.get("/api/organization/currency/")).status).toBe(401);
  });
});
