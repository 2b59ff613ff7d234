import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { newReference, type ReferencePrefix } from "../../domain/core/reference";
import { failureOf } from "../../providers/failure-reasons";
import { DEFAULT_HTTP_OPTIONS } from "../../providers/http";
import { type MpesaProtocolCredentials, mpesaProtocol } from "../../providers/mpesa/protocol";
import { mpesaBearer } from "../../providers/mpesa/session";
import { rsaPublicKey } from "../../providers/rsa-public-key";
import type { MovementQuery, ProviderClient, StatusOutcome } from "../../providers/types";
import { startSimulatedProvider } from "../../simulator";
import { simulatedMpesa } from "../../simulator/mpesa/dialect";
import type { MpesaPortal } from "../../simulator/mpesa/session";
import { eventually } from "../support/eventually";
import { mpesaNumber } from "../support/simulated-providers";

/**
 * The service's M-Pesa connector (providers/mpesa) against the simulator's M-Pesa over HTTP: the session, C2B, B2C,
 * reversals, queryTransactionStatus and the unsigned callbacks, in the network's own form (networks.md section 2).
 */
// Long enough that a call made at once under a new session meets it not live yet, even on a busy machine (300 ms
// was once not).
const LIVE_AFTER_MS = 1_500;
const MINUTE = 60_000;

let provider: Awaited<ReturnType<typeof startSimulatedProvider<"mpesa">>>;
let credentials: MpesaProtocolCredentials;
let portal: MpesaPortal;
let client: ProviderClient;
let listener: { url: string; close(): Promise<void> };
const callbacks: Array<Record<string, string | null>> = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const newClient = (withCredentials: MpesaProtocolCredentials = credentials) =>
  mpesaProtocol.createClient({
    codeName: "mpesa",
    baseUrl: provider.url,
    callbackUrl: listener.url,
    credentials: withCredentials,
    http: DEFAULT_HTTP_OPTIONS,
  });

/** The application's listener: keeps each callback and acknowledges it as the connector does. */
async function startListener() {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks);
      callbacks.push(JSON.parse(rawBody.toString("utf8")));
      const { contentType, body } = client.acknowledge!(rawBody);
      response.writeHead(200, { "content-type": contentType }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/callbacks/mpesa/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  credentials = mpesaProtocol.credentialsSchema.parse(simulatedMpesa.generateCredentials());
  provider = await startSimulatedProvider("mpesa", credentials, {
    delayMs: 200,
    hangMs: 1500,
    webhookAttempts: 2,
    webhookRetryMs: 100,
  });
  portal = provider.engine.dashboard as MpesaPortal;
  portal.sessionLiveAfterMs = LIVE_AFTER_MS;
  listener = await startListener();
  portal.callbackUrl = listener.url;
  client = newClient();
  await sleep(LIVE_AFTER_MS + 100);
});
afterAll(async () => {
  await provider.close();
  await listener.close();
});

const movement = (prefix: ReferencePrefix, amount = "15.00"): MovementQuery => ({
  reference: newReference(prefix),
  amount,
  currency: "USD",
});

const collect = async (suffix: string, amount = "15.00", through = client) => {
  const request = { ...movement("TX", amount), service: "MPESA" as const, customerNumber: mpesaNumber(suffix), notifyUrl: "" };
  return { request, outcome: (await through.operations.collect(request)).outcome };
};

const disburse = async (suffix: string, amount = "20.00") => {
  const request = { ...movement("PO", amount), service: "MPESA" as const, recipientNumber: mpesaNumber(suffix), notifyUrl: "" };
  return { request, outcome: (await client.operations.disburse!(request)).outcome };
};

/** Queries until the movement is final, as the service's worker does. */
const finalOf = <Result>(query: () => Promise<{ outcome: StatusOutcome<Result> }>) =>
  eventually(async () => {
    const { outcome } = await query();
    return outcome.kind === "final" ? outcome.result : undefined;
  });

const collected = (request: MovementQuery) => finalOf(() => client.operations.queryCollection(request));

const callbacksFor = (reference: string, count = 1) =>
  eventually(async () => {
    const sent = callbacks.filter((callback) => callback.input_ThirdPartyConversationID === reference);
    return sent.length >= count ? sent : undefined;
  });

describe("collections", () => {
  it("takes a C2B in asynchronous mode, Pending then Completed by queryTransactionStatus; the callback only prompts it", async () => {
    const { request, outcome } = await collect("00");
    expect(outcome).toEqual({ kind: "accepted", providerReference: "" });
    expect((await client.operations.queryCollection(request)).outcome).toEqual({ kind: "pending", providerReference: null });

    const result = await collected(request);
    expect(result).toMatchObject({ status: "Success", amount: "15.00", failureCode: null });
    expect(result.providerReference).toMatch(/^MP[0-9a-f]{12}$/);

    const [callback] = await callbacksFor(request.reference);
    expect(callback).toMatchObject({ input_ResultCode: "INS-0", input_TransactionID: result.providerReference });
    expect(client.verifyWebhook(Buffer.from(JSON.stringify(callback)), {}, new Date())).toMatchObject({
      reference: request.reference,
      operation: "collection",
      unauthenticated: true,
    });
    // The receiver keeps the callback before it answers: the simulator records the answer a moment later.
    const answered = await eventually(async () => {
      const statuses = provider.engine.webhooks.find((sent) => sent.reference === request.reference)?.statuses;
      return statuses && statuses.length > 0 ? statuses : undefined;
    });
    expect(answered).toEqual([200]);
  });

  it("ends short balance Failed (callback INS-2006), a cancel Cancelled (INS-5), a lapse Expired (INS-9)", async () => {
    for (const [suffix, code, status, reason] of [
      ["99", "INS-2006", "Failed", "provider_error"],
      ["05", "INS-5", "Cancelled", "declined"],
      ["09", "INS-9", "Expired", "expired"],
    ] as const) {
      const { request, outcome } = await collect(suffix);
      expect(outcome.kind).toBe("accepted");
      const result = await collected(request);
      // The service settles by the query, whose answer carries the status and no INS code: that is the code it keeps.
      expect(result).toMatchObject({ status: "Failed", failureCode: status });
      expect(failureOf(mpesaProtocol.failureCodes, result.failureCode).reason).toBe(reason);
      expect((await callbacksFor(request.reference))[0]).toMatchObject({ input_ResultCode: code, input_TransactionID: null });
    }
  });

  it("refuses at once a number that cannot pay, 400 INS-2051 (invalid_number), and another application's shortcode, INS-13", async () => {
    const { outcome } = await collect("92");
    expect(outcome).toMatchObject({ kind: "rejected", reasonCode: "INS-2051" });
    expect(failureOf(mpesaProtocol.failureCodes, "INS-2051").reason).toBe("invalid_number");

    const otherShortcode = newClient({ ...credentials, service_provider_code: "999999" });
    await sleep(LIVE_AFTER_MS + 100);
    expect((await collect("00", "15.00", otherShortcode)).outcome).toMatchObject({ kind: "rejected", reasonCode: "INS-13" });
  });

  it("answers a repeated ThirdPartyConversationID 409 INS-10, which the connector takes as ambiguous", async () => {
    const { request } = await collect("00");
    const again = await client.operations.collect(request);
    expect(again.exchange.httpStatus).toBe(409);
    expect(again.outcome).toEqual({ kind: "ambiguous", error: "HTTP 409 INS-10" });
    expect((await collected(request)).status).toBe("Success");
  });

  it("sends first a forged callback claiming a failure, which moves nothing: the status query says Completed", async () => {
    const { request } = await collect("93");
    const [forged, genuine] = await callbacksFor(request.reference, 2);
    expect(forged).toMatchObject({ input_ResultCode: "INS-2006", input_TransactionID: null });
    expect(client.verifyWebhook(Buffer.from(JSON.stringify(forged)), {}, new Date())).toMatchObject({ unauthenticated: true });
    expect((await collected(request)).status).toBe("Success");
    expect(genuine).toMatchObject({ input_ResultCode: "INS-0" });
  });

  it("answers INS-23 for a movement it does not know, and fails the query of one it timed out unrecorded", async () => {
    expect((await client.operations.queryCollection(movement("TX"))).outcome).toEqual({ kind: "not_found" });
    const { request, outcome } = await collect("95");
    expect(outcome.kind).toBe("ambiguous");
    expect((await client.operations.queryCollection(request)).outcome).toEqual({ kind: "unknown", error: "HTTP 503 INS-16" });
  });
});

describe("money out", () => {
  it("pays out by B2C, Completed by the query; a payout to a failing number ends Failed, its callback INS-2006", async () => {
    const paid = await disburse("00");
    expect(paid.outcome).toEqual({ kind: "accepted", providerReference: "" });
    expect(await finalOf(() => client.operations.queryDisbursement!(paid.request))).toMatchObject({ status: "Success" });
    expect((await callbacksFor(paid.request.reference))[0]).toMatchObject({ input_ResultCode: "INS-0" });

    const failing = await disburse("99");
    expect(failing.outcome.kind).toBe("accepted");
    expect(await finalOf(() => client.operations.queryDisbursement!(failing.request))).toMatchObject({ status: "Failed" });
    expect((await callbacksFor(failing.request.reference))[0]).toMatchObject({ input_ResultCode: "INS-2006" });
  });

  it("refuses a payout its float cannot cover, 422 INS-2006 (insufficient_funds)", async () => {
    const float = await provider.engine.moneyOut.floatBalance("USD");
    provider.engine.moneyOut.setFloat("USD", "1.00");
    try {
      expect((await disburse("00")).outcome).toMatchObject({ kind: "rejected", reasonCode: "INS-2006" });
      expect(failureOf(mpesaProtocol.failureCodes, "INS-2006").reason).toBe("insufficient_funds");
    } finally {
      provider.engine.moneyOut.setFloat("USD", float);
    }
  });

  it("reverses in part and then the rest, refuses more than remains (INS-15) and an unknown transaction (INS-18)", async () => {
    const { request } = await collect("00", "30.00");
    const transactionId = (await collected(request)).providerReference;
    const reverse = async (amount: string, providerCollectionReference = transactionId) => {
      const refund = {
        ...movement("RF", amount),
        method: "reversal" as const,
        collectionReference: request.reference,
        providerCollectionReference,
        service: "MPESA" as const,
        payerNumber: "+243810000000",
        notifyUrl: "",
      };
      return { refund, outcome: (await client.operations.refund!(refund)).outcome };
    };
    const refunded = (refund: MovementQuery) => finalOf(() => client.operations.queryRefund!({ ...refund, method: "reversal" }));

    const part = await reverse("10.00");
    expect(part.outcome).toEqual({ kind: "accepted", providerReference: "" });
    expect((await reverse("25.00")).outcome).toMatchObject({ kind: "rejected", reasonCode: "INS-15" });
    const rest = await reverse("20.00");
    expect(rest.outcome.kind).toBe("accepted");
    expect(await refunded(part.refund)).toMatchObject({ status: "Success", amount: "10.00" });
    expect(await refunded(rest.refund)).toMatchObject({ status: "Success", amount: "20.00" });
    expect((await reverse("0.01")).outcome).toMatchObject({ kind: "rejected", reasonCode: "INS-15" });
    expect((await reverse("1.00", "MP000000000000")).outcome).toMatchObject({ kind: "rejected", reasonCode: "INS-18" });
  });

  it("reverses a whole collection, as the connector sends it: with the full amount", async () => {
    const { request } = await collect("00", "12.50");
    const refund = {
      ...movement("RF", "12.50"),
      method: "reversal" as const,
      collectionReference: request.reference,
      providerCollectionReference: (await collected(request)).providerReference,
      service: "MPESA" as const,
      payerNumber: "+243810000000",
      notifyUrl: "",
    };
    expect((await client.operations.refund!(refund)).outcome.kind).toBe("accepted");
    expect(await finalOf(() => client.operations.queryRefund!(refund))).toMatchObject({ status: "Success", amount: "12.50" });
    expect((await callbacksFor(refund.reference))[0]).toMatchObject({ input_ResultCode: "INS-0" });
  });
});

describe("the session", () => {
  afterEach(() => jest.restoreAllMocks());

  /** Moves the clock the connector and the simulator share, as if `ms` had passed. */
  const clockAhead = (ms: number) => {
    const now = Date.now.bind(Date);
    jest.spyOn(Date, "now").mockImplementation(() => now() + ms);
  };

  it("is not live for its first moments: the connector calls the refusal SESSION_NOT_LIVE, and the session then serves", async () => {
    const fresh = newClient();
    expect((await collect("00", "15.00", fresh)).outcome).toMatchObject({ kind: "rejected", reasonCode: "SESSION_NOT_LIVE" });
    await sleep(LIVE_AFTER_MS + 100);
    expect((await collect("00", "15.00", fresh)).outcome.kind).toBe("accepted");
  });

  it("expires: the call under it is refused INS-2, and the connector's next session serves once live", async () => {
    const fresh = newClient();
    await sleep(LIVE_AFTER_MS + 100);
    clockAhead(portal.sessionLifetimeMs + MINUTE);
    expect((await collect("00", "15.00", fresh)).outcome).toMatchObject({
      kind: "rejected",
      reasonCode: "INS-2",
      message: "Session ID has expired",
    });
    // The connector dropped it and calls at once under a new one, which is not live yet.
    expect((await collect("00", "15.00", fresh)).outcome).toMatchObject({ kind: "rejected", reasonCode: "SESSION_NOT_LIVE" });
    await sleep(LIVE_AFTER_MS + 100);
    expect((await collect("00", "15.00", fresh)).outcome.kind).toBe("accepted");
  });

  it("is renewed by the connector ahead of its expiry, so calls go on past the first session's lifetime", async () => {
    const fresh = newClient();
    await sleep(LIVE_AFTER_MS + 100);
    clockAhead(46 * MINUTE);
    expect((await collect("00", "15.00", fresh)).outcome.kind).toBe("accepted");
    await sleep(100);
    jest.restoreAllMocks();
    clockAhead(portal.sessionLifetimeMs + MINUTE);
    expect((await collect("00", "15.00", fresh)).outcome.kind).toBe("accepted");
  });

  it("refuses a wrong API key: getSession answers 401 INS-2, and the connector's call is refused without being sent", async () => {
    const wrongKey = newClient({ ...credentials, api_key: "not-the-application-key" });
    const { outcome } = await collect("00", "15.00", wrongKey);
    expect(outcome).toMatchObject({ kind: "rejected", reasonCode: "INS-989", message: "getSession: HTTP 401 INS-2" });
  });
});

describe("what the network checks before anything moves", () => {
  const call = async (path: string, secret: string, init: { origin?: string; method?: string; body?: object } = {}) => {
    const answer = await fetch(`${provider.url}/vodacomDRC${path}`, {
      method: init.method ?? "GET",
      headers: {
        authorization: `Bearer ${mpesaBearer(rsaPublicKey(credentials.public_key), secret)}`,
        "content-type": "application/json",
        ...(init.origin === undefined ? {} : { origin: init.origin }),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, string> };
  };

  it("wants the Origin, the session (never the API key) on a call, and every mandatory field (INS-20)", async () => {
    expect(await call("/getSession/", credentials.api_key)).toMatchObject({
      status: 401,
      body: { output_ResponseCode: "INS-2" },
    });
    const session = await call("/getSession/", credentials.api_key, { origin: "*" });
    expect(session).toMatchObject({ status: 200, body: { output_ResponseCode: "INS-0" } });

    const c2b = { method: "POST", origin: "*", body: { input_Amount: "1.00" } };
    expect(await call("/c2bPayment/singleStage/", credentials.api_key, c2b)).toMatchObject({
      status: 401,
      body: { output_ResponseCode: "INS-2", output_ResponseDesc: "Invalid API Key" },
    });
    await sleep(LIVE_AFTER_MS + 100);
    expect(await call("/c2bPayment/singleStage/", session.body.output_SessionID!, c2b)).toMatchObject({
      status: 400,
      body: { output_ResponseCode: "INS-20" },
    });
  });
});
