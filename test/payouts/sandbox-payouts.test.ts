import { randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { createMerchant, creditWallet } from "../support/fixtures";
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

describe("who is paid", () => {
  const lookup = (token: string, recipient_number: string, service?: string) =>
    world.api.http.post("/api/payments/payout/recipient-lookup/", { recipient_number, service }, { token });
  const named = (token: string, expected_recipient_name: string) =>
    world.api.http.post(
      "/api/payments/payout/",
      {
        merchant_reference: `pn-${randomBytes(5).toString("hex")}`,
        amount: "100.00",
        currency: "CDF",
        recipient_number: "+243812340001",
        expected_recipient_name,
        callback_url: world.receiver.url,
      },
      { token },
    );

  it("the sandbox provider names any number, and none ending in 97", async () => {
    const found = await lookup(world.merchant.token, "+243812340001");
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ recipient_number: "+243812340001", service: "MPESA", name: expect.any(String) });
    expect((await lookup(world.merchant.token, "+243812340001")).body.name).toBe(found.body.name);
    const missing = await lookup(world.merchant.token, "+243812340097");
    expect([missing.status, missing.body.error.code]).toEqual([404, "recipient_not_found"]);
    const unknown = await lookup(world.merchant.token, "+243812340001", "NOPE");
    expect([unknown.status, Object.keys(unknown.body.error.details)]).toEqual([400, ["service"]]);
  });

  it("refuses a payout to another holder before holding money, and marks a matching one checked", async () => {
    const { name } = (await lookup(world.merchant.token, "+243812340001")).body;
    const wallet = async () => (await world.api.http.get("/api/organization/wallet/", { token: world.merchant.token })).body;
    const before = await wallet();
    const refused = await named(world.merchant.token, "Personne Autre");
    expect([refused.status, refused.body.error.code]).toEqual([409, "recipient_name_mismatch"]);
    expect(await wallet()).toEqual(before);
    const reversed = name.split(" ").reverse().join(" ").toUpperCase();
    const paid = await named(world.merchant.token, reversed);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ expected_recipient_name: reversed, recipient_name_checked: true });
  });

  it("for a prod account whose providers cannot tell: 422 on a lookup, and a named payout proceeds unchecked", async () => {
    const prod = await createMerchant(world.api.database.db, { accountType: "prod" });
    await creditWallet(world.api.database.db, prod.merchantId, "CDF", "1000.00");
    const asked = await lookup(prod.token, "+243812340001");
    expect([asked.status, asked.body.error.code]).toEqual([422, "lookup_unavailable"]);
    const paid = await named(prod.token, "Mukendi Jean-Pierre");
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ expected_recipient_name: "Mukendi Jean-Pierre", recipient_name_checked: false });
  });
});
