import { airtelProtocol } from "../../providers/airtel/protocol";
import { failureOf } from "../../providers/failure-reasons";
import { DEFAULT_HTTP_OPTIONS } from "../../providers/http";
import type { CredentialsOf } from "../../providers/protocols";
import type { ProviderClient, RefundRequest } from "../../providers/types";
import { simulatedAirtel, UNREGISTERED_MSISDN } from "../../simulator/airtel/dialect";
import { startSimulatedProvider } from "../../simulator/index";
import { type EndpointReceiver, startEndpointReceiver } from "../support/endpoint-receiver";
import { eventually } from "../support/eventually";

/** The service's Airtel connector against the simulator's Airtel (simulator/airtel), over HTTP. */
type Simulated = Awaited<ReturnType<typeof startSimulatedProvider<"airtel">>>;
let simulator: Simulated;
let callbacks: EndpointReceiver;
let airtel: ProviderClient;
const credentials = simulatedAirtel.generateCredentials();

beforeAll(async () => {
  simulator = await startSimulatedProvider("airtel", credentials, {
    delayMs: 200,
    hangMs: 1500,
    webhookAttempts: 2,
    webhookRetryMs: 100,
  });
  callbacks = await startEndpointReceiver();
  simulator.engine.dashboard!.callbackUrl = callbacks.url;
  airtel = clientWith();
});
afterAll(async () => {
  await simulator.close();
  await callbacks.close();
});

const clientWith = (overrides: Partial<CredentialsOf<"airtel">> = {}): ProviderClient =>
  airtelProtocol.createClient({
    codeName: "airtel",
    baseUrl: simulator.url,
    callbackUrl: callbacks.url,
    credentials: airtelProtocol.credentialsSchema.parse({ ...credentials, ...overrides }),
    http: DEFAULT_HTTP_OPTIONS,
  });

let sequence = 0;
const reference = (prefix: "TX" | "PO" | "RF") =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${String(sequence++).padStart(6, "0")}`;
const collection = (ref: string, number: string, amount = "1500.00") => ({
  reference: ref,
  amount,
  currency: "CDF",
  service: "AIRTEL" as const,
  customerNumber: number,
  notifyUrl: callbacks.url,
});
const query = (ref: string, amount = "1500.00") => ({ reference: ref, amount, currency: "CDF" });
const finalOf = async (ref: string, amount = "1500.00") =>
  eventually(async () => {
    const { outcome } = await airtel.operations.queryCollection(query(ref, amount));
    return outcome.kind === "final" ? outcome.result : undefined;
  });
const reasonOf = (code: string) => failureOf(airtelProtocol.failureCodes, code).reason;

/** A raw call, as a client other than the connector would make it. */
async function call(method: string, path: string, headers: Record<string, string>, body?: object) {
  const response = await fetch(`${simulator.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
const tokenRequest = (secret = credentials.client_secret) =>
  call(
    "POST",
    "/auth/oauth2/token",
    {},
    { client_id: credentials.client_id, client_secret: secret, grant_type: "client_credentials" },
  );
const withToken = async (currency = "CDF") => ({
  authorization: `Bearer ${(await tokenRequest()).body.access_token}`,
  "x-country": "CD",
  "x-currency": currency,
});

describe("collections", () => {
  it("pushes a collection, whose enquiry says TIP, then TS with Airtel's id", async () => {
    const ref = reference("TX");
    expect((await airtel.operations.collect(collection(ref, "+243971234567"))).outcome.kind).toBe("accepted");
    expect((await airtel.operations.queryCollection(query(ref))).outcome.kind).toBe("pending");
    expect(await finalOf(ref)).toMatchObject({ status: "Success", providerReference: expect.stringMatching(/^MP/) });
  });

  it("fails one for insufficient balance: TF with DP00800001007, the service's insufficient_funds", async () => {
    const ref = reference("TX");
    await airtel.operations.collect(collection(ref, "+243971234599"));
    const result = await finalOf(ref);
    expect(result).toMatchObject({ status: "Failed", failureCode: "DP00800001007" });
    expect(reasonOf(result.failureCode!)).toBe("insufficient_funds");
  });

  it("refuses one at once in an HTTP 200 with success false: DP00800001010, invalid_number", async () => {
    const { outcome } = await airtel.operations.collect(collection(reference("TX"), "+243971234592"));
    expect(outcome).toMatchObject({ kind: "rejected", reasonCode: "DP00800001010" });
    expect(reasonOf("DP00800001010")).toBe("invalid_number");
  });

  it("answers a repeated id ESB000041, which leaves the connector to enquire", async () => {
    const ref = reference("TX");
    expect((await airtel.operations.collect(collection(ref, "+243971234567"))).outcome.kind).toBe("accepted");
    expect((await airtel.operations.collect(collection(ref, "+243971234567"))).outcome).toMatchObject({
      kind: "ambiguous",
      error: expect.stringContaining("ESB000041"),
    });
  });

  it("settles one whose answer was lost (5xx) by the enquiry under the same id", async () => {
    const ref = reference("TX");
    expect((await airtel.operations.collect(collection(ref, "+243971234596"))).outcome.kind).toBe("ambiguous");
    expect((await finalOf(ref)).status).toBe("Success");
  });

  it("takes a v2 collection whose x-signature opens with x-key, and refuses one whose signature does not match", async () => {
    const ref = reference("TX");
    const signing = clientWith({ message_signing: true });
    expect((await signing.operations.collect(collection(ref, "+243971234567"))).outcome.kind).toBe("accepted");
    const body = {
      reference: "forged",
      subscriber: { country: "CD", currency: "CDF", msisdn: "971234567" },
      transaction: { amount: 1500, country: "CD", currency: "CDF", id: reference("TX") },
    };
    const forged = await call(
      "POST",
      "/merchant/v2/payments/",
      { ...(await withToken()), "x-signature": "AAAA", "x-key": "AAAA" },
      body,
    );
    expect([forged.status, forged.body.status]).toEqual([
      200,
      expect.objectContaining({ response_code: "DP00800001026", success: false }),
    ]);
  });
});

describe("callbacks", () => {
  const callbacksFor = (ref: string) => callbacks.received.filter((received) => received.body.includes(`"id":"${ref}"`));

  it("sends a collection's callback with its hash, which the connector verifies", async () => {
    const ref = reference("TX");
    await airtel.operations.collect(collection(ref, "+243971234567"));
    const [received] = await eventually(async () => (callbacksFor(ref).length > 0 ? callbacksFor(ref) : undefined));
    expect(JSON.parse(received!.body)).toMatchObject({ transaction: { id: ref, status_code: "TS" }, hash: expect.any(String) });
    expect(await airtel.verifyWebhook(Buffer.from(received!.body), {}, new Date())).toMatchObject({
      reference: ref,
      operation: "collection",
      unauthenticated: true,
    });
  });

  it("sends a forged one first for 93, which the connector refuses, then the genuine one", async () => {
    const ref = reference("TX");
    await airtel.operations.collect(collection(ref, "+243971234593"));
    const [forged, genuine] = await eventually(async () => (callbacksFor(ref).length > 1 ? callbacksFor(ref) : undefined));
    expect(() => airtel.verifyWebhook(Buffer.from(forged!.body), {}, new Date())).toThrow("Webhook verification failed");
    expect(await airtel.verifyWebhook(Buffer.from(genuine!.body), {}, new Date())).toMatchObject({ reference: ref });
  });
});

describe("payouts and refunds", () => {
  const payout = (ref: string, number: string, amount = "2000.00", currency = "CDF") => ({
    reference: ref,
    amount,
    currency,
    service: "AIRTEL" as const,
    recipientNumber: number,
    notifyUrl: callbacks.url,
  });

  it("pays out with the PIN, settled in the answer and told the same by the enquiry", async () => {
    const ref = reference("PO");
    const { outcome } = await airtel.operations.disburse!(payout(ref, "+243971230001"));
    expect(outcome).toMatchObject({
      kind: "accepted",
      final: { status: "Success", providerReference: expect.stringMatching(/^CI/) },
    });
    const enquiry = await airtel.operations.queryDisbursement!(query(ref, "2000.00"));
    expect(enquiry.outcome).toMatchObject({ kind: "final", result: { status: "Success" } });
  });

  it("refuses a payout with Airtel's codes: the number (DP00900001013), a wrong PIN (ROUTER115), a repeated id", async () => {
    const refused = await airtel.operations.disburse!(payout(reference("PO"), "+243971230092"));
    expect(refused.outcome).toMatchObject({ kind: "rejected", reasonCode: "DP00900001013" });
    const wrongPin = String((Number(credentials.disbursement_pin) + 1) % 10_000).padStart(4, "0");
    const badPin = await clientWith({ disbursement_pin: wrongPin }).operations.disburse!(
      payout(reference("PO"), "+243971230001"),
    );
    expect(badPin.outcome).toMatchObject({ kind: "rejected", reasonCode: "ROUTER115" });
    const ref = reference("PO");
    await airtel.operations.disburse!(payout(ref, "+243971230001"));
    expect((await airtel.operations.disburse!(payout(ref, "+243971230001"))).outcome).toMatchObject({
      kind: "ambiguous",
      error: expect.stringContaining("DP00900001011"),
    });
  });

  it("fails a payout to 99 in its answer (DP00900001012), the enquiry telling TF with the same code", async () => {
    const ref = reference("PO");
    const { outcome } = await airtel.operations.disburse!(payout(ref, "+243971230099"));
    expect(outcome).toMatchObject({ kind: "rejected", reasonCode: "DP00900001012" });
    const enquiry = await airtel.operations.queryDisbursement!(query(ref, "2000.00"));
    expect(enquiry.outcome).toMatchObject({ kind: "final", result: { status: "Failed", failureCode: "DP00900001012" } });
  });

  const refund = (ref: string, collected: { reference: string; providerReference: string }, amount: string): RefundRequest => ({
    reference: ref,
    method: airtelProtocol.refundMethod!({ amount, collectionAmount: "3000.00" }),
    collectionReference: collected.reference,
    providerCollectionReference: collected.providerReference,
    amount,
    currency: "CDF",
    service: "AIRTEL",
    payerNumber: "+243971234568",
    notifyUrl: callbacks.url,
  });
  const paidCollection = async () => {
    const ref = reference("TX");
    await airtel.operations.collect(collection(ref, "+243971234568", "3000.00"));
    return { reference: ref, providerReference: (await finalOf(ref, "3000.00")).providerReference };
  };

  it("refunds in full by reversing the collection, and reverses it only once", async () => {
    const collected = await paidCollection();
    const request = refund(reference("RF"), collected, "3000.00");
    expect(request.method).toBe("reversal");
    const { outcome } = await airtel.operations.refund!(request);
    expect(outcome).toMatchObject({
      kind: "accepted",
      final: { status: "Success", providerReference: expect.stringMatching(/^RV/) },
    });
    const again = await airtel.operations.refund!({ ...request, reference: reference("RF") });
    expect(again.outcome).toMatchObject({
      kind: "accepted",
      providerReference: (outcome as { providerReference: string }).providerReference,
    });
    const unknown = await airtel.operations.refund!({ ...request, providerCollectionReference: "MPNEVERSHOWN" });
    expect(unknown.outcome).toMatchObject({ kind: "rejected", reasonCode: "DP00800001025" });
  });

  it("refunds in part by a disbursement to the payer, whose enquiry tells it", async () => {
    const collected = await paidCollection();
    const request = refund(reference("RF"), collected, "1000.00");
    expect(request.method).toBe("disbursement");
    expect((await airtel.operations.refund!(request)).outcome).toMatchObject({ kind: "accepted", final: { status: "Success" } });
    const enquiry = await airtel.operations.queryRefund!({ ...query(request.reference, "1000.00"), method: "disbursement" });
    expect(enquiry.outcome).toMatchObject({ kind: "final", result: { status: "Success" } });
  });

  it("answers the balance of the X-Currency wallet from the float, less what was paid out", async () => {
    simulator.engine.moneyOut.setFloat("USD", "5000.00");
    const balance = async () => (await call("GET", "/standard/v1/users/balance", await withToken("USD"))).body;
    expect(await balance()).toMatchObject({ data: { balance: "5000.00", currency: "USD" }, status: { success: true } });
    await airtel.operations.disburse!(payout(reference("PO"), "+243971230001", "20.00", "USD"));
    await eventually(async () => ((await balance()).data.balance === "4980.00" ? true : undefined));
  });
});

describe("the user lookup", () => {
  it("names the holder of a number, and says DP02200000002 for the one it does not know", async () => {
    expect((await airtel.operations.lookupRecipient!({ number: "+243971230001", currency: "CDF" })).outcome).toEqual({
      kind: "found",
      name: "Marie Kabasele",
    });
    expect((await airtel.operations.lookupRecipient!({ number: `+243${UNREGISTERED_MSISDN}`, currency: "CDF" })).outcome).toEqual(
      {
        kind: "not_found",
      },
    );
  });
});

describe("authentication", () => {
  it("gives a token whose expires_in is a string, and refuses a wrong secret", async () => {
    expect((await tokenRequest()).body).toMatchObject({ expires_in: "180", token_type: "bearer" });
    expect(await tokenRequest("wrong-secret")).toEqual({
      status: 400,
      body: { error: "invalid_client", error_description: "Invalid client authentication" },
    });
    const { outcome } = await clientWith({ client_secret: "wrong-secret" }).operations.collect(
      collection(reference("TX"), "+243971234567"),
    );
    expect(outcome).toMatchObject({ kind: "rejected", reasonCode: "invalid_client" });
  });

  it("refuses a call without a valid token (403 invalid_token) or from another country (ROUTER110)", async () => {
    const headers = await withToken();
    const enquiry = `/standard/v1/payments/${reference("TX")}`;
    expect((await call("GET", enquiry, { ...headers, authorization: "Bearer not-a-token" })).status).toBe(403);
    expect(await call("GET", enquiry, { ...headers, "x-country": "UG" })).toMatchObject({
      status: 400,
      body: { status_code: "ROUTER110" },
    });
  });

  it("expires tokens after 180 s, so the connector must renew its own", async () => {
    const headers = await withToken();
    const enquiry = `/standard/v1/payments/${reference("TX")}`;
    const client = clientWith();
    expect((await client.operations.queryCollection(query("TXNEVERSENT"))).outcome.kind).toBe("not_found");
    const now = Date.now.bind(Date);
    const later = jest.spyOn(Date, "now").mockImplementation(() => now() + 181_000);
    try {
      expect(await call("GET", enquiry, headers)).toMatchObject({ status: 403, body: { error: "invalid_token" } });
      expect((await client.operations.queryCollection(query("TXNEVERSENT"))).outcome.kind).toBe("not_found");
    } finally {
      later.mockRestore();
    }
  });
});
