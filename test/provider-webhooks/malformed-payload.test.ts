import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seal } from "../../providers/sealed/wire";
import { signature } from "../../providers/signed/wire";
import { generateCredentials } from "../../simulator";
import { startTestApi, type TestApi } from "../support/test-api";

/** Verified is not well-formed: a validly sealed or signed payload that breaks the protocol's schema. */

const credentials = generateCredentials();
let api: TestApi;

beforeAll(async () => {
  const file = path.join(os.tmpdir(), `providers-${randomBytes(6).toString("hex")}.json`);
  const common = { services: ["MPESA"], currencies: ["USD"], enabled: true, base_url: "http://127.0.0.1:9" };
  writeFileSync(
    file,
    JSON.stringify({
      providers: [
        { code_name: "alpha", name: "Alpha", protocol: "sealed", credentials: credentials.sealed, priority: 1, ...common },
        { code_name: "beta", name: "Beta", protocol: "signed", credentials: credentials.signed, priority: 2, ...common },
      ],
    }),
  );
  api = await startTestApi({ env: { PROVIDERS_FILE: file } });
});
afterAll(() => api.close());

const sealedPlaintext = (overrides: Record<string, unknown>) => ({
  event_id: randomBytes(8).toString("hex"),
  order_id: `TX${randomBytes(4).toString("hex")}`,
  transaction_id: "PA123",
  status: "SUCCESS",
  amount: "10.00",
  currency: "USD",
  msisdn: "243812345600",
  reason_code: null,
  completed_at: new Date().toISOString(),
  ...overrides,
});

const signedData = (overrides: Record<string, unknown>) => ({
  payment_id: "pb_1",
  external_id: `TX${randomBytes(4).toString("hex")}`,
  state: "failed",
  amount: 1000,
  currency: "USD",
  payer: { phone: "+243812345600" },
  failure_code: "payer_declined",
  ...overrides,
});

/** JSON text with the string placeholders replaced by raw escapes JSON.stringify would never write. */
const withEscapes = (value: unknown) => JSON.stringify(value).replaceAll("@NUL@", "\\u0000").replaceAll("@SURROGATE@", "\\ud800");

const postSealed = (plaintext: Record<string, unknown>) => {
  const { merchant_code, enc_key, mac_key } = credentials.sealed;
  const envelope = seal(JSON.parse(withEscapes(plaintext)), merchant_code, enc_key, mac_key);
  return api.http.request("POST", "/api/callbacks/alpha/", { rawBody: JSON.stringify(envelope) });
};

const postSigned = (event: Record<string, unknown>) => {
  const body = withEscapes(event);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return api.http.request("POST", "/api/callbacks/beta/", {
    rawBody: body,
    headers: {
      "x-webhook-timestamp": timestamp,
      "x-webhook-signature": `v1=${signature(credentials.signed.webhook_secret, timestamp, body)}`,
    },
  });
};

const signedEvent = (data: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
  id: `evt_${randomBytes(8).toString("hex")}`,
  type: `payment.${data.state}`,
  created: Math.floor(Date.now() / 1000),
  data,
  ...overrides,
});

const count = async (table: string) => Number((await api.database.db(table).count({ n: "*" }))[0]!.n);

async function expectStoredAsMalformed(send: () => Promise<{ status: number; body: any }>, field: string) {
  const rawBefore = await count("raw_callbacks");
  const response = await send();
  expect(response.status).toBe(422);
  expect(response.body.error).toMatchObject({ code: "validation_error", message: expect.any(String) });
  expect(response.body.error.details).toHaveProperty([field]);
  expect(await count("raw_callbacks")).toBe(rawBefore);
  const failure = await api.database.db("webhook_verification_failures").orderBy("id", "desc").first();
  expect(failure.reason).toBe(`malformed_payload: ${field}`);
}

describe("protocol A (sealed): a genuine MAC over a malformed plaintext", () => {
  it.each([
    ["amount", { amount: "-10.00" }],
    ["amount", { amount: 10 }],
    ["amount", { amount: "10" }],
    ["reason_code", { status: "FAILED", reason_code: 42 }],
    ["order_id", { order_id: "TX@NUL@1" }],
    ["transaction_id", { transaction_id: "PA@SURROGATE@" }],
    ["currency", { currency: { code: "USD" } }],
  ])("is stored as malformed (%s) and answered 422", async (field, overrides) => {
    await expectStoredAsMalformed(() => postSealed(sealedPlaintext(overrides)), field);
  });
});

describe("protocol B (signed): a valid signature over a malformed event", () => {
  it.each([
    ["data.amount", signedEvent(signedData({ amount: -100 }))],
    ["data.amount", signedEvent(signedData({ amount: "1000" }))],
    ["data.amount", signedEvent(signedData({ amount: 10.5 }))],
    ["data.failure_code", signedEvent(signedData({ failure_code: 7 }))],
    ["data.external_id", signedEvent(signedData({ external_id: "TX@NUL@" }))],
    ["id", signedEvent(signedData({}), { id: "evt_@SURROGATE@" })],
    ["data.payer", signedEvent(signedData({ payer: "+243812345600" }))],
    ["data.note", signedEvent(signedData({ note: "extra @NUL@ text" }))],
  ])("is stored as malformed (%s) and answered 422", async (field, event) => {
    await expectStoredAsMalformed(() => postSigned(event), field);
  });

  it("still stores a well-formed event", async () => {
    const response = await postSigned(signedEvent(signedData({})));
    expect(response.status).toBe(200);
  });
});
