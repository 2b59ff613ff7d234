import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seal } from "../../providers/sealed/wire";
import { signature } from "../../providers/signed/wire";
import { generateCredentials } from "../../simulator";
import { createMerchant, createStaff } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";

const credentials = generateCredentials();
let api: TestApi;

beforeAll(async () => {
  const file = path.join(os.tmpdir(), `providers-${randomBytes(6).toString("hex")}.json`);
  const common = { services: ["MPESA"], currencies: ["USD"], enabled: true };
  writeFileSync(
    file,
    JSON.stringify({
      providers: [
        {
          code_name: "alpha",
          name: "Alpha",
          protocol: "sealed",
          base_url: "http://127.0.0.1:9",
          credentials: credentials.sealed,
          priority: 1,
          ...common,
        },
        {
          code_name: "beta",
          name: "Beta",
          protocol: "signed",
          base_url: "http://127.0.0.1:9",
          credentials: credentials.signed,
          priority: 2,
          ...common,
        },
      ],
    }),
  );
  api = await startTestApi({ env: { PROVIDERS_FILE: file } });
});
afterAll(() => api.close());

const sealedNotification = (overrides: Record<string, unknown> = {}) => ({
  event_id: randomBytes(8).toString("hex"),
  order_id: `TXUNKNOWN${randomBytes(4).toString("hex")}`,
  transaction_id: "PA123",
  status: "SUCCESS",
  amount: "10.00",
  currency: "USD",
  msisdn: "243812345600",
  reason_code: null,
  completed_at: new Date().toISOString(),
  ...overrides,
});

const signedEvent = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `evt_${randomBytes(8).toString("hex")}`,
    type: "payment.succeeded",
    created: Math.floor(Date.now() / 1000),
    data: {
      payment_id: "pb_1",
      external_id: `TXUNKNOWN${randomBytes(4).toString("hex")}`,
      state: "succeeded",
      amount: 1000,
      currency: "USD",
      payer: { phone: "+243812345600" },
      failure_code: null,
    },
    ...overrides,
  });

const postSealed = (body: unknown) => api.http.request("POST", "/api/callbacks/alpha/", { rawBody: JSON.stringify(body) });
const signedHeaders = (body: string, secret = credentials.signed.webhook_secret, timestamp = Math.floor(Date.now() / 1000)) => ({
  "x-webhook-timestamp": String(timestamp),
  "x-webhook-signature": `v1=${signature(secret, String(timestamp), body)}`,
});
const postSigned = (body: string, headers: Record<string, string>) =>
  api.http.request("POST", "/api/callbacks/beta/", { rawBody: body, headers });

const countRaw = async () => Number((await api.database.db("raw_callbacks").count({ n: "*" }))[0]!.n);
const lastFailure = () => api.database.db("webhook_verification_failures").orderBy("id", "desc").first();

async function expectRefused(send: () => Promise<{ status: number; body: any }>, reason: string | RegExp) {
  const before = await countRaw();
  const response = await send();
  expect(response.status).toBe(401);
  expect(response.body.error.code).toBe("webhook_verification_failed");
  expect(await countRaw()).toBe(before);
  const { reason: recorded } = await lastFailure();
  if (typeof reason === "string") expect(recorded).toBe(reason);
  else expect(recorded).toMatch(reason);
}

describe("protocol A (sealed) webhooks", () => {
  const { merchant_code, enc_key, mac_key } = credentials.sealed;

  it("stores a genuine notification, even for an unknown reference, flagged", async () => {
    const response = await postSealed(seal(sealedNotification(), merchant_code, enc_key, mac_key));
    expect(response.status).toBe(200);
    const row = await api.database.db("raw_callbacks").where({ id: response.body.id }).first();
    expect(row).toMatchObject({
      provider_code_name: "alpha",
      operation: "collection",
      processing_status: "unknown_reference",
      processing_note: "no transaction has this reference",
    });
    expect(row.payload.transaction_id).toBe("PA123");
  });

  it("refuses a tampered ciphertext before decrypting it", async () => {
    const envelope = seal(sealedNotification(), merchant_code, enc_key, mac_key);
    const data = Buffer.from(envelope.data, "base64");
    data[0] = (data[0] ?? 0) ^ 1;
    await expectRefused(() => postSealed({ ...envelope, data: data.toString("base64") }), "mac mismatch");
  });

  it("refuses a MAC made with another key", async () => {
    const envelope = seal(sealedNotification(), merchant_code, enc_key, randomBytes(32).toString("hex"));
    await expectRefused(() => postSealed(envelope), "mac mismatch");
  });

  it("refuses another merchant_code", async () => {
    await expectRefused(() => postSealed(seal(sealedNotification(), "M-9999", enc_key, mac_key)), "merchant_code mismatch");
  });

  it("refuses a genuine MAC over content encrypted with another key", async () => {
    await expectRefused(
      () => postSealed(seal(sealedNotification(), merchant_code, randomBytes(16).toString("hex"), mac_key)),
      // Decrypted under the wrong key, the last block's PKCS#7 padding still checks about once in 256 runs: the
      // random bytes are then refused as not JSON. Refused either way, and never stored.
      /^(decryption failed|plaintext is not JSON)$/,
    );
  });

  it("refuses a plaintext without a final status", async () => {
    await expectRefused(
      () => postSealed(seal(sealedNotification({ status: "PENDING" }), merchant_code, enc_key, mac_key)),
      "plaintext lacks event_id, order_id or a final status",
    );
  });

  it("refuses a body missing fields, and one that is not JSON", async () => {
    await expectRefused(() => postSealed({ merchant_code }), "missing envelope fields");
    await expectRefused(() => api.http.request("POST", "/api/callbacks/alpha/", { rawBody: "{nope" }), "body is not JSON");
  });
});

describe("protocol B (signed) webhooks", () => {
  it("stores a genuine event once, however often it is delivered", async () => {
    const body = signedEvent();
    const first = await postSigned(body, signedHeaders(body));
    const again = await postSigned(body, signedHeaders(body));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, duplicate: true });
  });

  it("accepts during a rotation when any v1 signature matches", async () => {
    const body = signedEvent();
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      "x-webhook-timestamp": timestamp,
      "x-webhook-signature": `v1=${signature("old-secret-0123456789", timestamp, body)} v1=${signature(credentials.signed.webhook_secret, timestamp, body)}`,
    };
    expect((await postSigned(body, headers)).status).toBe(200);
  });

  it("stores an informational payment.pending event and changes nothing", async () => {
    const pending = JSON.parse(signedEvent());
    pending.type = "payment.pending";
    pending.data.state = "pending";
    const body = JSON.stringify(pending);
    const response = await postSigned(body, signedHeaders(body));
    expect(response.status).toBe(200);
    expect((await api.database.db("raw_callbacks").where({ id: response.body.id }).first()).processing_status).toBe(
      "informational",
    );
  });

  it("refuses a stale timestamp outside the replay window", async () => {
    const body = signedEvent();
    await expectRefused(
      () => postSigned(body, signedHeaders(body, undefined, Math.floor(Date.now() / 1000) - 301)),
      "timestamp outside the replay window",
    );
  });

  it("refuses a replay of a captured request after the window", async () => {
    const body = signedEvent();
    const captured = signedHeaders(body, undefined, Math.floor(Date.now() / 1000) - 600);
    await expectRefused(() => postSigned(body, captured), "timestamp outside the replay window");
  });

  it("refuses missing headers, a wrong secret and a re-serialised body", async () => {
    const body = signedEvent();
    await expectRefused(() => postSigned(body, {}), "signature headers missing");
    await expectRefused(() => postSigned(body, signedHeaders(body, "not-the-webhook-secret-at-all")), "signature mismatch");
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    await expectRefused(() => postSigned(reserialised, signedHeaders(body)), "signature mismatch");
  });
});

describe("webhook endpoint", () => {
  it("answers an unknown provider with 404", async () => {
    const response = await api.http.request("POST", "/api/callbacks/gamma/", { rawBody: "{}" });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("not_found");
  });

  it("limits the body size", async () => {
    const response = await api.http.request("POST", "/api/callbacks/beta/", {
      rawBody: "x".repeat(api.config.BODY_LIMIT_KB * 1024 + 10),
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe("request_error");
  });
});

describe("admin audit", () => {
  it("lists inbound callbacks newest first, filterable, to staff only", async () => {
    const staff = await createStaff(api.database.db);
    const body = signedEvent();
    const posted = await postSigned(body, signedHeaders(body));
    const listing = await api.http.get("/api/admin/raw-callbacks/?provider=beta&limit=1", { token: staff.token });
    expect(listing.status).toBe(200);
    expect(listing.body.results[0].id).toBe(posted.body.id);
    expect(listing.body.next).toEqual(expect.any(String));
    const byReference = await api.http.get(`/api/admin/raw-callbacks/?reference=${JSON.parse(body).data.external_id}`, {
      token: staff.token,
    });
    expect(byReference.body.results).toHaveLength(1);
    const failures = await api.http.get("/api/admin/webhook-failures/", { token: staff.token });
    expect(failures.body.results.length).toBeGreaterThan(0);
    expect(JSON.stringify(listing.body)).not.toContain(credentials.signed.webhook_secret);

    const merchant = await createMerchant(api.database.db);
    expect((await api.http.get("/api/admin/raw-callbacks/", { token: merchant.token })).status).toBe(403);
    expect((await api.http.get("/api/admin/webhook-failures/", { token: merchant.token })).status).toBe(403);
  });
});

describe("money-out webhooks before the service pays out or refunds", () => {
  it("stores a verified A.6 disbursement and a B.6 refund, answers 2xx and changes nothing", async () => {
    const { merchant_code, enc_key, mac_key } = credentials.sealed;
    const disbursement = sealedNotification({ kind: "disbursement", order_id: `PO${randomBytes(4).toString("hex")}` });
    const sealedResponse = await postSealed(seal(disbursement, merchant_code, enc_key, mac_key));
    expect(sealedResponse.status).toBe(200);
    const refund = JSON.stringify({
      id: `evt_${randomBytes(8).toString("hex")}`,
      type: "refund.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: {
        refund_id: "rf_1",
        external_id: `RF${randomBytes(4).toString("hex")}`,
        payment_id: "pb_1",
        state: "succeeded",
        amount: 1000,
        currency: "USD",
        failure_code: null,
      },
    });
    const signedResponse = await postSigned(refund, signedHeaders(refund));
    expect(signedResponse.status).toBe(200);
    const rows = await api.database.db("raw_callbacks").whereIn("id", [sealedResponse.body.id, signedResponse.body.id]);
    expect(rows.map((row) => row.processing_status)).toEqual(["unknown_reference", "unknown_reference"]);
  });
});
