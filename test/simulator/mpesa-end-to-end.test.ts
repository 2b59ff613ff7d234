import { mpesaProtocol } from "../../providers/mpesa/protocol";
import { startSimulatedProvider } from "../../simulator";
import { simulatedMpesa } from "../../simulator/mpesa/dialect";
import type { MpesaPortal } from "../../simulator/mpesa/session";
import { type NetworkWorld, startNetworkWorld } from "../support/networks/network-world";

/**
 * A prod merchant's collection, payout and refund through an `mpesa` providers-file entry pointing at the simulated
 * M-Pesa: each settled by `queryTransactionStatus` once the unsigned callback prompts it, down to its row's final state.
 */
let world: NetworkWorld;
let provider: Awaited<ReturnType<typeof startSimulatedProvider<"mpesa">>>;

beforeAll(async () => {
  const credentials = mpesaProtocol.credentialsSchema.parse(simulatedMpesa.generateCredentials());
  provider = await startSimulatedProvider("mpesa", credentials, {
    delayMs: 200,
    hangMs: 1500,
    webhookAttempts: 2,
    webhookRetryMs: 100,
  });
  const portal = provider.engine.dashboard as MpesaPortal;
  portal.sessionLiveAfterMs = 200;
  world = await startNetworkWorld(
    {
      code_name: "mpesa",
      name: "Vodacom M-Pesa",
      protocol: "mpesa",
      base_url: provider.url,
      credentials,
      services: ["MPESA"],
    },
    { currency: "USD", amount: "10000.00" },
  );
  portal.callbackUrl = `${world.api.baseUrl}/api/callbacks/mpesa/`;
}, 120_000);
afterAll(async () => {
  await world?.close();
  await provider?.close();
});

it("collects, pays out and refunds in part, each to its final state, every callback taken at its first delivery", async () => {
  const created = await world.collect("+243812345600", "30.00", "USD");
  expect(created.status).toBe(201);
  const collection = await world.finalRow("payments", created.body.reference);
  expect(collection).toMatchObject({ transaction_status: "Success", provider_code_name: "mpesa" });
  expect(collection.provider_reference).toMatch(/^MP[0-9a-f]{12}$/);
  const delivered = provider.engine.webhooks.find((webhook) => webhook.reference === created.body.reference);
  expect(delivered?.statuses).toEqual([200]);

  const payout = await world.payOut("+243812340001", "20.00", "USD");
  expect(payout.status).toBe(201);
  expect(await world.finalRow("payouts", payout.body.reference)).toMatchObject({ payout_status: "Success" });

  const refund = await world.refund(created.body.reference, "10.00");
  expect([refund.status, refund.body.method]).toEqual([201, "reversal"]);
  expect(await world.finalRow("refunds", refund.body.reference)).toMatchObject({ refund_status: "Success" });
  const reversal = await provider.engine.moneyOut.store.get("refund", refund.body.reference);
  expect(reversal).toMatchObject({ amountMinor: 1000n, collection: { providerReference: collection.provider_reference } });
});

it("fails a collection the customer lets expire, by the query's Expired, and keeps a forged failure from failing a success", async () => {
  const lapsed = await world.collect("+243812345609", "15.00", "USD");
  expect(await world.finalRow("payments", lapsed.body.reference)).toMatchObject({
    transaction_status: "Failed",
    failure_reason: "expired",
    provider_failure_code: "Expired",
  });

  const forgedFirst = await world.collect("+243812345693", "15.00", "USD");
  expect(await world.finalRow("payments", forgedFirst.body.reference)).toMatchObject({ transaction_status: "Success" });
  expect(provider.engine.webhooks.filter((webhook) => webhook.reference === forgedFirst.body.reference)).toMatchObject([
    { forged: true },
    { forged: false },
  ]);
});
