import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtinSecretContext, merchantSigningKeyContext, sealSecretsAtRest } from "../../db/secrets-at-rest";
import { loadConfig } from "../../lib/config";
import { masterKey, SecretBox } from "../../lib/secret-box";
import { sha256Hex } from "../../lib/secrets";
import { newSecretsKey, SECRETS_KEY_FILE, secretBoxFor } from "../../lib/secrets-key";
import { GOOD_PASSWORD, merchantProfile, registerVerifiedUser, uniqueEmail } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { createMerchant } from "../support/fixtures";
import { testSecretBox } from "../support/secrets";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

// Issue 8, defence in depth: merchant notification signing keys and the sandbox provider's secrets
// are sealed with SECRETS_KEY (envelope encryption, AES-256-GCM); code digests are HMACs.
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

const boxOf = (key: string, previous: string[] = []) =>
  secretBoxFor({ SECRETS_KEY: key, SECRETS_PREVIOUS_KEYS: previous, DATA_DIR: "/nonexistent" });

describe("sealed at rest", () => {
  it("stores a merchant's signing key sealed, bound to the merchant, never the key shown once", async () => {
    const { token } = await registerVerifiedUser(api, sink);
    const created = await api.http.post("/api/organization/merchant/", merchantProfile(), { token });
    expect(created.status).toBe(201);
    const key = created.body.callback_secret.replace(/^whsec_/, "");
    const [row] = await api.database.db("merchant_callback_secrets").where({ merchant_id: created.body.id });
    expect(row.secret).toMatch(/^sb1\./);
    expect(row.secret).not.toContain(key);
    expect(testSecretBox().open(row.secret, merchantSigningKeyContext(created.body.id))).toBe(key);
    expect(() => testSecretBox().open(row.secret, merchantSigningKeyContext("another-merchant"))).toThrow();
    expect(() => boxOf(newSecretsKey()).open(row.secret, merchantSigningKeyContext(created.body.id))).toThrow();
  });

  it("stores the sandbox provider's secrets sealed", async () => {
    const rows = await api.database.db("builtin_secrets").select();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.value).toMatch(/^sb1\./);
      expect(testSecretBox().open(row.value, builtinSecretContext(row.name))).toEqual(expect.any(String));
    }
  });

  it("stores one-time codes as HMACs under the server key, not plain digests", async () => {
    const email = uniqueEmail("hmac");
    await api.http.post("/api/auth/signup/", { email, password: GOOD_PASSWORD, password2: GOOD_PASSWORD });
    const otp = await sink.otpFor(email);
    const user = await api.database.db("users").where({ email }).first();
    const [code] = await api.database.db("one_time_codes").where({ user_id: user.id });
    expect(code.code_hash).toMatch(/^h1\.[0-9a-f]{12}\.[0-9a-f]{64}$/);
    expect(code.code_hash).not.toContain(sha256Hex(`${user.id}:${otp}`));
    expect(testSecretBox().digestMatches(code.code_hash, "one-time-code", `${user.id}:verify_email:${otp}`)).toBe(true);
    expect(boxOf(newSecretsKey()).digestMatches(code.code_hash, "one-time-code", `${user.id}:verify_email:${otp}`)).toBe(false);
  });

  it("refuses a tampered sealed value", () => {
    const box = testSecretBox();
    const sealed = box.seal("signing key", "context");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[body.length - 1]! ^= 1;
    parts[3] = body.toString("base64url");
    expect(() => box.open(parts.join("."), "context")).toThrow();
  });
});

describe("the migration of clear rows and key rotation", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("seals rows stored in clear, then re-wraps them under a new key that alone opens them", async () => {
    const db = database.db;
    const { merchantId } = await createMerchant(db);
    await db("merchant_callback_secrets").where({ merchant_id: merchantId }).delete();
    await db("merchant_callback_secrets").insert({ merchant_id: merchantId, secret: "bGVnYWN5IGtleQ==" });
    await db("builtin_secrets").insert({ name: "legacy_clear", value: "clear value" });

    const oldKey = newSecretsKey();
    const newKey = newSecretsKey();
    const first = await sealSecretsAtRest(db, boxOf(oldKey));
    expect(first.sealed).toBeGreaterThanOrEqual(2);
    const sealedUnderOld = await db("merchant_callback_secrets").where({ merchant_id: merchantId }).pluck("secret");
    for (const value of sealedUnderOld) expect(value).toMatch(/^sb1\./);

    const rotated = boxOf(newKey, [oldKey]);
    const second = await sealSecretsAtRest(db, rotated);
    expect(second.sealed).toBe(0);
    expect(second.rewrapped).toBeGreaterThanOrEqual(2);
    expect((await sealSecretsAtRest(db, rotated)).rewrapped).toBe(0);

    const onlyNew = boxOf(newKey);
    const keys = await db("merchant_callback_secrets").where({ merchant_id: merchantId }).orderBy("created_at").pluck("secret");
    const opened = keys.map((value: string) => onlyNew.open(value, merchantSigningKeyContext(merchantId)));
    expect(opened).toContain("bGVnYWN5IGtleQ==");
    const legacy = await db("builtin_secrets").where({ name: "legacy_clear" }).first();
    expect(onlyNew.open(legacy.value, builtinSecretContext("legacy_clear"))).toBe("clear value");
    expect(() => boxOf(oldKey).open(legacy.value, builtinSecretContext("legacy_clear"))).toThrow();
  });
});

describe("the key", () => {
  it("is generated once under DATA_DIR with mode 0600 when SECRETS_KEY is unset", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "secrets-key-"));
    const box = secretBoxFor({ SECRETS_KEY: undefined, SECRETS_PREVIOUS_KEYS: [], DATA_DIR: dataDir });
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = masterKey(Buffer.from(readFileSync(file, "utf8").trim(), "base64"));
    expect(box.current.id).toBe(stored.id);
    const sameFile = new SecretBox(stored);
    expect(sameFile.open(box.seal("kept", "ctx"), "ctx")).toBe("kept");
  });

  it("refuses a SECRETS_KEY that is not 32 bytes of base64, naming it", () => {
    expect(() => loadConfig({ SECRETS_KEY: "too-short" })).toThrow(/^invalid configuration: SECRETS_KEY: /);
    expect(() => loadConfig({ SECRETS_PREVIOUS_KEYS: `${newSecretsKey()},nope` })).toThrow(/SECRETS_PREVIOUS_KEYS/);
  });
});
