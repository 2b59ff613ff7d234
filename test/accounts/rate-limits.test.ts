import { GOOD_PASSWORD, registerVerifiedUser, uniqueEmail } from "../support/accounts";
import type { HttpResponse } from "../support/http";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

const NEW_PASSWORD = "Lubumbashi-copper-2026";

// Two instances with their own databases: one limits per account, the other per client address.
let perAccount: TestApi;
let perAddress: TestApi;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  [perAccount, perAddress] = await Promise.all([
    startTestApi({ SMTP_URL: sink.url, AUTH_MAX_FAILURES_PER_ACCOUNT: "2", AUTH_MAX_FAILURES_PER_IP: "1000" }),
    startTestApi({ SMTP_URL: sink.url, AUTH_MAX_FAILURES_PER_ACCOUNT: "1000", AUTH_MAX_FAILURES_PER_IP: "3" }),
  ]);
});
afterAll(async () => {
  await Promise.all([perAccount.close(), perAddress.close()]);
  await sink.close();
});

const otherCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

function expectRateLimited(response: HttpResponse) {
  expect(response.status).toBe(429);
  expect(response.body.error.code).toBe("request_error");
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("brute-force limits per account", () => {
  it("refuses e-mail verification with 429 after repeated wrong codes, even with the right code", async () => {
    const email = uniqueEmail("verify-limit");
    await perAccount.http.post("/api/auth/signup/", { email, password: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    const otp = await sink.otpFor(email);
    for (let attempt = 0; attempt < 2; attempt++) {
      const wrong = await perAccount.http.post("/api/auth/verify-email/", { email, otp: otherCode(otp) });
      expect(wrong.status).toBe(400);
    }
    expectRateLimited(await perAccount.http.post("/api/auth/verify-email/", { email, otp }));
    const user = await perAccount.database.db("users").whereRaw("lower(email) = lower(?)", [email]).first();
    expect(user.email_verified_at).toBeNull();
  });

  it("refuses password-reset confirmation with 429 after repeated wrong codes and keeps the password", async () => {
    const { email } = await registerVerifiedUser(perAccount, sink);
    const before = sink.countTo(email);
    await perAccount.http.post("/api/auth/password-reset/", { email });
    const otp = await sink.otpFor(email, before);
    const confirm = (code: string) =>
      perAccount.http.post("/api/auth/password-reset/confirm/", {
        email,
        otp: code,
        password: NEW_PASSWORD,
        password2: NEW_PASSWORD,
      });
    for (let attempt = 0; attempt < 2; attempt++) expect((await confirm(otherCode(otp))).status).toBe(400);
    expectRateLimited(await confirm(otp));
    expect((await perAccount.http.post("/api/auth/token/", { email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it("limits password-reset requests for known and unknown e-mails alike", async () => {
    const { email } = await registerVerifiedUser(perAccount, sink);
    const unknown = uniqueEmail("nobody");
    for (const address of [email, unknown]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        expect((await perAccount.http.post("/api/auth/password-reset/", { email: address })).status).toBe(200);
      }
    }
    const known = await perAccount.http.post("/api/auth/password-reset/", { email });
    const missing = await perAccount.http.post("/api/auth/password-reset/", { email: unknown });
    expectRateLimited(known);
    expectRateLimited(missing);
    expect(known.body).toEqual(missing.body);
  });
});

describe("brute-force limits per client address", () => {
  it("refuses sign-in from an address with 429 after failures spread over several accounts", async () => {
    const { email } = await registerVerifiedUser(perAddress, sink);
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await perAddress.http.post("/api/auth/token/", { email: uniqueEmail(), password: GOOD_PASSWORD });
      expect(wrong.status).toBe(401);
    }
    expectRateLimited(await perAddress.http.post("/api/auth/token/", { email, password: GOOD_PASSWORD }));
  });
});
