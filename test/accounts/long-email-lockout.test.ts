import bcrypt from "bcrypt";
import { issueOtp } from "../../domain/accounts/otp";
import { recordSignup } from "../../domain/accounts/signups";
import { GOOD_PASSWORD, registerVerifiedUser } from "../support/accounts";
import { createMerchant } from "../support/fixtures";
import { testSecretBox } from "../support/secrets";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

// Issue 8, item 2: the limiter key overflowed for e-mails near 254 characters, every wrong password
// answered 500 uncounted, and the account was never locked. (Accounts are made directly: SMTP itself
// refuses a 254-character recipient, see RFC 5321's path limit.)
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

/** A valid address of exactly 254 characters, unique per call. */
function longEmail(): string {
  const local = `long${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.padEnd(64, "x");
  const domain = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(254 - 64 - 1 - 63 - 1 - 63 - 1 - 4)}.com`;
  const email = `${local}@${domain}`;
  expect(email).toHaveLength(254);
  return email;
}

const WRONG = "not the password at all";

describe("lockout with a 254-character e-mail", () => {
  it("counts every wrong password and locks the account, the right password included", async () => {
    const { user, password } = await createMerchant(api.database.db, { email: longEmail() });
    const email = user.email;
    expect((await api.http.post("/api/auth/token/", { email, password })).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await api.http.post("/api/auth/token/", { email, password: WRONG })).status).toBe(401);
    }
    const locked = await api.http.post("/api/auth/token/", { email, password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts wrong codes at verify-email and password-reset confirm", async () => {
    const email = longEmail();
    const db = api.database.db;
    const { user, signupId } = await recordSignup(db, { email, passwordHash: await bcrypt.hash(GOOD_PASSWORD, 4) });
    const otp = await issueOtp(db, testSecretBox(), user.id, "verify_email", signupId);
    const wrong = otp === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await api.http.post("/api/auth/verify-email/", { email, otp: wrong })).status).toBe(400);
    }
    expect((await api.http.post("/api/auth/verify-email/", { email, otp })).status).toBe(429);

    const { user: verified } = await createMerchant(db, { email: longEmail() });
    await issueOtp(db, testSecretBox(), verified.id, "password_reset");
    const confirm = (code: string) =>
      api.http.post("/api/auth/password-reset/confirm/", {
        email: verified.email,
        otp: code,
        password: GOOD_PASSWORD,
        password2: GOOD_PASSWORD,
      });
    for (let attempt = 0; attempt < 3; attempt++) expect((await confirm(wrong)).status).toBe(400);
    expect((await confirm(wrong)).status).toBe(429);
  });

  it("stores limit keys of a fixed length whatever the identity", async () => {
    await api.http.post("/api/auth/token/", { email: longEmail(), password: WRONG });
    const keys: string[] = await api.database.db("rate_limits").pluck("key");
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^[a-z_]+:[a-z]+:[0-9a-f]{64}$/);
  });
});

describe("a limiter that cannot count", () => {
  it("refuses the attempt (fail closed) instead of checking it uncounted", async () => {
    const { email } = await registerVerifiedUser(api, sink);
    await api.database.db.raw("ALTER TABLE rate_limits RENAME TO rate_limits_unavailable");
    try {
      const right = await api.http.post("/api/auth/token/", { email, password: GOOD_PASSWORD });
      const wrong = await api.http.post("/api/auth/token/", { email, password: WRONG });
      for (const response of [right, wrong]) {
        expect(response.status).toBe(503);
        expect(response.body.error.code).toBe("service_unavailable");
      }
    } finally {
      await api.database.db.raw("ALTER TABLE rate_limits_unavailable RENAME TO rate_limits");
    }
    expect((await api.http.post("/api/auth/token/", { email, password: GOOD_PASSWORD })).status).toBe(200);
  });
});
