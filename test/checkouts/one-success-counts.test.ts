import { randomBytes } from "node:crypto";
import { verifyLedger } from "../../domain/ledger/verify";
import { refundLateSuccess } from "../../domain/refunds/late-success";
import { eventually } from "../support/eventually";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

/**
 * At most one try of a checkout counts, whatever arrives late: through the simulator's two protocols (a prod account),
 * a worker, Temporal and the checkout sweep. The merchant's wallet is credited once; every other success goes back to
 * its payer from suspense.
 */
const world = usePaymentWorld({
  simulated: true,
  accountType: "prod",
  env: { CHECKOUT_SWEEP_INTERVAL_SECONDS: "0.3", PAYMENT_STATUS_POLL_SECONDS: "2" },
});
const db = () => world.api.database.db;

const createCheckout = async () => {
  const created = await world.api.http.post(
    "/api/payments/checkout/",
    {
      merchant_reference: `co-${randomBytes(5).toString("hex")}`,
      amount: "40.00",
      currency: "USD",
      callback_url: world.receiver.url,
    },
    { token: world.merchant.token },
  );
  expect(created.status).toBe(201);
  return created.body.id as string;
};
const checkoutOf = async (id: string) =>
  (await world.api.http.get(`/api/payments/checkout/${id}/`, { token: world.merchant.token })).body;
const tryToPay = async (id: string, number: string) => {
  const answer = await world.api.http.post(`/pay/${id}/tries`, { customer_number: number });
  expect(answer.status).toBe(201);
  return (await checkoutOf(id)).transactions.at(-1) as string;
};
const transactionOf = (reference: string) => db()("payments").where({ reference }).first();
const until = <T>(probe: () => Promise<T | undefined>) => eventually(probe, 30_000);
const usdBalance = async () =>
  (await world.api.http.get("/api/organization/wallet/", { token: world.merchant.token })).body.results.find(
    (row: { currency: string }) => row.currency === "USD",
  )?.balance ?? "0.00";
const finalRefundOf = (transactionReference: string) =>
  until(async () => {
    const rows = await db()("refunds").where({ transaction_reference: transactionReference });
    return rows.length === 1 && ["Success", "Failed"].includes(rows[0].refund_status) ? rows[0] : undefined;
  });
const ledgerKinds = async (...references: string[]) =>
  (await db()("ledger_entries").whereIn("reference", references).distinct("kind")).map((row) => row.kind).sort();

describe("at most one success of a checkout counts", () => {
  it("a try whose success is found after the checkout was cancelled is not credited: suspense, refunded to its payer once", async () => {
    const id = await createCheckout();
    // 91: the provider settles it but its webhook is lost; the workflow's status query finds the success later.
    const reference = await tryToPay(id, mpesaNumber("91"));
    const before = await usdBalance();
    const cancelled = await world.api.http.post(`/api/payments/checkout/${id}/cancel/`, {}, { token: world.merchant.token });
    expect(cancelled.body.checkout_status).toBe("cancelled");

    const settled = await until(async () => {
      const row = await transactionOf(reference);
      return row.transaction_status === "Success" ? row : undefined;
    });
    expect(settled).toMatchObject({ fee: "0.00", net_amount: "0.00" });
    // The merchant never had this money: it cannot refund it too (the customer would be paid back twice).
    const byMerchant = await world.api.http.post(
      `/api/payments/transaction/${reference}/refund/`,
      { merchant_reference: `rf-${randomBytes(4).toString("hex")}` },
      { token: world.merchant.token },
    );
    expect(byMerchant.status).toBe(409);
    expect(byMerchant.body.error.code).toBe("invalid_state_transition");
    const refund = await finalRefundOf(reference);
    expect(refund).toMatchObject({
      refund_status: "Success",
      source: "late_success",
      amount: "40.00",
      merchant_reference: `late-success-${reference}`,
    });
    expect(await ledgerKinds(reference, refund.reference)).toEqual(["late_success", "late_success_refund"]);
    expect(await usdBalance()).toBe(before);
    expect(await checkoutOf(id)).toMatchObject({ checkout_status: "cancelled", transaction_reference: null });
    // Later sweeps find nothing more to refund.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await db()("refunds").where({ transaction_reference: reference })).toHaveLength(1);
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it("a refund the provider refuses (its float dry) is tried again until the payer has the money back", async () => {
    const id = await createCheckout();
    const alpha = world.simulator.sealed.engine.moneyOut;
    await alpha.setFloat("USD", "0.00");
    const reference = await tryToPay(id, mpesaNumber("91"));
    await world.api.http.post(`/api/payments/checkout/${id}/cancel/`, {}, { token: world.merchant.token });
    const refused = await until(async () => {
      const [first] = await db()("refunds").where({ transaction_reference: reference });
      return first?.refund_status === "Failed" ? first : undefined;
    });
    expect(refused.merchant_reference).toBe(`late-success-${reference}`);
    await alpha.setFloat("USD", "1000000.00");
    const second = await until(async () => {
      const row = await db()("refunds")
        .where({ transaction_reference: reference, merchant_reference: `late-success-${reference}-2` })
        .first();
      return row?.refund_status === "Success" ? row : undefined;
    });
    expect(second).toMatchObject({ source: "late_success", amount: "40.00" });
    expect(await db()("refunds").where({ transaction_reference: reference })).toHaveLength(2);
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it("a try whose success is found after the checkout expired is refunded the same way", async () => {
    const id = await createCheckout();
    const reference = await tryToPay(id, mpesaNumber("91"));
    await db()("checkouts")
      .where({ reference: id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    await until(async () => ((await checkoutOf(id)).checkout_status === "expired" ? true : undefined));
    await until(async () => ((await transactionOf(reference)).transaction_status === "Success" ? true : undefined));
    expect(await finalRefundOf(reference)).toMatchObject({ refund_status: "Success", source: "late_success" });
    expect(await checkoutOf(id)).toMatchObject({ checkout_status: "expired", transaction_reference: null });
  });

  it("a failed try that its provider settled after all (reconciliation's late success) is refunded while the paying try is credited once", async () => {
    const id = await createCheckout();
    const lateNumber = mpesaNumber();
    for (const protocol of ["sealed", "signed"] as const)
      world.simulator[protocol].engine.overrides.set(lateNumber, "late_success");
    const failed = await tryToPay(id, lateNumber);
    await until(async () => ((await transactionOf(failed)).transaction_status === "Failed" ? true : undefined));
    for (const protocol of ["sealed", "signed"] as const) world.simulator[protocol].engine.overrides.delete(lateNumber);
    const before = Number(await usdBalance());
    const paying = await tryToPay(id, mpesaNumber());
    await until(async () => ((await checkoutOf(id)).checkout_status === "paid" ? true : undefined));
    const paid = await transactionOf(paying);
    expect(Number(await usdBalance())).toBeCloseTo(before + Number(paid.net_amount), 2);

    // What the daily reconciliation does with the statement's success of the failed try.
    const recorded = await refundLateSuccess({ db: db(), engine: world.api.deps.refunds }, failed);
    expect(recorded.outcome).toBe("created");
    expect(await finalRefundOf(failed)).toMatchObject({ refund_status: "Success", source: "late_success" });
    expect(Number(await usdBalance())).toBeCloseTo(before + Number(paid.net_amount), 2);
    expect(await checkoutOf(id)).toMatchObject({ checkout_status: "paid", transaction_reference: paying });
    expect((await verifyLedger(db())).ok).toBe(true);
  });
});
