import { GOOD_PASSWORD, registerVerifiedUser, uniqueEmail } from "../support/accounts";
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

const signup = (body: Record<string, unknown>) => api.http.post("/api/auth/signup/", body);

describe("sign-up validation", () => {
  it.each([
    ["email", { password: GOOD_PASSWORD, password2: GOOD_PASSWORD }],
    ["email", { email: "not-an-email", password: GOOD_PASSWORD, password2: GOOD_PASSWORD }],
    ["password2", { email: uniqueEmail(), password: GOOD_PASSWORD, password2: `${GOOD_PASSWORD}x` }],
    ["password", { email: uniqueEmail(), password: "short1", password2: "short1" }],
    ["password", { email: uniqueEmail(), password: "12345678901234", password2: "12345678901234" }],
    ["password", { email: uniqueEmail(), password: "password1234", password2: "password1234" }],
    ["password", { email: uniqueEmail(), password: "é".repeat(40), password2: "é".repeat(40) }],
    ["phone", { email: uniqueEmail(), password: GOOD_PASSWORD, password2: GOOD_PASSWORD, phone: "0812345678" }],
    ["is_staff", { email: uniqueEmail(), password: GOOD_PASSWORD, password2: GOOD_PASSWORD, is_staff: true }],
  ])("refuses a bad %s with 400 naming the field", async (field, body) => {
    const response = await signup(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_error");
    expect(response.body.error.details[field]).toEqual(expect.any(String));
  });

  it("refuses a password equal to the e-mail", async () => {
    const email = uniqueEmail("samepass");
    const response = await signup({ email, password: email, password2: email });
    expect(response.body.error.details.password).toMatch(/similar/);
  });

  it("refuses an e-mail already verified, whatever its case", async () => {
    const { email } = await registerVerifiedUser(api, sink, uniqueEmail("dup"));
    const again = await signup({ email: email.toUpperCase(), password: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body.error.details.email).toEqual(expect.any(String));
  });

  it("creates nothing on a refused sign-up", async () => {
    const email = uniqueEmail("nothing");
    await signup({ email, password: "short", password2: "short" });
    expect(await api.database.db("users").whereRaw("lower(email) = ?", [email]).first()).toBeUndefined();
  });
});

describe("sign-up and e-mail verification", () => {
  it("mails a 6-digit code, stores only its hash and bcrypt's hash of the password", async () => {
    const email = uniqueEmail("flow");
    const response = await signup({ email, password: GOOD_PASSWORD, password2: GOOD_PASSWORD, first_name: "Ada" });
    expect(response.status).toBe(201);
    expect(response.body.temp_key).toEqual(expect.any(String));
    const otp = await sink.otpFor(email);
    const user = await api.database.db("users").where({ email }).first();
    expect(user.password_hash).toBeNull();
    const [pending] = await api.database.db("signups").where({ user_id: user.id });
    expect(pending.password_hash).toMatch(/^\$2b\$/);
    expect(user.account_type).toBe("sandbox");
    expect(user.type).toBe("merchant");
    const codes = await api.database.db("one_time_codes").where({ user_id: user.id });
    expect(codes).toHaveLength(1);
    expect(codes[0].code_hash).not.toContain(otp);
  });

  it("refuses a token before verification, then verifies and answers the session token response", async () => {
    const email = uniqueEmail("verify");
    const { body } = await signup({ email, password: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    const early = await api.http.post("/api/auth/token/", { email, password: GOOD_PASSWORD });
    expect(early.status).toBe(403);
    const otp = await sink.otpFor(email);
    const verified = await api.http.post("/api/auth/verify-email/", { email, otp, temp_key: body.temp_key });
    expect(verified.status).toBe(200);
    expect(verified.body.access).toBe(verified.body.token);
    expect(verified.body.user).toEqual({
      id: expect.any(String),
      email,
      first_name: "",
      last_name: "",
      phone: null,
      type: "merchant",
      account_type: "sandbox",
      profile_completed: false,
      has_wallet: false,
      is_staff: false,
    });
    const me = await api.http.get("/api/auth/me/", { token: verified.body.token });
    expect(me.body.email).toBe(email);
  });

  it("uses a code once only", async () => {
    const email = uniqueEmail("once");
    await signup({ email, password: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    const otp = await sink.otpFor(email);
    expect((await api.http.post("/api/auth/verify-email/", { email, otp })).status).toBe(200);
    const again = await api.http.post("/api/auth/verify-email/", { email, otp });
    expect(again.status).toBe(400);
    expect(again.body.error.details.otp).toEqual(expect.any(String));
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail("expired");
    await signup({ email, password: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    const otp = await sink.otpFor(email);
    const user = await api.database.db("users").where({ email }).first();
    await api.database
      .db("one_time_codes")
      .where({ user_id: user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const response = await api.http.post("/api/auth/verify-email/", { email, otp });
    expect(response.status).toBe(400);
    expect(response.body.error.details.otp).toEqual(expect.any(String));
  });

  it("kills a code after five wrong tries", async () => {
    const email = uniqueEmail("lockout");
    await signup({ email, password: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    const otp = await sink.otpFor(email);
    const wrong = otp === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api.http.post("/api/auth/verify-email/", { email, otp: wrong })).status).toBe(400);
    }
    const right = await api.http.post("/api/auth/verify-email/", { email, otp });
    expect(right.status).not.toBe(200);
  });

  it("refuses a malformed code with 400 naming otp", async () => {
    const response = await api.http.post("/api/auth/verify-email/", { email: uniqueEmail(), otp: "12ab" });
    expect(response.status).toBe(400);
    expect(response.body.error.details.otp).toEqual(expect.any(String));
  });

  it("resends a new code only after the 60 s cooldown, invalidating the previous one", async () => {
    const email = uniqueEmail("resend");
    await signup({ email, password: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    const first = await sink.otpFor(email);
    const tooSoon = await api.http.post("/api/auth/resend-otp/", { email });
    expect(tooSoon.status).toBe(429);
    expect(sink.countTo(email)).toBe(1);
    // As if the minute had passed.
    await api.database.db("rate_limits").where("key", "like", "otp_resend:email:%").delete();
    expect((await api.http.post("/api/auth/resend-otp/", { email })).status).toBe(200);
    const second = await sink.otpFor(email, 1);
    if (second !== first) {
      expect((await api.http.post("/api/auth/verify-email/", { email, otp: first })).status).toBe(400);
    }
    expect((await api.http.post("/api/auth/verify-email/", { email, otp: second })).status).toBe(200);
  });

  it("answers resend for an unknown e-mail like any other, sending nothing", async () => {
    const email = uniqueEmail("ghost");
    const response = await api.http.post("/api/auth/resend-otp/", { email });
    expect(response.status).toBe(200);
    expect(sink.countTo(email)).toBe(0);
  });
});
