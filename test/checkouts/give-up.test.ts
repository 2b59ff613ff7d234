import { randomBytes } from "node:crypto";
import { verifyLedger } from "../../domain/ledger/verify";
import { eventually } from "../support/eventually";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

/**
 * A customer whose phone never shows the prompt gives the try up after 45 s and pays at once with another number; the
 * given-up try still ends as its provider says, and a late success of it is refunded to its payer, never credited.
 * Through the simulator (a prod account), a worker, Temporal and the checkout sweep.
 */
const world = usePaymentWorld({
  simulated: true,
  accountType: "prod",
  env: { CHECKOUT_SWEEP_INTERVAL_SECONDS: "0.3", PAYMENT_STATUS_POLL_SECONDS: "2" },
});
const db = () => world.api.database.db;
const until = <T>(probe: () => Promise<T | undefined>) => eventually(probe, 30_000);

const createCheckout = async () => {
  const created = await world.api.http.post(
    "/api/payments/checkout/",
    {
      merchant_reference: `gu-${randomBytes(5).toString("hex")}`,
      amount: "25.00",
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
const giveUp = (id: string) => world.api.http.post(`/pay/${id}/tries/give-up`, {});
const transactionOf = (reference: string) => db()("payments").where({ reference }).first();

describe("giving up a try in flight", () => {
  it("is refused before 45 s, then frees the checkout for a new try; the late success of the given-up try is refunded", async () => {
    const id = await createCheckout();
    // 98: the provider never answers this number, as when the prompt never reaches the phone.
    const silentNumber = mpesaNumber("98");
    expect((await world.api.http.post(`/pay/${id}/tries`, { customer_number: silentNumber })).status).toBe(201);
    const stuck = (await checkoutOf(id)).transactions[0] as string;

    const early = await giveUp(id);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: "invalid_state_transition", details: { give_up_after_seconds: 45 } });
    expect(early.body.error.details.waited_seconds).toBeLessThan(45);
    expect((await world.api.http.post(`/pay/${id}/tries`, { customer_number: mpesaNumber() })).status).toBe(409);

    // 50 s later, as far as the checkout can tell.
    await db()("payments")
      .where({ reference: stuck })
      .update({ created_at: db().raw("created_at - interval '50 seconds'") });
    const given = await giveUp(id);
    expect(given.status).toBe(200);
    expect(given.body).toEqual({ current_try: null });
    expect((await world.api.http.get(`/pay/${id}/status`)).body).toMatchObject({ checkout_status: "open", current_try: null });
    expect((await giveUp(id)).status).toBe(409);

    const before = (await world.api.http.get("/api/organization/wallet/", { token: world.merchant.token })).body;
    const paying = await world.api.http.post(`/pay/${id}/tries`, { customer_number: mpesaNumber() });
    expect(paying.status).toBe(201);
    const paid = await until(async () => {
      const checkout = await checkoutOf(id);
      return checkout.checkout_status === "paid" ? checkout : undefined;
    });
    expect(paid.transaction_reference).toBe(paid.transactions[1]);
    expect(paid.tries[0]).toMatchObject({ reference: stuck, transaction_status: "Processing", given_up_at: expect.any(String) });
    expect(paid.tries[1]).toMatchObject({ transaction_status: "Success", given_up_at: null });

    // The given-up try's provider settles it after all: it does not count, its payer gets the money back.
    const engine = (await world.simulator.sealed.engine.store.get(stuck))
      ? world.simulator.sealed.engine
      : world.simulator.signed.engine;
    const payment = (await engine.store.get(stuck))!;
    payment.behaviour = "succeed";
    // The refund to that number is answered too (98 would leave it pending forever).
    engine.overrides.set(silentNumber, "succeed");
    await engine.resend(stuck);
    await until(async () => ((await transactionOf(stuck)).transaction_status === "Success" ? true : undefined));
    expect(await transactionOf(stuck)).toMatchObject({ fee: "0.00", net_amount: "0.00" });
    const refund = await until(async () => {
      const [row] = await db()("refunds").where({ transaction_reference: stuck });
      return row?.refund_status === "Success" ? row : undefined;
    });
    expect(refund).toMatchObject({ source: "late_success", amount: "25.00" });
    const after = (await world.api.http.get("/api/organization/wallet/", { token: world.merchant.token })).body;
    const usd = (wallet: { results: Array<{ currency: string; balance: string }> }) =>
      Number(wallet.results.find((row) => row.currency === "USD")?.balance ?? "0");
    const counted = await transactionOf(paid.transaction_reference);
    expect(usd(after)).toBeCloseTo(usd(before) + Number(counted.net_amount), 2);
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it("refuses with no try in flight, and on a checkout that is not open", async () => {
    const id = await createCheckout();
    expect((await giveUp(id)).status).toBe(409);
    await world.api.http.post(`/api/payments/checkout/${id}/cancel/`, {}, { token: world.merchant.token });
    const refused = await giveUp(id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toEqual({ checkout_status: "cancelled" });
    expect((await world.api.http.post("/pay/nosuchcheckout/tries/give-up", {})).status).toBe(404);
  });
});
