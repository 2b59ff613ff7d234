import { base32Decode, hotp } from "../../lib/totp";
import { createMerchant, createStaff } from "../support/fixtures";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";
import { previousStepCode, totpCode } from "../support/two-factor";

/** Two-factor sign-in (TOTP, RFC 6238) for merchants and staff, through the API. */
let api: TestApi;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await startTestApi({
    SMTP_URL: sink.url,
    STAFF_REQUIRE_TOTP: "true",
    AUTH_MAX_FAILURES_PER_ACCOUNT: "6",
    AUTH_MAX_FAILURES_PER_IP: "1000",
  });
});
afterAll(async () => {
  await api.close();
  await sink.close();
});

async function enrolled(merchant: { token: string; password: string }) {
  const begun = await api.http.post("/api/auth/totp/", { password: merchant.password }, { token: merchant.token });
  expect(begun.status).toBe(200);
  const confirmed = await api.http.post(
    "/api/auth/totp/confirm/",
    { otp: await previousStepCode(begun.body.secret) },
    { token: merchant.token },
  );
  expect(confirmed.status).toBe(200);
  return { secret: begun.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

const signIn = (email: string, password: string, otp?: string) =>
  api.http.post("/api/auth/token/", { email, password, ...(otp === undefined ? {} : { otp }) });

const codeOf = (response: { status: number; body: { error?: { code: string } } }) => [response.status, response.body.error?.code];

describe("enrolment", () => {
  it("needs the password, answers a base32 secret and its otpauth URL, and turns on only with a right code", async () => {
    const merchant = await createMerchant(api.database.db);
    expect(codeOf(await api.http.post("/api/auth/totp/", {}, { token: merchant.token }))).toEqual([401, "invalid_password"]);
    expect(codeOf(await api.http.post("/api/auth/totp/", { password: "wrong" }, { token: merchant.token }))).toEqual([
      401,
      "invalid_password",
    ]);
    const begun = await api.http.post("/api/auth/totp/", { password: merchant.password }, { token: merchant.token });
    expect(begun.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begun.body.otpauth_url).toBe(
      `otpauth://totp/Payments:${encodeURIComponent(merchant.user.email)}?secret=${begun.body.secret}&issuer=Payments&algorithm=SHA1&digits=6&period=30`,
    );
    const stored = await api.database.db("totp_credentials").where({ user_id: merchant.user.id }).first();
    expect(stored.secret).toMatch(/^sb1\./);
    expect(stored.secret).not.toContain(begun.body.secret);

    expect((await api.http.get("/api/auth/me/", { token: merchant.token })).body.totp_enabled).toBe(false);
    expect(codeOf(await api.http.post("/api/auth/totp/confirm/", {}, { token: merchant.token }))).toEqual([401, "otp_required"]);
    const wrong = String((Number(totpCode(begun.body.secret)) + 1) % 1_000_000).padStart(6, "0");
    expect(codeOf(await api.http.post("/api/auth/totp/confirm/", { otp: wrong }, { token: merchant.token }))).toEqual([
      401,
      "invalid_otp",
    ]);
    // An old step is no good either.
    expect(
      codeOf(await api.http.post("/api/auth/totp/confirm/", { otp: totpCode(begun.body.secret, -3) }, { token: merchant.token })),
    ).toEqual([401, "invalid_otp"]);
    expect((await api.http.get("/api/auth/me/", { token: merchant.token })).body.totp_enabled).toBe(false);

    const confirmed = await api.http.post(
      "/api/auth/totp/confirm/",
      { otp: totpCode(begun.body.secret) },
      { token: merchant.token },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    const hashes = await api.database.db("totp_recovery_codes").where({ user_id: merchant.user.id }).pluck("code_hash");
    expect(hashes).toHaveLength(10);
    for (const code of confirmed.body.recovery_codes) expect(hashes.join(" ")).not.toContain(code);
    expect((await api.http.get("/api/auth/me/", { token: merchant.token })).body.totp_enabled).toBe(true);
    expect((await sink.nextMailTo(merchant.user.email)).subject).toBe("Two-factor sign-in is on");

    const again = await api.http.post("/api/auth/totp/", { password: merchant.password }, { token: merchant.token });
    expect(codeOf(again)).toEqual([400, "validation_error"]);
  });

  it("takes a session token only", async () => {
    const merchant = await createMerchant(api.database.db);
    const apiToken = (await api.http.post("/api/auth/login-tokens/", { password: merchant.password }, { token: merchant.token }))
      .body.token;
    const refused = await api.http.post("/api/auth/totp/", { password: merchant.password }, { token: apiToken });
    expect([refused.status, refused.body.error.code, refused.body.error.details.scope]).toEqual([
      403,
      "insufficient_scope",
      "session",
    ]);
  });
});

describe("signing in with two factors", () => {
  it("asks for the code once the password is right, accepts each code once, and a recovery code once", async () => {
    const merchant = await createMerchant(api.database.db);
    const { secret, recoveryCodes } = await enrolled(merchant);
    const email = merchant.user.email;

    expect(codeOf(await signIn(email, "wrong password"))).toEqual([401, "invalid_password"]);
    expect(codeOf(await signIn(email, merchant.password))).toEqual([401, "otp_required"]);
    // The confirmation's step is spent: its code, and older ones, are refused.
    const { last_step } = await api.database.db("totp_credentials").where({ user_id: merchant.user.id }).first();
    expect(codeOf(await signIn(email, merchant.password, hotp(base32Decode(secret), Number(last_step))))).toEqual([
      401,
      "invalid_otp",
    ]);
    const current = totpCode(secret);
    const signedIn = await signIn(email, merchant.password, current);
    expect(signedIn.status).toBe(200);
    expect(codeOf(await signIn(email, merchant.password, current))).toEqual([401, "invalid_otp"]);

    const recovery = recoveryCodes[3]!;
    expect((await signIn(email, merchant.password, recovery.toUpperCase())).status).toBe(200);
    expect(codeOf(await signIn(email, merchant.password, recovery))).toEqual([401, "invalid_otp"]);
    expect((await signIn(email, merchant.password, recoveryCodes[4])).status).toBe(200);
  });

  it("counts wrong codes like wrong passwords: the account locks", async () => {
    const merchant = await createMerchant(api.database.db);
    const { secret } = await enrolled(merchant);
    for (let attempt = 0; attempt < 6; attempt++) {
      expect(codeOf(await signIn(merchant.user.email, merchant.password, "000000"))).toEqual([401, "invalid_otp"]);
    }
    expect((await signIn(merchant.user.email, merchant.password, totpCode(secret, 1))).status).toBe(429);
  });
});

describe("staff with STAFF_REQUIRE_TOTP", () => {
  it("are kept out of the staff routes, with a clear code, until they enrol, which they can", async () => {
    const staff = await createStaff(api.database.db);
    const before = await api.http.get("/api/admin/transactions/", { token: staff.token });
    expect(codeOf(before)).toEqual([403, "two_factor_enrolment_required"]);
    expect(before.body.error.message).toMatch(/POST \/api\/auth\/totp\//);
    await enrolled({ token: staff.token, password: "staff password 123" });
    expect((await api.http.get("/api/admin/transactions/", { token: staff.token })).status).toBe(200);
  });
});
