import { randomBytes } from "node:crypto";
import { refundLateSuccess } from "../../domain/refunds/late-success";
import { eventually } from "../support/eventually";
import { createMerchant, creditWallet, insertPayment } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

/** Refunds end to end: the API, a worker, Temporal and the simulator's two protocols. */
const world = usePaymentWorld({ simulated: true, accountType: "prod" });

const paidTransaction = async (overrides: Record<string, unknown> = {}) => {
  const created = await world.createPayment({ amount: "100.00", currency: "USD", customer_number: mpesaNumber(), ...overrides });
  expect(created.status).toBe(201);
  return eventually(async () => {
    const { body } = await world.api.http.get(`/api/payments/transaction/${created.body.reference}/`, {
      token: world.merchant.token,
    });
    return body.transaction_status === "Success" ? body : undefined;
  });
};

const refund = (reference: string, fields: Record<string, unknown> = {}, token = world.merchant.token) =>
  world.api.http.post(
    `/api/payments/transaction/${reference}/refund/`,
    { merchant_reference: `rf-${randomBytes(5).toString("hex")}`, ...fields },
    { token },
  );

const finalRefund = (reference: string) =>
  eventually(async () => {
    const { body } = await world.api.http.get(`/api/payments/refund/${reference}/`, { token: world.merchant.token });
    return ["Success", "Failed"].includes(body.refund_status) ? body : undefined;
  });

const usd = async () =>
  (await world.api.http.get("/api/organization/wallet/", { token: world.merchant.token })).body.results.find(
    (row: { currency: string }) => row.currency === "USD",
  );

beforeAll(async () => {
  await creditWallet(world.api.database.db, world.merchant.merchantId, "USD", "1000.00");
});

describe("a refund", () => {
  it("goes to the provider that took the payment, in parts up to its amount, each notified, the transaction showing what was refunded", async () => {
    const paid = await paidTransaction();
    const before = await usd();
    const untrimmed = await refund(paid.reference, { amount: "30.00", reason: "x".repeat(501) });
    expect(untrimmed.status).toBe(400);
    expect(Object.keys(untrimmed.body.error.details)).toEqual(["reason"]);
    const first = await refund(paid.reference, { amount: "30.00", reason: "  Returned: wrong size  " });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      transaction_reference: paid.reference,
      amount: "30.00",
      // The simulated protocols reverse partial refunds too: only Airtel pays a partial one out to the payer.
      method: "reversal",
      refund_status: "Processing",
      reason: "Returned: wrong size",
    });
    expect(await finalRefund(first.body.reference)).toMatchObject({ refund_status: "Success" });
    const rest = await refund(paid.reference);
    expect(rest.body.amount).toBe("70.00");
    expect(await finalRefund(rest.body.reference)).toMatchObject({ refund_status: "Success" });
    const more = await refund(paid.reference, { amount: "0.01" });
    expect(more.status).toBe(400);
    expect(more.body.error.details.amount).toMatch(/At most 0.00 USD/);

    const transaction = await world.api.http.get(`/api/payments/transaction/${paid.reference}/`, { token: world.merchant.token });
    expect(transaction.body.refunded_amount).toBe("100.00");
    const after = await usd();
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) - 100, 2);
    const calls = await world.api.database.db("provider_attempts").where({ reference: first.body.reference });
    expect(calls.every((call) => call.provider_code_name === paid.provider_code_name)).toBe(true);
    const [notification] = await eventually(async () => {
      const received = world.receiver.forReference(first.body.reference);
      return received.length > 0 ? received : undefined;
    });
    expect(notification!.json).toMatchObject({
      type: "refund",
      transaction_reference: paid.reference,
      refund_status: "Success",
      reason: "Returned: wrong size",
    });
    expect((await refund(paid.reference, { amount: "0.01", reason: "" })).body.error.details).toHaveProperty("reason");
    const listed = await world.api.http.get(`/api/payments/refund/?transaction_reference=${paid.reference}`, {
      token: world.merchant.token,
    });
    expect(listed.body.results).toHaveLength(2);
  });

  it("refuses an amount with more decimals than its transaction's currency has, as a payout's: 400 on amount, nothing written", async () => {
    const paid = await paidTransaction();
    const before = await usd();
    for (const amount of ["0.001", "1.005", "1.000"]) {
      const refused = await refund(paid.reference, { amount });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("validation_error");
      const payout = await world.api.http.post(
        "/api/payments/payout/",
        {
          merchant_reference: `po-${randomBytes(5).toString("hex")}`,
          amount,
          currency: "USD",
          recipient_number: mpesaNumber(),
          callback_url: world.receiver.url,
        },
        { token: world.merchant.token },
      );
      expect(payout.status).toBe(400);
      expect(refused.body.error.details).toEqual({ amount: payout.body.error.details.amount });
    }
    expect(await world.api.database.db("refunds").where({ transaction_reference: paid.reference })).toEqual([]);
    expect(await usd()).toEqual(before);
  });

  it("never lets two concurrent refunds exceed the payment, and answers repeats of one merchant_reference with the same refund", async () => {
    const paid = await paidTransaction();
    const answers = await Promise.all([
      refund(paid.reference, { amount: "60.00" }),
      refund(paid.reference, { amount: "60.00" }),
      refund(paid.reference, { amount: "60.00", merchant_reference: "same-refund" }),
      refund(paid.reference, { amount: "60.00", merchant_reference: "same-refund" }),
    ]);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(3);
    const refunded = await world.api.database
      .db("refunds")
      .where({ transaction_reference: paid.reference })
      .sum({ total: "amount" })
      .first();
    expect(Number(refunded!.total)).toBe(60);
  });

  it("is refused for a transaction that did not succeed (409), for another merchant's (404), and beyond the wallet (insufficient_balance)", async () => {
    const pending = await insertPayment(world.api.database.db, world.merchant.merchantId, {
      account_type: "prod",
      transaction_status: "Failed",
    });
    expect((await refund(pending)).status).toBe(409);
    const other = await createMerchant(world.api.database.db, { accountType: "prod" });
    const paid = await paidTransaction();
    expect((await refund(paid.reference, {}, other.token)).status).toBe(404);

    const poorMerchant = await createMerchant(world.api.database.db, { accountType: "prod" });
    const poorPaid = await world.api.http.post(
      "/api/payments/transaction/",
      {
        merchant_reference: `order-${randomBytes(4).toString("hex")}`,
        amount: "100.00",
        currency: "USD",
        service: "MPESA",
        customer_number: mpesaNumber(),
        callback_url: world.receiver.url,
      },
      { token: poorMerchant.token },
    );
    await eventually(async () => {
      const { body } = await world.api.http.get(`/api/payments/transaction/${poorPaid.body.reference}/`, {
        token: poorMerchant.token,
      });
      return body.transaction_status === "Success" ? body : undefined;
    });
    const beyond = await refund(poorPaid.body.reference, {}, poorMerchant.token);
    expect(beyond.status).toBe(400);
    expect(beyond.body.error).toMatchObject({ code: "insufficient_balance", details: { amount: "98.50", currency: "USD" } });
  });
});

describe("a late success", () => {
  it("is refunded to the customer from what the provider settled, never from the merchant's wallet, once, and notified", async () => {
    const number = mpesaNumber();
    for (const protocol of ["sealed", "signed"] as const) world.simulator[protocol].engine.overrides.set(number, "late_success");
    const failed = await world.createPayment({ amount: "40.00", currency: "USD", customer_number: number });
    const reference = failed.body.reference;
    await eventually(async () => {
      const { body } = await world.api.http.get(`/api/payments/transaction/${reference}/`, { token: world.merchant.token });
      return body.transaction_status === "Failed" ? body : undefined;
    });
    // The override plays the collection; the refund of it (same number) is the simulator's ordinary success.
    for (const protocol of ["sealed", "signed"] as const) world.simulator[protocol].engine.overrides.delete(number);
    const engine = world.api.deps.refunds;
    const before = await usd();
    const first = await refundLateSuccess({ db: world.api.database.db, engine }, reference);
    expect(first.outcome).toBe("created");
    const again = await refundLateSuccess({ db: world.api.database.db, engine }, reference);
    expect(again.outcome).toBe("duplicate");
    const refundReference = (first as { row: { reference: string } }).row.reference;
    expect(await finalRefund(refundReference)).toMatchObject({ refund_status: "Success", amount: "40.00" });

    const suspense = await world.api.database
      .db("ledger_entries")
      .whereIn("reference", [reference, refundReference])
      .where({ account: "late_success_suspense" })
      .sum({ total: "amount" })
      .first();
    expect(Number(suspense!.total)).toBe(0);
    expect(await usd()).toEqual(before);
    const [notification] = await eventually(async () => {
      const received = world.receiver.forReference(refundReference);
      return received.length > 0 ? received : undefined;
    });
    expect(notification!.json).toMatchObject({ type: "refund", transaction_reference: reference, refund_status: "Success" });
    const transaction = await world.api.http.get(`/api/payments/transaction/${reference}/`, { token: world.merchant.token });
    expect(transaction.body.transaction_status).toBe("Failed");
  });
});
