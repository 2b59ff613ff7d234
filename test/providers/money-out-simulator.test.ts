import type { AddressInfo } from "node:net";
import { protocolNamed } from "../../providers/protocols";
import type { ProviderClient, StatusOutcome } from "../../providers/types";
import { type Simulator, startSimulator } from "../../simulator";
import { listen } from "../../simulator/http";
import type { SimulatedProtocolName } from "../../simulator/protocols";
import { mpesaNumber } from "../support/simulated-providers";

/** The real clients of both protocols against the simulator over HTTP, money out and statements. */
let simulator: Simulator;
const received: Array<{ body: Buffer; headers: Record<string, string | undefined> }> = [];
let receiver: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  simulator = await startSimulator({ delayMs: 200, hangMs: 1500, webhookRetryMs: 100, webhookAttempts: 2 });
  receiver = await listen(
    (request, body, response) => {
      received.push({ body, headers: request.headers as Record<string, string | undefined> });
      response.writeHead(200).end();
    },
    "127.0.0.1",
    0,
  );
});

afterAll(async () => {
  await simulator.close();
  receiver.server.closeAllConnections();
  await new Promise((resolve) => receiver.server.close(resolve));
});

const today = () => new Date().toISOString().slice(0, 10);
const notifyUrl = () => `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/`;
let sequence = 0;
const reference = (prefix: string) => `${prefix}_${Date.now()}_${++sequence}`;

async function settled<Result>(ask: () => Promise<{ outcome: StatusOutcome<Result> }>): Promise<StatusOutcome<Result>> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { outcome } = await ask();
    if (outcome.kind === "final") return outcome;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await ask()).outcome;
}

describe.each(["sealed", "signed"] as SimulatedProtocolName[])("money out over protocol %s", (protocol) => {
  /** A code as this protocol's network writes it: protocol A in upper case. */
  const verbatim = (code: string) => (protocol === "sealed" ? code.toUpperCase() : code);
  let client: ProviderClient;
  const engine = () => simulator[protocol].engine;

  beforeAll(() => {
    client = protocolNamed(protocol).createClient({
      codeName: protocol,
      baseUrl: simulator[protocol].url,
      callbackUrl: "http://127.0.0.1:1/api/callbacks/test/",
      credentials: simulator.credentials[protocol] as never,
      http: { connectTimeoutMs: 1000, requestTimeoutMs: 1000 },
    });
  });

  const payout = (recipientNumber: string, amount = "25.00", ref = reference("po")) =>
    client.operations.disburse!({
      reference: ref,
      amount,
      currency: "CDF",
      service: "MPESA",
      recipientNumber,
      notifyUrl: notifyUrl(),
    });

  const collected = async (customerNumber: string, amount = "100.00") => {
    const ref = reference("tx");
    const { outcome } = await client.operations.collect({
      reference: ref,
      amount,
      currency: "CDF",
      service: "MPESA",
      customerNumber,
      notifyUrl: notifyUrl(),
    });
    if (outcome.kind !== "accepted") throw new Error(`collection not accepted: ${JSON.stringify(outcome)}`);
    const final = await settled(() => client.operations.queryCollection({ reference: ref, amount: "1.00", currency: "CDF" }));
    return { ref, providerReference: outcome.providerReference, final };
  };

  const refund = (collection: { ref: string; providerReference: string }, amount: string, ref = reference("rf")) =>
    client.operations.refund!({
      reference: ref,
      method: "reversal",
      payerNumber: "+243970000001",
      collectionReference: collection.ref,
      providerCollectionReference: collection.providerReference,
      service: "MPESA",
      amount,
      currency: "CDF",
      notifyUrl: notifyUrl(),
    });

  it("pays out, answers the query with the result and sends a webhook the client verifies as a disbursement", async () => {
    const ref = reference("po");
    const { outcome } = await payout(mpesaNumber("00"), "25.50", ref);
    expect(outcome.kind).toBe("accepted");
    const final = await settled(() => client.operations.queryDisbursement!({ reference: ref, amount: "1.00", currency: "CDF" }));
    expect(final).toMatchObject({
      kind: "final",
      result: { reference: ref, status: "Success", amount: "25.50", currency: "CDF" },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const verified = await Promise.all(
      received.map(async ({ body, headers }) => {
        try {
          return await client.verifyWebhook(body, headers, new Date());
        } catch {
          return null;
        }
      }),
    );
    const webhook = verified.find((one) => one?.reference === ref);
    expect(webhook).toMatchObject({ operation: "disbursement", result: { status: "Success", amount: "25.50" } });
  });

  it("fails a payout to a number ending in 99 with recipient_not_found, in the protocol's own case", async () => {
    const ref = reference("po");
    expect((await payout(mpesaNumber("99"), "10.00", ref)).outcome.kind).toBe("accepted");
    const final = await settled(() => client.operations.queryDisbursement!({ reference: ref, amount: "1.00", currency: "CDF" }));
    expect(final).toMatchObject({ kind: "final", result: { status: "Failed", failureCode: verbatim("recipient_not_found") } });
  });

  it("rejects a payout to a number ending in 92 definitively", async () => {
    const { outcome } = await payout(mpesaNumber("92"));
    expect(outcome).toMatchObject({ kind: "rejected", reasonCode: protocol === "sealed" ? "INVALID_MSISDN" : "invalid_phone" });
  });

  it("settles an ambiguous answer by query: 97 was never accepted, 96 was", async () => {
    const lost = reference("po");
    expect((await payout(mpesaNumber("97"), "10.00", lost)).outcome.kind).toBe("ambiguous");
    expect((await client.operations.queryDisbursement!({ reference: lost, amount: "1.00", currency: "CDF" })).outcome.kind).toBe(
      "not_found",
    );
    const taken = reference("po");
    expect((await payout(mpesaNumber("96"), "10.00", taken)).outcome.kind).toBe("ambiguous");
    expect(
      await settled(() => client.operations.queryDisbursement!({ reference: taken, amount: "1.00", currency: "CDF" })),
    ).toMatchObject({
      kind: "final",
      result: { status: "Success" },
    });
  });

  it("answers a payout sent again under its id as accepted with the same provider reference, paying once", async () => {
    const ref = reference("po");
    const number = mpesaNumber("00");
    const first = await payout(number, "10.00", ref);
    const again = await payout(number, "10.00", ref);
    expect(first.outcome.kind).toBe("accepted");
    expect(again.outcome).toEqual(first.outcome);
    expect(await engine().moneyOut.store.get("disbursement", ref)).toMatchObject({ reference: ref });
  });

  it("refuses payouts above a dry float as insufficient_float, and takes them once it is refilled", async () => {
    engine().moneyOut.setFloat("USD", "30.00");
    const dry = await client.operations.disburse!({
      reference: reference("po"),
      amount: "30.01",
      currency: "USD",
      service: "MPESA",
      recipientNumber: mpesaNumber("00"),
      notifyUrl: notifyUrl(),
    });
    const floatCode = verbatim("insufficient_float");
    expect(dry.outcome).toMatchObject({ kind: "rejected", reasonCode: floatCode });
    expect(protocolNamed(protocol).failureCodes[floatCode]).toBe("insufficient_float");
    engine().moneyOut.setFloat("USD", "1000.00");
    const ref = reference("po");
    const refilled = await client.operations.disburse!({
      reference: ref,
      amount: "30.01",
      currency: "USD",
      service: "MPESA",
      recipientNumber: mpesaNumber("00"),
      notifyUrl: notifyUrl(),
    });
    expect(refilled.outcome.kind).toBe("accepted");
    await settled(() => client.operations.queryDisbursement!({ reference: ref, amount: "1.00", currency: "CDF" }));
    expect(await engine().moneyOut.floatBalance("USD")).toBe("969.99");
    const failed = reference("po");
    await client.operations.disburse!({
      reference: failed,
      amount: "5.00",
      currency: "USD",
      service: "MPESA",
      recipientNumber: mpesaNumber("99"),
      notifyUrl: notifyUrl(),
    });
    await settled(() => client.operations.queryDisbursement!({ reference: failed, amount: "1.00", currency: "CDF" }));
    expect(await engine().moneyOut.floatBalance("USD")).toBe("969.99");
    const lateNumber = mpesaNumber("00");
    engine().overrides.set(lateNumber, "late_success");
    const late = reference("po");
    await client.operations.disburse!({
      reference: late,
      amount: "10.00",
      currency: "USD",
      service: "MPESA",
      recipientNumber: lateNumber,
      notifyUrl: notifyUrl(),
    });
    expect(
      await settled(() => client.operations.queryDisbursement!({ reference: late, amount: "1.00", currency: "CDF" })),
    ).toMatchObject({
      result: { status: "Failed" },
    });
    expect(await engine().moneyOut.floatBalance("USD")).toBe("959.99");
  });

  it("refunds part of a collection, refuses more than the remainder and refunds of a failed collection", async () => {
    const collection = await collected(mpesaNumber("00"), "100.00");
    const ref = reference("rf");
    expect((await refund(collection, "40.00", ref)).outcome.kind).toBe("accepted");
    expect(
      await settled(() =>
        client.operations.queryRefund!({ reference: ref, amount: "1.00", currency: "CDF", method: "reversal" }),
      ),
    ).toMatchObject({
      kind: "final",
      result: { reference: ref, status: "Success", amount: "40.00", currency: "CDF" },
    });
    expect((await refund(collection, "60.01")).outcome).toMatchObject({
      kind: "rejected",
      reasonCode: verbatim("amount_exceeds_remaining"),
    });
    expect((await refund(collection, "60.00")).outcome.kind).toBe("accepted");

    const failed = await collected(mpesaNumber("99"), "100.00");
    expect(failed.final).toMatchObject({ result: { status: "Failed" } });
    expect((await refund(failed, "1.00")).outcome).toMatchObject({
      kind: "rejected",
      reasonCode: protocol === "sealed" ? "COLLECTION_NOT_SUCCESSFUL" : "payment_not_succeeded",
    });
  });

  it("plays a late success: told failed, shown successful only in the statement", async () => {
    const number = mpesaNumber("00");
    engine().overrides.set(number, "late_success");
    const collection = await collected(number, "12.00");
    expect(collection.final).toMatchObject({ kind: "final", result: { status: "Failed" } });
    const { outcome } = await client.operations.statement!(today());
    if (outcome.kind !== "statement") throw new Error(outcome.error);
    expect(outcome.statement.lines.find((line) => line.reference === collection.ref)).toEqual({
      operation: "collection",
      reference: collection.ref,
      collectionReference: null,
      providerReference: collection.providerReference,
      status: "Success",
      amount: "12.00",
      currency: "CDF",
    });
  });

  it("lists a refund in the statement with its amounts in totals, and keeps a closed day as it was", async () => {
    const collection = await collected(mpesaNumber("00"), "50.00");
    const ref = reference("rf");
    await refund(collection, "20.00", ref);
    await settled(() => client.operations.queryRefund!({ reference: ref, amount: "1.00", currency: "CDF", method: "reversal" }));
    const { outcome } = await client.operations.statement!(today());
    if (outcome.kind !== "statement") throw new Error(outcome.error);
    expect(outcome.statement.lines.find((line) => line.reference === ref)).toMatchObject({
      operation: "refund",
      collectionReference: protocol === "sealed" ? collection.ref : null,
      status: "Success",
      amount: "20.00",
    });
    const cdf = outcome.statement.totals.find((total) => total.currency === "CDF")!;
    const successful = outcome.statement.lines.filter((line) => line.currency === "CDF" && line.status === "Success");
    expect(cdf.refund.count).toBe(successful.filter((line) => line.operation === "refund").length);

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await client.operations.statement!(yesterday);
    await payout(mpesaNumber("00"));
    expect((await client.operations.statement!(yesterday)).outcome).toEqual(before.outcome);
  });
});
