import { randomBytes } from "node:crypto";
import { verifyLedger } from "../../domain/ledger/verify";
import { eventually } from "../support/eventually";
import { createStaff } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";

/** Sandbox payments credit sandbox wallets; a promoted account's live wallets start at zero. */
const world = usePaymentWorld({ accountType: "sandbox" });

const finalStatus = (path: string, field: string) =>
  eventually(async () => {
    const response = await world.api.http.get(path, { token: world.merchant.token });
    return ["Success", "Failed"].includes(response.body[field]) ? response.body : undefined;
  });

const cdf = async (query = "") => {
  const response = await world.api.http.get(`/api/organization/wallet/${query}`, { token: world.merchant.token });
  expect(response.status).toBe(200);
  return response.body.results.find((wallet: { currency: string }) => wallet.currency === "CDF");
};

describe("sandbox money and live money", () => {
  it("keeps a promoted account's sandbox money out of its live wallet: no payout of it, readable with ?mode=sandbox, refunds held from the payment's mode", async () => {
    const payments = [await world.createPayment(), await world.createPayment()];
    for (const payment of payments) {
      expect(payment.status).toBe(201);
      await finalStatus(`/api/payments/transaction/${payment.body.reference}/`, "transaction_status");
    }
    expect(await cdf()).toEqual({ currency: "CDF", available: "2000.00", pending: "0.00", balance: "2000.00" });

    const staff = await createStaff(world.api.database.db);
    const promoted = await world.api.http.patch(
      `/api/admin/users/${world.merchant.user.id}/`,
      { account_type: "prod" },
      { token: staff.token },
    );
    expect(promoted.status).toBe(200);

    expect(await cdf()).toEqual({ currency: "CDF", available: "0.00", pending: "0.00", balance: "0.00" });
    expect(await cdf("?mode=sandbox")).toMatchObject({ available: "2000.00" });
    expect(await cdf("?mode=live")).toMatchObject({ available: "0.00" });

    const payout = await world.api.http.post(
      "/api/payments/payout/",
      {
        merchant_reference: `po-${randomBytes(4).toString("hex")}`,
        amount: "500.00",
        currency: "CDF",
        recipient_number: "+243812345600",
        callback_url: world.receiver.url,
      },
      { token: world.merchant.token },
    );
    expect(payout.status).toBe(400);
    expect(payout.body.error).toMatchObject({ code: "insufficient_balance", details: { amount: "0.00" } });
    expect(await world.api.database.db("payouts").where({ merchant_id: world.merchant.merchantId })).toHaveLength(0);

    const refund = await world.api.http.post(
      `/api/payments/transaction/${payments[0]!.body.reference}/refund/`,
      { merchant_reference: `rf-${randomBytes(4).toString("hex")}`, amount: "700.00" },
      { token: world.merchant.token },
    );
    expect(refund.status).toBe(201);
    const refunded = await finalStatus(`/api/payments/refund/${refund.body.reference}/`, "refund_status");
    expect(refunded.refund_status).toBe("Success");
    expect(await cdf("?mode=sandbox")).toEqual({ currency: "CDF", available: "1300.00", pending: "0.00", balance: "1300.00" });
    expect(await cdf()).toMatchObject({ available: "0.00", balance: "0.00" });

    const live = await world.api.http.get("/api/organization/wallet/statement/", { token: world.merchant.token });
    expect(live.body.results).toEqual([]);
    const sandbox = await world.api.http.get("/api/organization/wallet/statement/?mode=sandbox&currency=CDF", {
      token: world.merchant.token,
    });
    expect(sandbox.body.results.map((line: { kind: string }) => line.kind)).toEqual([
      "refund",
      "refund_hold",
      "refund_hold",
      "payment",
      "payment",
    ]);
    expect(sandbox.body.results[0]).toMatchObject({ balance: "1300.00", available: "1300.00" });

    const bad = await world.api.http.get("/api/organization/wallet/?mode=play", { token: world.merchant.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toHaveProperty("mode");
    expect((await verifyLedger(world.api.database.db)).ok).toBe(true);
  });
});
