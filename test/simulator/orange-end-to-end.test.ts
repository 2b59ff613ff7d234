import { orangeProtocol } from "../../providers/orange/protocol";
import { startSimulatedProvider } from "../../simulator";
import { simulatedOrange } from "../../simulator/orange/dialect";
import { type NetworkWorld, startNetworkWorld } from "../support/networks/network-world";

/**
 * A prod merchant's collections, payout and refund through an `orange` providers-file entry pointing at the simulator's
 * Orange: the push settled by doCheckTrans once its doCallback prompts it (a forged one moving nothing), doM2S for the
 * payout and for the refund (Orange has none: `method` `disbursement`).
 */
let world: NetworkWorld;
let orange: Awaited<ReturnType<typeof startSimulatedProvider<"orange">>>;

beforeAll(async () => {
  const credentials = orangeProtocol.credentialsSchema.parse(simulatedOrange.generateCredentials());
  orange = await startSimulatedProvider("orange", credentials, {
    delayMs: 200,
    hangMs: 1500,
    webhookAttempts: 2,
    webhookRetryMs: 100,
  });
  world = await startNetworkWorld(
    {
      code_name: "orange",
      name: "Orange Money RDC",
      protocol: "orange",
      base_url: `${orange.url}/apigatewayom/apigwomService`,
      credentials,
      services: ["ORANGE"],
    },
    { currency: "CDF", amount: "1000000.00" },
  );
}, 120_000);

afterAll(async () => {
  await world.close();
  await orange.close();
});

const collect = (customer: string, amount = "2500.00") => world.collect(customer, amount, "CDF");

describe("an orange provider played by the simulator", () => {
  it("collects: the doCallback acknowledged, the payment settled by doCheckTrans", async () => {
    const created = await collect("+243891234500");
    expect(created.status).toBe(201);
    const row = await world.finalRow("payments", created.body.reference);
    expect(row).toMatchObject({ transaction_status: "Success", provider_code_name: "orange" });
    expect(row.provider_reference).toMatch(/^MP/);
    expect(orange.engine.webhooks.find((webhook) => webhook.reference === created.body.reference)?.statuses).toEqual([200]);
  });

  it("fails a payment Orange reports failed, and moves nothing on a forged doCallback", async () => {
    const failed = await collect("+243891234599");
    expect(await world.finalRow("payments", failed.body.reference)).toMatchObject({
      transaction_status: "Failed",
      provider_failure_code: "echec transaction",
      failure_reason: "provider_error",
    });
    // 93: a doCallback claiming a failure comes first, then the true one; doCheckTrans says Success.
    const forgedFirst = await collect("+243891234593");
    expect((await world.finalRow("payments", forgedFirst.body.reference)).transaction_status).toBe("Success");
  });

  it("pays out by doM2S, and refunds by paying the payer back (method disbursement)", async () => {
    const payout = await world.payOut("+243891230001", "3000.00", "CDF");
    expect(payout.status).toBe(201);
    expect(await world.finalRow("payouts", payout.body.reference)).toMatchObject({ payout_status: "Success" });
    expect(await orange.engine.moneyOut.store.get("disbursement", payout.body.reference)).toMatchObject({
      phone: "+243891230001",
      amountMinor: 300_000n,
    });

    const paid = await collect("+243891234501", "4000.00");
    await world.finalRow("payments", paid.body.reference);
    const refund = await world.refund(paid.body.reference);
    expect([refund.status, refund.body.method]).toEqual([201, "disbursement"]);
    expect(await world.finalRow("refunds", refund.body.reference)).toMatchObject({ refund_status: "Success" });
    expect(await orange.engine.moneyOut.store.get("disbursement", refund.body.reference)).toMatchObject({
      phone: "+243891234501",
      amountMinor: 400_000n,
    });
  });
});
