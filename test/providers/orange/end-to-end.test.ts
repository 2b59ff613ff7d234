import { soapMessage } from "../../../providers/orange/soap";
import { eventually } from "../../support/eventually";
import { type NetworkWorld, startNetworkWorld } from "../../support/networks/network-world";
import { type OrangeDouble, startOrangeDouble } from "../../support/networks/orange-double";
import type { TestApi } from "../../support/test-api";

/**
 * A prod merchant's collections, payouts and refunds through an `orange` providers-file entry, against an Orange
 * written from networks.md alone (test/support/networks/orange-double.ts): the SOAP push, its unsigned `doCallback`
 * answered with `doCallbackResponse` and only prompting `doCheckTrans`, which moves the payment; `doM2S` for payouts and
 * for refunds (Orange has none: `method` `disbursement`); a lost answer settled under the same `transid`.
 */
let world: NetworkWorld;
let api: TestApi;
let orange: OrangeDouble;

beforeAll(async () => {
  orange = await startOrangeDouble();
  world = await startNetworkWorld(
    {
      code_name: "orange-rdc",
      name: "Orange Money RDC",
      protocol: "orange",
      base_url: orange.url,
      credentials: { token: orange.token, partner_id: orange.partnerId, merchant_numbers: orange.merchantNumbers },
      services: ["ORANGE"],
    },
    { currency: "CDF", amount: "1000000.00" },
  );
  api = world.api;
}, 120_000);
afterAll(async () => {
  await world.close();
  await orange.close();
});

const collect = (customer: string, amount = "2500.00") => world.collect(customer, amount, "CDF");
const finalRow = (table: "payments" | "payouts" | "refunds", reference: string) => world.finalRow(table, reference);

const sentFor = (reference: string) => orange.requests.filter((request) => request.fields.transid === reference);

describe("an orange provider", () => {
  it("collects: doS2M in Orange's form, doCallback acknowledged, settled by doCheckTrans", async () => {
    const created = await collect("+243891234500");
    expect(created.status).toBe(201);
    const row = await finalRow("payments", created.body.reference);
    expect(row).toMatchObject({ transaction_status: "Success", provider_code_name: "orange-rdc" });
    expect(row.provider_reference).toMatch(/^MP/);
    const [push] = sentFor(created.body.reference);
    expect(push).toEqual({
      operation: "doS2M",
      fields: {
        subsmsisdn: "0891234500",
        PartnId: orange.partnerId,
        mermsisdn: orange.merchantNumbers.CDF,
        transid: created.body.reference,
        currency: "CDF",
        amount: "2500",
        callbackurl: `${api.baseUrl}/api/callbacks/orange-rdc/`,
        message_s2m: `Paiement ${created.body.reference}`,
      },
    });
    const ack = await eventually(async () => orange.acknowledgements.find((body) => body.includes("doCallbackResponse")));
    expect(ack).toContain("<resultCode>0</resultCode>");
  });

  it("fails a payment Orange reports failed, and settles a lost answer under the same transid", async () => {
    const failed = await collect("+243891234506");
    expect(await finalRow("payments", failed.body.reference)).toMatchObject({
      transaction_status: "Failed",
      provider_failure_code: "echec transaction",
    });
    const lost = await collect("+243891234559");
    expect((await finalRow("payments", lost.body.reference)).transaction_status).toBe("Success");
    expect(sentFor(lost.body.reference).filter((request) => request.operation === "doS2M")).toHaveLength(1);
  });

  it("moves nothing on a forged doCallback: the check still says the push is pending", async () => {
    const created = await collect("+243891234529");
    const forged = soapMessage("http://servicecb.ws.com/", "doCallback", {
      transid: created.body.reference,
      ResultCode: "0",
      ResultDesc: "success",
    });
    const answer = await fetch(`${api.baseUrl}/api/callbacks/orange-rdc/`, {
      method: "POST",
      headers: { "content-type": "text/xml" },
      body: forged,
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("doCallbackResponse");
    await eventually(async () => {
      const [stored] = await api.database.db("raw_callbacks").where({ reference: created.body.reference });
      return stored?.processing_status === "status_query" ? stored : undefined;
    });
    const row = await api.database.db("payments").where({ reference: created.body.reference }).first();
    expect(row.transaction_status).toBe("Processing");
  });

  it("pays out by doM2S, and refunds by paying the payer back (method disbursement)", async () => {
    const payout = await world.payOut("+243891230001", "3000.00", "CDF");
    expect(payout.status).toBe(201);
    expect(await finalRow("payouts", payout.body.reference)).toMatchObject({ payout_status: "Success" });
    expect(sentFor(payout.body.reference)[0]).toMatchObject({
      operation: "doM2S",
      fields: { subsmsisdn: "0891230001", amount: "3000" },
    });

    const paid = await collect("+243891234501", "4000.00");
    await finalRow("payments", paid.body.reference);
    const refund = await world.refund(paid.body.reference);
    expect([refund.status, refund.body.method]).toEqual([201, "disbursement"]);
    expect(await finalRow("refunds", refund.body.reference)).toMatchObject({ refund_status: "Success" });
    expect(sentFor(refund.body.reference)[0]).toMatchObject({
      operation: "doM2S",
      fields: { subsmsisdn: "0891234501", amount: "4000" },
    });
  });
});
