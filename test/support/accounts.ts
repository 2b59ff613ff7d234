import { randomBytes } from "node:crypto";
import type { SmtpSink } from "./smtp-sink";
import type { TestApi } from "./test-api";

export const GOOD_PASSWORD = "Kinshasa-river-2026";

export const uniqueEmail = (label = "user") => `${label}-${randomBytes(5).toString("hex")}@example.com`;

/** Signs up through the API, reads the OTP from the real mail, verifies, and returns the session token. */
export async function registerVerifiedUser(api: TestApi, sink: SmtpSink, email = uniqueEmail()) {
  const signup = await api.http.post("/api/auth/signup/", { email, password: GOOD_PASSWORD, password2: GOOD_PASSWORD });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const otp = await sink.otpFor(email);
  const verified = await api.http.post("/api/auth/verify-email/", { email, otp });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { email, token: verified.body.token as string, user: verified.body.user };
}

export const merchantProfile = (overrides: Record<string, unknown> = {}) => ({
  name: "Boutique Lumumba",
  email: "contact@boutique.example.com",
  phone: "+243812345678",
  country: "CD",
  ...overrides,
});
