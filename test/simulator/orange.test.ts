import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { failureOf } from "../../providers/failure-reasons";
import { orangeProtocol } from "../../providers/orange/protocol";
import { soapBodyElement, soapMessage, text } from "../../providers/orange/soap";
import { SERVICE_NAMESPACE } from "../../providers/orange/wire";
import type { ProviderClient, StatusOutcome } from "../../providers/types";
import { startSimulatedProvider } from "../../simulator";
import { listen } from "../../simulator/http";
import { simulatedOrange } from "../../simulator/orange/dialect";
import { eventually } from "../support/eventually";

/**
 * The service's Orange connector against the simulator's Orange over HTTP: the SOAP push and its unsigned doCallback,
 * doCheckTrans, doM2S for payouts and refunds, TcheckBal, a repeated transid, the token and partner checks.
 */
const credentials = orangeProtocol.credentialsSchema.parse(simulatedOrange.generateCredentials());
let provider: Awaited<ReturnType<typeof startSimulatedProvider<"orange">>>;
let receiver: Awaited<ReturnType<typeof listen>>;
let client: ProviderClient;
const callbacks: Buffer[] = [];

const clientWith = (token: string) =>
  orangeProtocol.createClient({
    codeName: "orange",
    baseUrl: `${provider.url}/apigatewayom/apigwomService`,
    callbackUrl: `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/api/callbacks/orange/`,
    credentials: { ...credentials, token },
    http: { connectTimeoutMs: 1000, requestTimeoutMs: 3000 },
  });

beforeAll(async () => {
  provider = await startSimulatedProvider("orange", credentials, {
    delayMs: 200,
    hangMs: 1500,
    webhookAttempts: 2,
    webhookRetryMs: 100,
  });
  receiver = await listen(
    (_request, body, response) => {
      callbacks.push(body);
      const { contentType, body: answer } = client.acknowledge!(body);
      response.writeHead(200, { "content-type": contentType }).end(answer);
    },
    "127.0.0.1",
    0,
  );
  client = clientWith(credentials.token);
});

afterAll(async () => {
  await provider.close();
  receiver.server.closeAllConnections();
  await new Promise((resolve) => receiver.server.close(resolve));
});

/** As long as the service's references (20 characters): the answers must fit what the service reads of them. */
const reference = (prefix: "TX" | "PO" | "RF") => `${prefix}${randomBytes(9).toString("hex").toUpperCase()}`;
const movement = (ref: string, amount = "2500.00", currency = "CDF") => ({ reference: ref, amount, currency });

const collect = (customerNumber: string, ref = reference("TX"), amount = "2500.00", by = client) =>
  by.operations.collect({ reference: ref, amount, currency: "CDF", service: "ORANGE", customerNumber, notifyUrl: "" });

const payout = (recipientNumber: string, ref = reference("PO"), amount = "3000.00", currency = "CDF") =>
  client.operations.disburse!({ reference: ref, amount, currency, service: "ORANGE", recipientNumber, notifyUrl: "" });

async function settled(ref: string, amount = "2500.00"): Promise<StatusOutcome> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { outcome } = await client.operations.queryCollection(movement(ref, amount));
    if (outcome.kind === "final") return outcome;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await client.operations.queryCollection(movement(ref, amount))).outcome;
}

/** The doCallbacks received for `ref`, as the connector reads them, and the claim each made. */
async function callbacksFor(ref: string, count: number) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = callbacks
      .map((body) => ({ body, callback: soapBodyElement(body.toString("utf8"), "doCallback") }))
      .filter(({ callback }) => text(callback, "transid") === ref);
    if (found.length >= count)
      return Promise.all(
        found.map(async ({ body, callback }) => ({
          verified: await client.verifyWebhook(body, {}, new Date()),
          resultCode: text(callback, "ResultCode"),
        })),
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${count} doCallback for ${ref}`);
}

/** A raw SOAP request to the gateway, and its answer's `return` fields. */
async function rawRequest(operation: string, fields: Record<string, string>, token = credentials.token) {
  const response = await fetch(`${provider.url}/apigatewayom/apigwomService`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/xml; charset=utf-8" },
    body: soapMessage(SERVICE_NAMESPACE, operation, fields),
  });
  const body = await response.text();
  const returned = soapBodyElement(body, `${operation}Response`)?.return as Record<string, unknown> | undefined;
  return { status: response.status, body, returned };
}

describe("the Orange connector against the simulated Orange", () => {
  it("pushes a collection: doCheckTrans says Push envoyé while pending, then Success; the doCallback only names it", async () => {
    const ref = reference("TX");
    expect((await collect("+243891234500", ref)).outcome).toEqual({ kind: "accepted", providerReference: "" });
    expect((await client.operations.queryCollection(movement(ref))).outcome).toEqual({
      kind: "pending",
      providerReference: null,
    });
    const [callback] = await callbacksFor(ref, 1);
    expect(callback!.verified).toEqual({
      eventId: `${ref}:0`,
      reference: ref,
      payload: expect.objectContaining({ transid: ref, ResultCode: "0", subsmsisdn: "0891234500", amount: "2500" }),
      operation: "collection",
      unauthenticated: true,
    });
    const acknowledged = await eventually(async () => {
      const statuses = provider.engine.webhooks.find((webhook) => webhook.reference === ref)?.statuses;
      return statuses?.length ? statuses : undefined;
    });
    expect(acknowledged).toEqual([200]);
    const final = await settled(ref);
    expect(final).toMatchObject({ kind: "final", result: { reference: ref, status: "Success", failureCode: null } });
    expect(final.kind === "final" && final.result.providerReference).toMatch(/^MP/);
  });

  it("fails a collection with echec transaction (provider_error), and refuses a number with 00084 (provider_unavailable)", async () => {
    const ref = reference("TX");
    expect((await collect("+243891234599", ref)).outcome.kind).toBe("accepted");
    const final = await settled(ref);
    expect(final).toMatchObject({ kind: "final", result: { status: "Failed", failureCode: "echec transaction" } });
    const code = final.kind === "final" ? final.result.failureCode : null;
    expect(failureOf(orangeProtocol.failureCodes, code).reason).toBe("provider_error");
    const [callback] = await callbacksFor(ref, 1);
    expect(callback!.resultCode).not.toBe("0");

    const refused = await collect("+243891234592");
    expect(refused.outcome).toMatchObject({ kind: "rejected", reasonCode: "00084" });
    expect(failureOf(orangeProtocol.failureCodes, "00084").reason).toBe("provider_unavailable");
  });

  it("sends a forged doCallback first (93): it claims a failure, doCheckTrans tells the success", async () => {
    const ref = reference("TX");
    await collect("+243891234593", ref);
    const [forged, genuine] = await callbacksFor(ref, 2);
    expect([forged!.resultCode, genuine!.resultCode]).toEqual(["1", "0"]);
    expect(forged!.verified).not.toHaveProperty("result");
    expect(await settled(ref)).toMatchObject({ kind: "final", result: { status: "Success" } });
  });

  it("refuses a repeated transid with a code the connector reads as ambiguous, and never pushes or pays twice", async () => {
    const ref = reference("TX");
    await collect("+243891234500", ref);
    expect((await collect("+243891234500", ref)).outcome.kind).toBe("ambiguous");
    expect(await settled(ref)).toMatchObject({ kind: "final", result: { status: "Success" } });
    await callbacksFor(ref, 1);
    expect(provider.engine.webhooks.filter((webhook) => webhook.reference === ref)).toHaveLength(1);

    const payoutRef = reference("PO");
    expect((await payout("+243891230001", payoutRef)).outcome.kind).toBe("accepted");
    const again = await rawRequest("doM2S", {
      subsmsisdn: "0891230001",
      PartnId: credentials.partner_id,
      mermsisdn: credentials.merchant_numbers.CDF!,
      transid: payoutRef,
      currency: "CDF",
      amount: "3000",
    });
    expect(again.returned).toMatchObject({ resultCode: "00017" });
    expect((await payout("+243891230001", payoutRef)).outcome.kind).toBe("ambiguous");
  });

  it("pays out by doM2S, settled in its synchronous answer; a failed one is settled by doCheckTrans", async () => {
    const ref = reference("PO");
    const { outcome } = await payout("+243891230001", ref);
    expect(outcome).toMatchObject({ kind: "accepted", final: { reference: ref, status: "Success", amount: "3000.00" } });
    expect((await client.operations.queryDisbursement!(movement(ref, "3000.00"))).outcome).toMatchObject({
      kind: "final",
      result: { status: "Success" },
    });

    const failedRef = reference("PO");
    expect((await payout("+243891230099", failedRef)).outcome.kind).toBe("ambiguous");
    expect((await client.operations.queryDisbursement!(movement(failedRef, "3000.00"))).outcome).toMatchObject({
      kind: "final",
      result: { status: "Failed", failureCode: "echec transaction" },
    });
  });

  it("refunds by a doM2S paying the payer back", async () => {
    const collected = reference("TX");
    await collect("+243891234501", collected, "4000.00");
    const paid = await settled(collected, "4000.00");
    const ref = reference("RF");
    const { outcome } = await client.operations.refund!({
      reference: ref,
      method: "disbursement",
      collectionReference: collected,
      providerCollectionReference: paid.kind === "final" ? paid.result.providerReference : "",
      amount: "4000.00",
      currency: "CDF",
      service: "ORANGE",
      payerNumber: "+243891234501",
      notifyUrl: "",
    });
    expect(outcome).toMatchObject({ kind: "accepted", final: { status: "Success", collectionReference: collected } });
    expect(await provider.engine.moneyOut.store.get("disbursement", ref)).toMatchObject({
      phone: "+243891234501",
      amountMinor: 400_000n,
    });
    expect((await client.operations.queryRefund!({ ...movement(ref, "4000.00"), method: "disbursement" })).outcome).toMatchObject(
      {
        kind: "final",
        result: { status: "Success", collectionReference: null },
      },
    );
  });

  it("answers TcheckBal with the float in the merchant wallet's currency, a payout debited; refuses a payout past it", async () => {
    provider.engine.moneyOut.setFloat("USD", "750.00");
    const balance = () =>
      rawRequest("TcheckBal", {
        subsmsisdn: credentials.merchant_numbers.USD!,
        currency: "USD",
        PartnId: credentials.partner_id,
        transid: reference("TX"),
      });
    expect((await balance()).returned).toMatchObject({ resultCode: "200", balance: "750" });
    expect((await payout("+243891230001", reference("PO"), "100.50", "USD")).outcome.kind).toBe("accepted");
    expect((await balance()).returned).toMatchObject({ resultCode: "200", balance: "649.50" });
    const tooMuch = reference("PO");
    expect((await payout("+243891230001", tooMuch, "650.00", "USD")).outcome.kind).toBe("ambiguous");
    expect((await client.operations.queryDisbursement!(movement(tooMuch, "650.00", "USD"))).outcome.kind).toBe("not_found");

    const otherWallet = await rawRequest("TcheckBal", {
      subsmsisdn: credentials.merchant_numbers.CDF!,
      currency: "USD",
      PartnId: credentials.partner_id,
      transid: reference("TX"),
    });
    expect(otherWallet.returned).not.toHaveProperty("balance");
  });

  it("refuses a wrong token (401, a SOAP fault) and another PartnId or wallet, both ambiguous to the connector", async () => {
    const ref = reference("TX");
    const wrongClient = clientWith(`${credentials.token}x`);
    expect((await collect("+243891234500", ref, "2500.00", wrongClient)).outcome.kind).toBe("ambiguous");
    const wrongToken = await rawRequest("doCheckTrans", { PartnId: credentials.partner_id, transid: ref }, "not-the-token");
    expect(wrongToken.status).toBe(401);
    expect(wrongToken.body).toContain("Fault");
    const wallet = credentials.merchant_numbers.CDF!;
    const otherPartner = await rawRequest("doCheckTrans", { PartnId: "SOMEONE", mermsisdn: wallet, transid: ref });
    expect(otherPartner.returned).toMatchObject({ resultCode: "00010" });
    const otherWallet = await rawRequest("doCheckTrans", {
      PartnId: credentials.partner_id,
      mermsisdn: "0800000000",
      transid: ref,
    });
    expect(otherWallet.returned).toMatchObject({ resultCode: "00010" });
    const ownWallet = await rawRequest("doCheckTrans", { PartnId: credentials.partner_id, mermsisdn: wallet, transid: ref });
    expect(ownWallet.returned).toMatchObject({ resultDesc: "TransId INCORRECT" });
    expect(await provider.engine.store.get(ref)).toBeUndefined();
  });
});
