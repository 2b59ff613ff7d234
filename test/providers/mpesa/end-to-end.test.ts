import { eventually } from "../../support/eventually";
import { type MpesaDouble, startMpesaDouble } from "../../support/networks/mpesa-double";
import { type NetworkWorld, startNetworkWorld } from "../../support/networks/network-world";
import type { TestApi } from "../../support/test-api";

/**
 * A prod merchant's collections, payouts and refunds through an `mpesa` providers-file entry, against an M-Pesa
 * written from networks.md alone (test/support/networks/mpesa-double.ts): its unsigned callbacks are acknowledged as
 * the documentation asks and only prompt `queryTransactionStatus`, which moves the payment; a forged one moves
 * nothing; a lost answer and a duplicate are settled by the query under the same id.
 */
let world: NetworkWorld;
let api: TestApi;
let mpesa: MpesaDouble;

beforeAll(async () => {
  mpesa = await startMpesaDouble();
  world = await startNetworkWorld(
    {
      code_name: "vodacom",
      name: "Vodacom M-Pesa",
      protocol: "mpesa",
      base_url: mpesa.url,
      credentials: { api_key: mpesa.apiKey, public_key: mpesa.publicKey, service_provider_code: mpesa.shortcode },
      services: ["MPESA"],
    },
    { currency: "USD", amount: "10000.00" },
  );
  api = world.api;
  mpesa.setListener(`${api.baseUrl}/api/callbacks/vodacom/`);
}, 120_000);
afterAll(async () => {
  await world.close();
  await mpesa.close();
});

const collect = (customer: string, amount = "15.00") => world.collect(customer, amount, "USD");
const finalRow = (table: "payments" | "payouts" | "refunds", reference: string) => world.finalRow(table, reference);

const sentFor = (reference: string) =>
  mpesa.requests.filter((request) => request.body.input_ThirdPartyConversationID === reference);

describe("an mpesa provider", () => {
  it("collects: C2B in M-Pesa's form, the callback acknowledged and settled by the status query", async () => {
    const created = await collect("+243812345600");
    expect(created.status).toBe(201);
    const row = await finalRow("payments", created.body.reference);
    expect(row).toMatchObject({ transaction_status: "Success", provider_code_name: "vodacom" });
    const [sent] = sentFor(created.body.reference);
    expect(sent).toMatchObject({ method: "POST", path: "/c2bPayment/singleStage/" });
    expect(sent!.body).toEqual({
      input_Amount: "15.00",
      input_CustomerMSISDN: "243812345600",
      input_Country: "DRC",
      input_Currency: "USD",
      input_ServiceProviderCode: "000000",
      input_TransactionReference: created.body.reference,
      input_ThirdPartyConversationID: created.body.reference,
      input_PurchasedItemsDesc: `Payment ${created.body.reference}`,
    });
    expect(row.provider_reference).toMatch(/^[0-9A-F]{10}$/);
    const ack = await eventually(async () =>
      mpesa.acknowledgements.find(
        (answer) =>
          (answer as { output_ThirdPartyConversationID?: string })?.output_ThirdPartyConversationID === created.body.reference,
      ),
    );
    expect(ack).toMatchObject({ output_ResponseCode: "0", output_ResponseDesc: "Successfully Accepted Result" });
  });

  it("fails a cancelled payment as declined, and a refusal at once with M-Pesa's code", async () => {
    const cancelled = await collect("+243812345605");
    expect(await finalRow("payments", cancelled.body.reference)).toMatchObject({
      transaction_status: "Failed",
      failure_reason: "declined",
      provider_failure_code: "Cancelled",
    });
    const refused = await collect("+243812345651");
    expect([refused.status, refused.body.error.code]).toEqual([502, "provider_error"]);
    expect(await finalRow("payments", refused.body.error.details.reference)).toMatchObject({
      transaction_status: "Failed",
      failure_reason: "invalid_number",
      provider_failure_code: "INS-2051",
    });
  });

  it("settles a payment whose answer was lost by the status query, under the same id, never a second one", async () => {
    const created = await collect("+243812345659");
    expect((await finalRow("payments", created.body.reference)).transaction_status).toBe("Success");
    expect(sentFor(created.body.reference)).toHaveLength(1);
  });

  it("moves nothing on a forged callback: acknowledged, and the status query keeps the payment Processing", async () => {
    const created = await collect("+243812345629");
    const answer = await fetch(`${api.baseUrl}/api/callbacks/vodacom/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        input_OriginalConversationID: "forged",
        input_TransactionID: "FORGED0001",
        input_ResultCode: "INS-0",
        input_ResultDesc: "Completed",
        input_ThirdPartyConversationID: created.body.reference,
      }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      output_ResponseCode: "0",
      output_ThirdPartyConversationID: created.body.reference,
    });
    await eventually(async () => {
      const [stored] = await api.database.db("raw_callbacks").where({ reference: created.body.reference });
      return stored?.processing_status === "status_query" ? stored : undefined;
    });
    const row = await api.database.db("payments").where({ reference: created.body.reference }).first();
    expect(row.transaction_status).toBe("Processing");
  });

  it("pays out by B2C, and refunds in part by a reversal with its amount", async () => {
    const payout = await world.payOut("+243812340001", "20.00", "USD");
    expect(payout.status).toBe(201);
    expect(await finalRow("payouts", payout.body.reference)).toMatchObject({ payout_status: "Success" });
    expect(sentFor(payout.body.reference)[0]).toMatchObject({
      path: "/b2cPayment/",
      body: { input_CustomerMSISDN: "243812340001", input_PaymentItemsDesc: `Payout ${payout.body.reference}` },
    });

    const paid = await collect("+243812345600", "30.00");
    const collected = await finalRow("payments", paid.body.reference);
    const refund = await world.refund(paid.body.reference, "10.00");
    expect([refund.status, refund.body.method]).toEqual([201, "reversal"]);
    expect(await finalRow("refunds", refund.body.reference)).toMatchObject({ refund_status: "Success" });
    expect(sentFor(refund.body.reference)[0]).toMatchObject({
      method: "PUT",
      path: "/reversal/",
      body: { input_TransactionID: collected.provider_reference, input_ReversalAmount: "10.00" },
    });
  });
});
