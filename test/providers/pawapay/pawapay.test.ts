import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { httpbis } from "http-message-signatures";
import { WebhookVerificationError } from "../../../lib/errors";
import { pawapayId } from "../../../providers/pawapay/ids";
import { pawapayProtocol } from "../../../providers/pawapay/protocol";
import { contentDigest, signingHeaders, verifyCallback } from "../../../providers/pawapay/signatures";
import { initiationOutcome, movementResult, statusOutcome, wireAmount } from "../../../providers/pawapay/wire";
import type { ProviderClient } from "../../../providers/types";

/**
 * pawaPay v2 as networks.md section 4 quotes it: ids derived from our reference, amounts and numbers in pawaPay's
 * form, every initiation and status answer to its outcome, and RFC 9421 both ways (our requests signed, its
 * callbacks verified, DER or raw, a forged or stale one refused).
 */
const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

describe("ids", () => {
  it("derive a v4-shaped UUID from the reference, the same every time, one per kind", () => {
    const id = pawapayId("deposit", "TXABC123");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(pawapayId("deposit", "TXABC123")).toBe(id);
    expect(pawapayId("payout", "TXABC123")).not.toBe(id);
    expect(pawapayId("deposit", "TXABC124")).not.toBe(id);
  });
});

describe("the wire forms", () => {
  it("send Vodacom CDF in whole francs and the others with two decimals", () => {
    expect(wireAmount("1500.00", "MPESA", "CDF")).toBe("1500");
    expect(wireAmount("1500.00", "AIRTEL", "CDF")).toBe("1500.00");
    expect(wireAmount("12.5", "MPESA", "USD")).toBe("12.50");
    expect(pawapayProtocol.amountDecimals!("MPESA", "CDF")).toBe(0);
    expect(pawapayProtocol.amountDecimals!("ORANGE", "CDF")).toBeUndefined();
  });

  it("read each initiation answer networks.md quotes", () => {
    const id = pawapayId("deposit", "TX1");
    const answer = (status: number, body: unknown) => initiationOutcome({ status, body }, id);
    expect(answer(200, { depositId: id, status: "ACCEPTED", created: "2026-06-01T10:00:00Z" })).toEqual({
      kind: "accepted",
      providerReference: id,
    });
    expect(answer(200, { depositId: id, status: "DUPLICATE_IGNORED" }).kind).toBe("ambiguous");
    expect(
      answer(200, {
        depositId: id,
        status: "REJECTED",
        failureReason: { failureCode: "INVALID_PHONE_NUMBER", failureMessage: "x" },
      }),
    ).toMatchObject({ kind: "rejected", reasonCode: "INVALID_PHONE_NUMBER" });
    expect(answer(401, { failureReason: { failureCode: "AUTHENTICATION_ERROR" } })).toMatchObject({
      kind: "rejected",
      reasonCode: "AUTHENTICATION_ERROR",
    });
    expect(answer(403, { failureReason: { failureCode: "HTTP_SIGNATURE_ERROR" } })).toMatchObject({
      reasonCode: "HTTP_SIGNATURE_ERROR",
    });
    expect(answer(500, { failureReason: { failureCode: "UNKNOWN_ERROR" } }).kind).toBe("ambiguous");
    expect(initiationOutcome(null, id).kind).toBe("ambiguous");
  });

  it("read each status answer: non-final states pending, never failed", () => {
    const id = pawapayId("deposit", "TX2");
    const data = (status: string, extra: object = {}) => ({
      depositId: id,
      status,
      amount: "1500",
      currency: "CDF",
      country: "COD",
      payer: { type: "MMO", accountDetails: { phoneNumber: "243813456789", provider: "VODACOM_MPESA_COD" } },
      created: "2026-06-01T10:00:00Z",
      ...extra,
    });
    const outcome = (body: unknown) =>
      statusOutcome({ status: 200, body }, (movement) => movementResult(movement, "TX2", id), id);
    for (const status of ["ACCEPTED", "ENQUEUED", "PROCESSING", "IN_RECONCILIATION"])
      expect(outcome({ status: "FOUND", data: data(status) })).toEqual({ kind: "pending", providerReference: id });
    expect(outcome({ status: "FOUND", data: data("COMPLETED", { providerTransactionId: "MP1" }) })).toEqual({
      kind: "final",
      result: {
        reference: "TX2",
        providerReference: id,
        status: "Success",
        amount: "1500.00",
        currency: "CDF",
        customerNumber: "+243813456789",
        failureCode: null,
      },
    });
    expect(
      outcome({ status: "FOUND", data: data("FAILED", { failureReason: { failureCode: "PAYER_NOT_FOUND" } }) }),
    ).toMatchObject({
      kind: "final",
      result: { status: "Failed", failureCode: "PAYER_NOT_FOUND" },
    });
    expect(outcome({ status: "NOT_FOUND" })).toEqual({ kind: "not_found" });
    expect(outcome({ status: "FOUND", data: { status: "COMPLETED" } }).kind).toBe("unknown");
  });
});

describe("RFC 9421", () => {
  const url = "https://shop.example.com/api/callbacks/pawapay/";
  const keys = async (keyId: string) => (keyId === "pp-key-1" ? publicKey : undefined);
  const signedCallback = async (body: string, at = new Date()) => {
    const headers = await signingHeaders(
      { method: "POST", url, headers: { "content-type": "application/json" }, body },
      { pem, id: "pp-key-1" },
      at,
    );
    return { url, headers, rawBody: Buffer.from(body) };
  };

  it("signs requests with pawaPay's covered components, label sig-pp and ecdsa-p256-sha256", async () => {
    const { headers } = await signedCallback('{"a":1}');
    expect(headers["content-digest"]).toBe(contentDigest('{"a":1}'));
    expect(headers["signature-input"]).toMatch(
      /^sig-pp=\("@method" "@authority" "@path" "signature-date" "content-digest" "content-type" "content-length"\);created=\d+;keyid="pp-key-1";alg="ecdsa-p256-sha256"$/,
    );
    expect(headers.signature).toMatch(/^sig-pp=:[A-Za-z0-9+/]+=*:$/);
  });

  it("verifies a genuine callback, and one whose signature is DER-encoded as pawaPay sends it", async () => {
    const callback = await signedCallback('{"depositId":"x"}');
    await expect(verifyCallback(callback, keys, new Date())).resolves.toBeUndefined();
    // Re-sign the same signature base with a DER signature.
    const [[, base]] = [
      [
        null,
        httpbis.formatSignatureBase(
          httpbis.createSignatureBase(
            { fields: ["@method", "@authority", "@path", "signature-date", "content-digest", "content-type", "content-length"] },
            { method: "POST", url, headers: callback.headers },
          ),
        ),
      ],
    ];
    const params = callback.headers["signature-input"]!.slice("sig-pp=".length);
    const der = sign("sha256", Buffer.from(`${base}\n"@signature-params": ${params}`), { key: privateKey, dsaEncoding: "der" });
    const withDer = { ...callback, headers: { ...callback.headers, signature: `sig-pp=:${der.toString("base64")}:` } };
    await expect(verifyCallback(withDer, keys, new Date())).resolves.toBeUndefined();
  });

  it("accepts a signature up to five minutes old and up to a minute ahead of our clock", async () => {
    for (const offset of [-270_000, 50_000]) {
      const callback = await signedCallback('{"depositId":"x"}', new Date(Date.now() + offset));
      await expect(verifyCallback(callback, keys, new Date())).resolves.toBeUndefined();
    }
  });

  it("refuses a changed body, an unknown key, another key's signature, a stale signature and one from the future", async () => {
    const callback = await signedCallback('{"status":"FAILED"}');
    const refused = (attempt: Promise<void>) => expect(attempt).rejects.toBeInstanceOf(WebhookVerificationError);
    await refused(verifyCallback({ ...callback, rawBody: Buffer.from('{"status":"COMPLETED"}') }, keys, new Date()));
    await refused(verifyCallback(callback, async () => undefined, new Date()));
    const other = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).publicKey;
    await refused(verifyCallback(callback, async () => other, new Date()));
    await refused(verifyCallback(await signedCallback("{}", new Date(Date.now() - 3_600_000)), keys, new Date()));
    await refused(verifyCallback(await signedCallback("{}", new Date(Date.now() + 600_000)), keys, new Date()));
    const unsigned = {
      ...callback,
      headers: { "content-type": "application/json", "content-digest": callback.headers["content-digest"] },
    };
    await refused(verifyCallback(unsigned, keys, new Date()));
  });
});

describe("the client against a pawaPay double", () => {
  const received: Array<{ path: string; headers: IncomingMessage["headers"]; body: string }> = [];
  let base = "";
  let close: () => Promise<void>;
  const stored = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        received.push({ path: request.url!, headers: request.headers, body });
        const send = (status: number, json: unknown) =>
          response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
        if (request.method === "POST" && request.url === "/v2/deposits") {
          const deposit = JSON.parse(body);
          if (stored.has(deposit.depositId)) return send(200, { depositId: deposit.depositId, status: "DUPLICATE_IGNORED" });
          stored.set(deposit.depositId, { ...deposit, status: "COMPLETED", providerTransactionId: "MP123" });
          return send(200, { depositId: deposit.depositId, status: "ACCEPTED", created: new Date().toISOString() });
        }
        const found = /^\/v2\/deposits\/([0-9a-f-]+)$/.exec(request.url!);
        if (found) {
          const deposit = stored.get(found[1]!);
          return send(200, deposit ? { status: "FOUND", data: deposit } : { status: "NOT_FOUND" });
        }
        send(404, {});
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  const client = (extra: object = {}): ProviderClient =>
    pawapayProtocol.createClient({
      codeName: "pawapay",
      baseUrl: base,
      callbackUrl: "https://shop.example.com/api/callbacks/pawapay/",
      credentials: pawapayProtocol.credentialsSchema.parse({
        api_token: "token-0123456789abcdef",
        signing_key: pem,
        signing_key_id: "ours-1",
        ...extra,
      }),
      http: { connectTimeoutMs: 1000, requestTimeoutMs: 2000 },
    });

  it("collects with pawaPay's body, signed, and learns the result by the same id; a repeat is a duplicate, never a new id", async () => {
    const request = {
      reference: "TXDOUBLE1",
      amount: "1500.00",
      currency: "CDF",
      service: "MPESA" as const,
      customerNumber: "+243813456789",
      notifyUrl: "unused",
    };
    const { outcome } = await client().operations.collect(request);
    const id = pawapayId("deposit", "TXDOUBLE1");
    expect(outcome).toEqual({ kind: "accepted", providerReference: id });
    const sent = received.find((one) => one.path === "/v2/deposits")!;
    expect(JSON.parse(sent.body)).toEqual({
      depositId: id,
      amount: "1500",
      currency: "CDF",
      payer: { type: "MMO", accountDetails: { phoneNumber: "243813456789", provider: "VODACOM_MPESA_COD" } },
      clientReferenceId: "TXDOUBLE1",
    });
    expect(sent.headers.authorization).toBe("Bearer token-0123456789abcdef");
    const signed = {
      url: `${base}/v2/deposits`,
      headers: sent.headers as Record<string, string>,
      rawBody: Buffer.from(sent.body),
    };
    await expect(verifyCallback(signed, async () => publicKey as KeyObject, new Date())).resolves.toBeUndefined();
    expect((await client().operations.collect(request)).outcome.kind).toBe("ambiguous");
    expect(received.filter((one) => one.path === "/v2/deposits").map((one) => JSON.parse(one.body).depositId)).toEqual([id, id]);
    expect(
      (await client().operations.queryCollection({ reference: "TXDOUBLE1", amount: "1.00", currency: "CDF" })).outcome,
    ).toMatchObject({
      kind: "final",
      result: { status: "Success", amount: "1500.00" },
    });
    expect(
      (await client().operations.queryCollection({ reference: "TXNEVERSENT", amount: "1.00", currency: "CDF" })).outcome,
    ).toEqual({
      kind: "not_found",
    });
  });

  it("never sends centimes on a whole-franc connection, nor rounds them away", async () => {
    const before = received.length;
    const { outcome } = await client().operations.collect({
      reference: "TXCENTS",
      amount: "1500.50",
      currency: "CDF",
      service: "MPESA",
      customerNumber: "+243813456789",
      notifyUrl: "unused",
    });
    expect(outcome).toMatchObject({ kind: "rejected", reasonCode: "INVALID_AMOUNT" });
    const refund = await client().operations.refund!({
      reference: "RFCENTS",
      method: "reversal",
      payerNumber: "+243970000001",
      collectionReference: "TXDOUBLE1",
      providerCollectionReference: "",
      amount: "10.05",
      currency: "CDF",
      service: "MPESA",
      notifyUrl: "unused",
    });
    expect(refund.outcome).toMatchObject({ kind: "rejected", reasonCode: "INVALID_AMOUNT" });
    expect(received.length).toBe(before);
    expect(() => wireAmount("1500.50", "MPESA", "CDF")).toThrow(/centimes/);
  });

  it("takes a callback without signatures only as a prompt for the status query, and refuses a forged signed one", async () => {
    const id = pawapayId("deposit", "TXDOUBLE1");
    const body = JSON.stringify({
      depositId: id,
      status: "FAILED",
      amount: "1500",
      currency: "CDF",
      clientReferenceId: "TXDOUBLE1",
      failureReason: { failureCode: "PAYMENT_NOT_APPROVED" },
    });
    expect(await client({ callback_signatures: false }).verifyWebhook(Buffer.from(body), {}, new Date())).toMatchObject({
      unauthenticated: true,
      operation: "collection",
      reference: "TXDOUBLE1",
    });
    await expect(
      client({ callback_signatures: true }).verifyWebhook(Buffer.from(body), { "content-type": "application/json" }, new Date()),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    const stranger = JSON.stringify({
      depositId: pawapayId("deposit", "TXOTHER"),
      status: "COMPLETED",
      amount: "1",
      currency: "CDF",
      clientReferenceId: "TXDOUBLE1",
    });
    await expect(client().verifyWebhook(Buffer.from(stranger), {}, new Date())).rejects.toThrow();
  });

  it("refuses a providers-file entry naming a service pawaPay does not serve here, and a half signing key", () => {
    expect(pawapayProtocol.services).toEqual(["MPESA", "AIRTEL", "ORANGE"]);
    expect(pawapayProtocol.credentialsSchema.safeParse({ api_token: "token-0123456789abcdef", signing_key: pem }).success).toBe(
      false,
    );
    expect(
      pawapayProtocol.credentialsSchema.safeParse({
        api_token: "token-0123456789abcdef",
        signing_key: "not a key",
        signing_key_id: "k",
      }).success,
    ).toBe(false);
  });
});
