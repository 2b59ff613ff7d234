import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Secret } from "../../../providers/credentials";
import { DEFAULT_HTTP_OPTIONS } from "../../../providers/http";
import { MpesaAdapter } from "../../../providers/mpesa/adapter";
import { MpesaSession, mpesaBearer, SESSION_LIVE_AFTER_MS } from "../../../providers/mpesa/session";
import { initiationOutcome, statusOutcome } from "../../../providers/mpesa/wire";

/** The M-Pesa connector against the OpenAPI portal's own packets (networks.md section 2). */
const movement = { reference: "TX1", amount: "15.00", currency: "USD" };

it("encrypts the API key and the session id as the bearer, RSA PKCS#1 v1.5 under the platform's key", () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 4096 });
  const bearer = mpesaBearer(publicKey, "api-key-1");
  expect(
    privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(bearer, "base64")).toString(),
  ).toBe("api-key-1");
});

it("keeps the session, says when it is younger than 30 s, and uses a renewal only once it has been live that long", async () => {
  let fetched = 0;
  const session = new MpesaSession(async () => ({
    status: 200,
    body: {
      output_ResponseCode: "INS-0",
      output_ResponseDesc: "Request processed successfully",
      output_SessionID: `s${++fetched}`,
    },
  }));
  const now = Date.now();
  expect(await session.current(now)).toEqual({ id: "s1", young: true });
  // A second's margin: the session was obtained a few milliseconds after `now`.
  expect(await session.current(now + SESSION_LIVE_AFTER_MS + 1000)).toEqual({ id: "s1", young: false });
  expect(fetched).toBe(1);
  expect(await session.current(now + 46 * 60_000)).toEqual({ id: "s1", young: false });
  await new Promise((resolve) => setImmediate(resolve));
  expect(fetched).toBe(2);
  expect(await session.current(Date.now() + SESSION_LIVE_AFTER_MS + 1000)).toMatchObject({ id: "s2" });
});

it("reads the portal's answers: INS-0 asynchronous (no transaction id yet), synchronous (final), refusals and the ambiguous codes", () => {
  expect(
    initiationOutcome(
      {
        status: 201,
        body: {
          output_ResponseCode: "INS-0",
          output_ResponseDesc: "Request processed successfully",
          output_ConversationID: "d3502a3a5ae1491ab0b1d5b1a2b0e5a9",
          output_ThirdPartyConversationID: "TX1",
        },
      },
      movement,
    ),
  ).toEqual({ kind: "accepted", providerReference: "" });
  expect(
    initiationOutcome(
      {
        status: 201,
        body: {
          output_ResponseCode: "INS-0",
          output_TransactionID: "49XCDF6",
          output_ConversationID: "c1",
          output_ThirdPartyConversationID: "TX1",
        },
      },
      movement,
    ),
  ).toMatchObject({ kind: "accepted", final: { status: "Success", providerReference: "49XCDF6", amount: "15.00" } });
  expect(initiationOutcome({ status: 422, body: { output_ResponseCode: "INS-2006" } }, movement)).toMatchObject({
    kind: "rejected",
    reasonCode: "INS-2006",
  });
  for (const [status, code] of [
    [408, "INS-9"],
    [409, "INS-10"],
    [400, "INS-1"],
  ] as const) {
    expect(initiationOutcome({ status, body: { output_ResponseCode: code } }, movement).kind).toBe("ambiguous");
  }
});

it("reads queryTransactionStatus: Completed with the original transaction id, Pending, INS-23 not found", () => {
  const answer = (status: string, id = "49XCDF6") => ({
    status: 200,
    body: {
      output_ResponseCode: "INS-0",
      output_ResponseDesc: "Request processed successfully",
      output_ResponseTransactionStatus: status,
      output_ConversationID: "c1",
      output_ThirdPartyConversationID: "Q1",
      output_OriginalTransactionID: id,
    },
  });
  expect(statusOutcome(answer("Completed"), movement)).toMatchObject({
    kind: "final",
    result: { status: "Success", providerReference: "49XCDF6" },
  });
  expect(statusOutcome(answer("Expired"), movement)).toMatchObject({
    kind: "final",
    result: { status: "Failed", failureCode: "Expired" },
  });
  expect(statusOutcome(answer("Pending", "N/A"), movement)).toEqual({ kind: "pending", providerReference: null });
  expect(statusOutcome({ status: 400, body: { output_ResponseCode: "INS-23" } }, movement)).toEqual({ kind: "not_found" });
});

it("acknowledges a callback with the documented output_* body, and takes it only as a prompt", () => {
  const { publicKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
  const adapter = new MpesaAdapter(
    "vodacom",
    "http://127.0.0.1:9",
    { apiKey: new Secret("k"), publicKey, serviceProviderCode: "000000", country: "DRC", origin: "*" },
    DEFAULT_HTTP_OPTIONS,
  );
  const callback = Buffer.from(
    JSON.stringify({
      input_OriginalConversationID: "9b3a2c6e",
      input_TransactionID: "49XCDF6",
      input_ResultCode: "INS-0",
      input_ResultDesc: "Request processed successfully",
      input_ThirdPartyConversationID: "TXABC",
    }),
  );
  expect(adapter.verifyWebhook(callback)).toMatchObject({ reference: "TXABC", operation: "collection", unauthenticated: true });
  expect(JSON.parse(adapter.acknowledge(callback).body)).toEqual({
    output_OriginalConversationID: "9b3a2c6e",
    output_ResponseCode: "0",
    output_ResponseDesc: "Successfully Accepted Result",
    output_ThirdPartyConversationID: "TXABC",
  });
});

it("takes a 401 carrying INS-6 as the transaction's failure, not the session's; a bare 401 is the session's", async () => {
  const { publicKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
  let sessions = 0;
  const answers = [
    { status: 401, body: { output_ResponseCode: "INS-6", output_ResponseDesc: "Transaction Failed" } },
    { status: 401, body: {} },
  ];
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const reply = (status: number, body: object) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (request.url?.endsWith("/getSession/"))
        return reply(200, { output_ResponseCode: "INS-0", output_SessionID: `s${++sessions}` });
      const next = answers.shift()!;
      reply(next.status, next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const adapter = new MpesaAdapter(
      "vodacom",
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      { apiKey: new Secret("k"), publicKey, serviceProviderCode: "000000", country: "DRC", origin: "*" },
      DEFAULT_HTTP_OPTIONS,
    );
    const request = { ...movement, service: "MPESA" as const, customerNumber: "+243812345678", notifyUrl: "unused" };
    expect((await adapter.operations.collect(request)).outcome).toMatchObject({ kind: "rejected", reasonCode: "INS-6" });
    // The session is a few milliseconds old: a 401 without a transaction's code says it is not live yet.
    expect((await adapter.operations.collect(request)).outcome).toMatchObject({
      kind: "rejected",
      reasonCode: "SESSION_NOT_LIVE",
    });
    expect(sessions).toBe(1);
  } finally {
    server.close();
  }
});
