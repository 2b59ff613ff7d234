import { base32Decode, hotp, totpStep } from "../../lib/totp";
import type { HttpClient } from "./http";

/** The authenticator app's code `offset` steps from now. */
export const totpCode = (secret: string, offset = 0) => hotp(base32Decode(secret), totpStep(Date.now()) + offset);

const STEP_MS = 30_000;
const EDGE_MARGIN_MS = 5_000;

/**
 * The previous step's code, taken at least five seconds before the step ends: the server accepts one step
 * either side, so a code of step -1 read just before a step boundary would be two steps old on arrival.
 */
export async function previousStepCode(secret: string): Promise<string> {
  const leftInStep = STEP_MS - (Date.now() % STEP_MS);
  if (leftInStep < EDGE_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, leftInStep + 100));
  return totpCode(secret, -1);
}

/**
 * Turns two-factor sign-in on for a session through the API (confirmed with the previous step's code, so the
 * current one is still unused) and answers the secret and the ten recovery codes: tests that need many codes
 * in a row use the recovery codes, each once.
 */
export async function enrolTwoFactor(http: HttpClient, session: { token: string; password: string }) {
  const begun = await http.post("/api/auth/totp/", { password: session.password }, { token: session.token });
  if (begun.status !== 200) throw new Error(`totp enrolment failed: ${JSON.stringify(begun.body)}`);
  const secret = begun.body.secret as string;
  const confirmed = await http.post("/api/auth/totp/confirm/", { otp: await previousStepCode(secret) }, { token: session.token });
  if (confirmed.status !== 200) throw new Error(`totp confirmation failed: ${JSON.stringify(confirmed.body)}`);
  const recoveryCodes = [...(confirmed.body.recovery_codes as string[])];
  return {
    secret,
    /** A recovery code not used yet. */
    nextCode: () => {
      const code = recoveryCodes.shift();
      if (!code) throw new Error("no recovery code left");
      return code;
    },
  };
}
