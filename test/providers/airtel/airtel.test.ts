import { constants, createHmac, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { AirtelAdapter, type AirtelCredentials } from "../../../providers/airtel/adapter";
import { messageSignature, rsaEncrypt } from "../../../providers/airtel/encryption";
import { airtelProtocol } from "../../../providers/airtel/protocol";
import { AirtelToken } from "../../../providers/airtel/token";
import { initiationOutcome, statusOutcome, wireMsisdn } from "../../../providers/airtel/wire";
import { Secret } from "../../../providers/credentials";
import { DEFAULT_HTTP_OPTIONS } from "../../../providers/http";
import { rsaPublicKey } from "../../../providers/rsa-public-key";
import { AIRTEL_DOUBLE_CLIENT, type AirtelDouble, startAirtelDouble } from "../../support/networks/airtel-double";

/** The Airtel connector against the documentation's own examples (networks.md section 1) and an independent Airtel. */
let airtel: AirtelDouble;
beforeAll(async () => {
  airtel = await startAirtelDouble();
});
afterAll(() => airtel.close());

const credentials = (overrides: Partial<AirtelCredentials> = {}): AirtelCredentials => ({
  clientId: AIRTEL_DOUBLE_CLIENT.client_id,
  clientSecret: new Secret(AIRTEL_DOUBLE_CLIENT.client_secret),
  country: "CD",
  disbursementPin: new Secret("1234"),
  pinPublicKey: rsaPublicKey(airtel.publicKey),
  pinPadding: "pkcs1",
  callbackKey: null,
  messageSigning: false,
  msisdnFormat: "national9",
  ...overrides,
});
const adapter = (overrides: Partial<AirtelCredentials> = {}) =>
  new AirtelAdapter("airtel", airtel.url, credentials(overrides), DEFAULT_HTTP_OPTIONS);
let sequence = 0;
const reference = () => `TX${Date.now().toString(36).toUpperCase()}${String(sequence++).padStart(10, "0")}`;
const collection = (ref: string, number = "+243971234567") => ({
  reference: ref,
  amount: "1500.00",
  currency: "CDF",
  service: "AIRTEL" as const,
  customerNumber: number,
  notifyUrl: "",
});

describe("message signing", () => {
  it("reproduces the documentation's worked x-signature byte for byte", () => {
    const payload = {
      reference: "1234",
      subscriber: { country: "UG", currency: "UGX", msisdn: "752604392" },
      transaction: { amount: "100", country: "UG", currency: "UGX", id: "test_id " },
    };
    const key = Buffer.from("PSw37xtnShLl7zgWn4dLSnf1J5GRhRsOD4OfvJOuLIM=", "base64");
    const iv = Buffer.from("gGIhDvCBnSBhBgYiXCyMnw==", "base64");
    expect(messageSignature(JSON.stringify(payload), { key, iv })).toBe(
      "bDOsVGZzbK0P5jO/M5QVMH/qxSmRJLEvIPZCdW6H81xvsZNI6jZej54oBQlHZ38yy63QNeyyYcfEkGJ8f3f15wHWs86V9BCIpHSesS3SrhozE/gGA1fLydeSS26mw0jhyt9XIpabk1RjDH59SfsrkHKU38I5mRlthG/t2qXJck0FhNR64bgOExm9CsuxUlfpsSoW1g81g1u5a4yMFIHhp77f+h3EXNHzcEsdSWhqTho=",
    );
  });

  it("sends a v2 collection whose x-signature the network opens with x-key and matches to the body", async () => {
    const ref = reference();
    const { outcome } = await adapter({ messageSigning: true }).collect(collection(ref));
    expect(outcome.kind).toBe("accepted");
    const [sent] = airtel.posts.filter((post) => (post.body.transaction as { id: string }).id === ref);
    expect(sent!.path).toBe("/merchant/v2/payments/");
    expect(sent!.headers["x-signature"]).toBeTruthy();
  });
});

describe("the PIN", () => {
  it("is encrypted with either padding so that the key's owner reads it", () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
    for (const [padding, flag] of [
      ["pkcs1", constants.RSA_PKCS1_PADDING],
      ["oaep", constants.RSA_PKCS1_OAEP_PADDING],
    ] as const) {
      const sealed = rsaEncrypt(publicKey, "4321", padding);
      expect(privateDecrypt({ key: privateKey, padding: flag }, Buffer.from(sealed, "base64")).toString()).toBe("4321");
    }
  });

  it("takes Airtel's key as base64 DER or PEM, and refuses anything else in the credentials", () => {
    const pem = rsaPublicKey(airtel.publicKey).export({ type: "spki", format: "pem" }).toString();
    const base = { client_id: "c", client_secret: "s", disbursement_pin: "1234" };
    expect(airtelProtocol.credentialsSchema.safeParse({ ...base, pin_public_key: airtel.publicKey }).success).toBe(true);
    expect(airtelProtocol.credentialsSchema.safeParse({ ...base, pin_public_key: pem }).success).toBe(true);
    expect(airtelProtocol.credentialsSchema.safeParse({ ...base, pin_public_key: "not a key" }).success).toBe(false);
    expect(airtelProtocol.credentialsSchema.safeParse({ ...base, disbursement_pin: "12345" }).success).toBe(false);
  });
});

describe("the token", () => {
  it("reads expires_in as a string, shares one fetch between concurrent calls, and renews before it expires", async () => {
    let fetches = 0;
    const token = new AirtelToken(async () => {
      fetches++;
      return { status: 200, body: { access_token: `t${fetches}`, expires_in: "60", token_type: "bearer" } };
    });
    expect(await Promise.all([token.current(), token.current()])).toEqual(["t1", "t1"]);
    expect(fetches).toBe(1);
    expect(await token.current(Date.now() + 45_000)).toBe("t1");
    expect(await token.current(Date.now() + 51_000)).toBe("t2");
    token.drop();
    expect(await token.current()).toBe("t3");
  });

  it("fetches a new token from the network once the old one has lapsed", async () => {
    const client = adapter();
    const before = airtel.tokensIssued();
    expect((await client.queryCollection({ reference: "TXNEVERSENT", amount: "1.00", currency: "CDF" })).outcome.kind).toBe(
      "not_found",
    );
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await client.queryCollection({ reference: "TXNEVERSENT", amount: "1.00", currency: "CDF" })).outcome.kind).toBe(
      "not_found",
    );
    expect(airtel.tokensIssued() - before).toBe(2);
  });
});

describe("wire forms and answers", () => {
  it("writes the number without its country code, nine digits or with a leading 0", () => {
    expect(wireMsisdn("+243971234567", "national9")).toBe("971234567");
    expect(wireMsisdn("+243971234567", "leading0")).toBe("0971234567");
  });

  it("reads the documentation's answers: push sent, enquiry TS with the Airtel id, payout settled in its answer", () => {
    expect(
      initiationOutcome({
        status: 200,
        body: {
          data: { transaction: { id: "TX1", status: "SUCCESS" } },
          status: { code: "200", message: "SUCCESS", result_code: "ESB000010", response_code: "DP00800001006", success: true },
        },
      }),
    ).toEqual({ kind: "accepted", providerReference: "" });
    expect(
      statusOutcome(
        {
          status: 200,
          body: {
            data: { transaction: { airtel_money_id: "C36167", id: "TX1", message: "Success", status: "TS" } },
            status: { code: "200", message: "Success", result_code: "ESB000010", response_code: "DP00800001006", success: true },
          },
        },
        { reference: "TX1", amount: "1500.00", currency: "CDF" },
      ),
    ).toMatchObject({ kind: "final", result: { status: "Success", providerReference: "C36167", amount: "1500.00" } });
    expect(
      initiationOutcome({
        status: 200,
        body: {
          status: { response_code: "DP00900001012", code: 400, success: false, message: "Mobile number entered is incorrect." },
        },
      }),
    ).toMatchObject({ kind: "rejected", reasonCode: "DP00900001012" });
    for (const code of ["ESB000041", "DP00900001011", "DP00900001000"]) {
      expect(initiationOutcome({ status: 200, body: { status: { response_code: code, success: false } } }).kind).toBe(
        "ambiguous",
      );
    }
    for (const status of [408, 502, 504]) expect(initiationOutcome({ status, body: null }).kind).toBe("ambiguous");
  });

  it("answers a repeated id as ambiguous: the status query, never a new id", async () => {
    const ref = reference();
    const client = adapter();
    expect((await client.collect(collection(ref))).outcome.kind).toBe("accepted");
    expect((await client.collect(collection(ref))).outcome).toMatchObject({
      kind: "ambiguous",
      error: expect.stringContaining("ESB000041"),
    });
  });
});

describe("callbacks", () => {
  const body = (transaction: object, key?: string) =>
    Buffer.from(
      JSON.stringify({
        transaction,
        ...(key ? { hash: createHmac("sha256", key).update(JSON.stringify(transaction)).digest("base64") } : {}),
      }),
    );
  const transaction = { id: "TXABC123", message: "Paid", status_code: "TS", airtel_money_id: "MP1" };

  it("without callback authentication, only prompt the enquiry", () => {
    expect(adapter().verifyWebhook(body(transaction), {})).toMatchObject({
      reference: "TXABC123",
      operation: "collection",
      unauthenticated: true,
    });
  });

  it("with it, verify the hash first, and still only prompt the enquiry", () => {
    const client = adapter({ callbackKey: new Secret("app-key-123") });
    expect(client.verifyWebhook(body(transaction, "app-key-123"), {})).toMatchObject({ unauthenticated: true });
    expect(() => client.verifyWebhook(body(transaction, "another-key"), {})).toThrow("Webhook verification failed");
    expect(() => client.verifyWebhook(body(transaction), {})).toThrow("Webhook verification failed");
  });

  it("tell a payout's and a refund's callback from a payment's by the reference", () => {
    expect(adapter().verifyWebhook(body({ ...transaction, id: "POABC" }), {}).operation).toBe("disbursement");
    expect(adapter().verifyWebhook(body({ ...transaction, id: "RFABC" }), {}).operation).toBe("refund");
  });
});
