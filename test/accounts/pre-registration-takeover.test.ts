import { uniqueEmail } from "../support/accounts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

// Issue 8, item 1: whatever the interleaving of sign-ups and resends by an attacker and the owner,
// once the owner has signed up and verified with a code from the mailbox, no password but the
// owner's works.
const ATTACKER_PASSWORD = "Attacker-chosen-2026";
const OWNER_PASSWORD = "Owner-own-secret-2026";

type Step = "attacker signs up" | "owner signs up" | "attacker resends" | "owner resends";
const STEPS: Step[] = ["attacker signs up", "owner signs up", "attacker resends", "owner resends"];

/** Every ordering of every subset of the steps that includes the owner's sign-up. */
function interleavings(): Step[][] {
  const result: Step[][] = [];
  const extend = (prefix: Step[], remaining: Step[]) => {
    if (prefix.includes("owner signs up")) result.push(prefix);
    for (const [index, step] of remaining.entries()) {
      extend(
        [...prefix, step],
        remaining.filter((_, other) => other !== index),
      );
    }
  };
  extend([], STEPS);
  return result;
}

let api: TestApi;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await startTestApi({
    SMTP_URL: sink.url,
    COSTLY_REQUESTS_PER_ADDRESS_PER_HOUR: "100000",
    AUTH_MAX_FAILURES_PER_IP: "100000",
  });
});
afterAll(async () => {
  await api.close();
  await sink.close();
});

async function play(steps: Step[], email: string) {
  let ownerTempKey: string | undefined;
  for (const step of steps) {
    const password = step.startsWith("attacker") ? ATTACKER_PASSWORD : OWNER_PASSWORD;
    if (step.endsWith("signs up")) {
      const response = await api.http.post("/api/auth/signup/", { email, password, password2: password });
      expect(response.status).toBe(201);
      if (step === "owner signs up") ownerTempKey = response.body.temp_key;
    } else {
      // As if the minute of cooldown had passed, so that every resend mails a code.
      await api.database.db("rate_limits").where("key", "like", "otp_resend:email:%").delete();
      expect((await api.http.post("/api/auth/resend-otp/", { email })).status).toBe(200);
    }
  }
  return ownerTempKey!;
}

const signIn = (email: string, password: string) => api.http.post("/api/auth/token/", { email, password });

describe.each([
  ["with the code only (the interface's verify-email)", false],
  ["with the code and the owner's temp_key", true],
])("the owner verifies %s", (_label, withTempKey) => {
  it.each(interleavings().map((steps) => [steps.join(", then "), steps]))("%s", async (_name, steps) => {
    const email = uniqueEmail("owner");
    const tempKey = await play(steps as Step[], email);
    const otp = await sink.otpFor(email);
    const verified = await api.http.post("/api/auth/verify-email/", {
      email,
      otp,
      ...(withTempKey ? { temp_key: tempKey } : {}),
    });
    expect(verified.status).toBe(200);

    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    const attackerAgain = await api.http.post("/api/auth/signup/", {
      email,
      password: ATTACKER_PASSWORD,
      password2: ATTACKER_PASSWORD,
    });
    expect(attackerAgain.status).toBe(400);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);

    // The newest code is bound to the last sign-up (resends mail for the latest one).
    const signups = (steps as Step[]).filter((step) => step.endsWith("signs up"));
    const ownerKeepsPassword = signups.length === 1 || (withTempKey && signups.at(-1) === "owner signs up");
    const owner = await signIn(email, OWNER_PASSWORD);
    if (ownerKeepsPassword) {
      expect(owner.status).toBe(200);
    } else {
      expect(owner.status).toBe(401);
      expect((await sink.nextMailTo(email)).text).toMatch(/password reset/);
    }
  });
});

describe("an account activated without a password", () => {
  it("gets its password through password reset, and only that one works", async () => {
    const email = uniqueEmail("passwordless");
    await play(["attacker signs up", "owner signs up"], email);
    const verified = await api.http.post("/api/auth/verify-email/", { email, otp: await sink.otpFor(email) });
    expect(verified.status).toBe(200);
    const before = sink.countTo(email);
    await api.http.post("/api/auth/password-reset/", { email });
    const otp = await sink.otpFor(email, before);
    const chosen = "Owner-chosen-later-2026";
    const confirm = await api.http.post("/api/auth/password-reset/confirm/", { email, otp, password: chosen, password2: chosen });
    expect(confirm.status).toBe(200);
    expect((await signIn(email, chosen)).status).toBe(200);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(401);
  });

  it("keeps no pending sign-up once the address is verified", async () => {
    const email = uniqueEmail("cleared");
    await play(["attacker signs up", "owner signs up"], email);
    await api.http.post("/api/auth/verify-email/", { email, otp: await sink.otpFor(email) });
    const user = await api.database.db("users").whereRaw("lower(email) = ?", [email]).first();
    expect(await api.database.db("signups").where({ user_id: user.id })).toEqual([]);
    expect(user.password_hash).toBeNull();
  });
});
