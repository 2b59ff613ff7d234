import { randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { creditWallet } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";

/** A sandbox account's payouts go to the built-in sandbox provider, which plays the contract's numbers. */
const world = usePaymentWorld({ env: { SANDBOX_RESULT_DELAY_MS: "300" } });

const payout = (recipientNumber: string) =>
  world.api.http.post(
    "/api/payments/payout/",
    {
      merchant_reference: `po-${randomBytes(5).toString("hex")}`,
      amount: "1000.00",
      currency: "CDF",
      recipient_number: recipientNumber,
      callback_url: world.receiver.url,
    },
    { token: world.merchant.token },
  );

const statusOf = async (reference: string) =>
  (await world.api.http.get(`/api/payments/payout/${reference}/`, { token: world.merchant.token })).body;

beforeAll(async () => {
  await creditWallet(world.api.database.db, world.merchant.merchantId, "CDF", "10000.00");
});

it("succeeds for any number, fails for one ending in 99, and is never answered for one ending in 98", async () => {
  const [paid, failed, unanswered] = await Promise.all([
    payout("+243812345600"),
    payout("+243812345699"),
    payout("+243812345698"),
  ]);
  for (const created of [paid, failed, unanswered]) {
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ payout_status: "Processing", provider_code_name: "sandbox", fee: "200.00" });
  }
  await eventually(async () => ((await statusOf(paid.body.reference)).payout_status === "Success" ? true : undefined));
  const failure = await eventually(async () => {
    const body = await statusOf(failed.body.reference);
    return body.payout_status === "Failed" ? body : undefined;
  });
  expect(failure).toMatchObject({ failure_reason: "invalid_number", provider_failure_code: "recipient_not_found" });
  expect((await statusOf(unanswered.body.reference)).payout_status).toBe("Processing");
  const wallet = await world.api.http.get("/api/organization/wallet/", { token: world.merchant.token });
  expect(wallet.body.results.find((row: { currency: string }) => row.currency === "CDF")).toEqual({
    currency: "CDF",
    available: "7600.00",
    pending: "1200.00",
    balance: "8800.00",
  });
});
