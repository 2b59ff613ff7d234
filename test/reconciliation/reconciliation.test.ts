import { randomBytes } from "node:crypto";
import { protocolNamed } from "../../providers/protocols";
import { eventually } from "../support/eventually";
import { createStaff, creditWallet, insertPayment } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

/**
 * Reconciliation end to end: payments, payouts and refunds through the API and the simulator's sealed
 * provider (alpha), then alpha's statement for the day matched with our books, each mismatch played.
 */
const world = usePaymentWorld({
  simulated: true,
  accountType: "prod",
  env: { PENDING_START_GRACE_SECONDS: "1", PENDING_SWEEP_INTERVAL_SECONDS: "1" },
});

const today = () => new Date().toISOString().slice(0, 10);
let staffToken: string;

const finalTransaction = (reference: string) =>
  eventually(async () => {
    const { body } = await world.api.http.get(`/api/payments/transaction/${reference}/`, { token: world.merchant.token });
    return ["Success", "Failed"].includes(body.transaction_status) ? body : undefined;
  });

const pay = async (customerNumber: string) => {
  const created = await world.createPayment({ amount: "20.00", currency: "USD", customer_number: customerNumber });
  expect(created.status).toBe(201);
  return finalTransaction(created.body.reference);
};

const run = (date = today()) =>
  world.api.http.post("/api/admin/reconciliation/runs/", { provider_code_name: "alpha", date }, { token: staffToken });

const exceptions = async (query = "") =>
  (await world.api.http.get(`/api/admin/reconciliation/exceptions/?provider=alpha&day=${today()}${query}`, { token: staffToken }))
    .body.results as Array<Record<string, any>>;

beforeAll(async () => {
  staffToken = (await createStaff(world.api.database.db)).token;
  await creditWallet(world.api.database.db, world.merchant.merchantId, "USD", "1000.00");
});

it("matches a day's statement with our books, names every mismatch once, and refunds a late success", async () => {
  const matchedPayment = await pay(mpesaNumber());
  const lateNumber = mpesaNumber();
  world.simulator.sealed.engine.overrides.set(lateNumber, "late_success");
  const late = await pay(lateNumber);
  expect(late.transaction_status).toBe("Failed");
  world.simulator.sealed.engine.overrides.delete(lateNumber);
  const tampered = await pay(mpesaNumber());
  await world.api.database.db("payments").where({ reference: tampered.reference }).update({ amount: "21.00" });
  const ghost = await insertPayment(world.api.database.db, world.merchant.merchantId, {
    account_type: "prod",
    amount: "5.00",
    currency: "USD",
    provider_code_name: "alpha",
    transaction_status: "Success",
    completed_at: new Date(),
  });
  const strayReference = `PO${randomBytes(6).toString("hex").toUpperCase()}`;
  const alpha = protocolNamed("sealed").createClient({
    codeName: "alpha",
    baseUrl: world.simulator.sealed.url,
    callbackUrl: `${world.api.baseUrl}/api/callbacks/alpha/`,
    credentials: world.simulator.credentials.sealed as never,
    http: { connectTimeoutMs: 1000, requestTimeoutMs: 1000 },
  });
  await alpha.operations.disburse!({
    reference: strayReference,
    amount: "3.00",
    currency: "USD",
    service: "MPESA",
    recipientNumber: mpesaNumber(),
    notifyUrl: "http://127.0.0.1:1/",
  });
  const payout = await world.api.http.post(
    "/api/payments/payout/",
    {
      merchant_reference: `po-${randomBytes(4).toString("hex")}`,
      amount: "7.00",
      currency: "USD",
      recipient_number: mpesaNumber(),
      callback_url: world.receiver.url,
    },
    { token: world.merchant.token },
  );
  await eventually(async () => {
    const { body } = await world.api.http.get(`/api/payments/payout/${payout.body.reference}/`, { token: world.merchant.token });
    return body.payout_status === "Success" ? true : undefined;
  });
  await eventually(async () =>
    ((await world.simulator.sealed.engine.moneyOut.store.get("disbursement", strayReference))?.dueAt ?? Infinity) <= Date.now()
      ? true
      : undefined,
  );

  const tamperedPayout = await world.api.http.post(
    "/api/payments/payout/",
    {
      merchant_reference: `po-${randomBytes(4).toString("hex")}`,
      amount: "4.00",
      currency: "USD",
      recipient_number: mpesaNumber(),
      callback_url: world.receiver.url,
    },
    { token: world.merchant.token },
  );
  await eventually(async () => {
    const { body } = await world.api.http.get(`/api/payments/payout/${tamperedPayout.body.reference}/`, {
      token: world.merchant.token,
    });
    return body.payout_status === "Success" ? true : undefined;
  });
  await world.api.database.db("payouts").where({ reference: tamperedPayout.body.reference }).update({ payout_status: "Failed" });

  const first = await run();
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ provider_code_name: "alpha", day: today(), status: "provisional" });
  expect(first.body.late_success_refunds).toHaveLength(1);
  const found = await exceptions();
  const byReference = new Map(found.map((exception) => [exception.reference, exception]));
  expect(byReference.get(late.reference)).toMatchObject({
    kind: "late_success",
    ours: { status: "Failed" },
    theirs: { status: "Success" },
    resolution: "refunded",
  });
  expect(byReference.get(tampered.reference)).toMatchObject({
    kind: "amount_differs",
    ours: { amount: "21.00" },
    theirs: { amount: "20.00" },
  });
  expect(byReference.get(ghost)).toMatchObject({ kind: "missing_at_provider", theirs: null, operation: "collection" });
  expect(byReference.get(strayReference)).toMatchObject({ kind: "missing_here", ours: null, operation: "disbursement" });
  expect(byReference.get(tamperedPayout.body.reference)).toMatchObject({
    kind: "status_differs",
    operation: "disbursement",
    ours: { status: "Failed" },
    theirs: { status: "Success" },
  });
  const policyAudit = await world.api.database
    .db("staff_audit_log")
    .where({ action: "reconciliation.refund" })
    .whereNull("actor_id");
  expect(policyAudit).toHaveLength(1);
  expect(byReference.has(matchedPayment.reference)).toBe(false);
  expect(byReference.has(payout.body.reference)).toBe(false);

  const again = await run();
  expect(again.body).toMatchObject({ added: 0, late_success_refunds: [], exceptions: first.body.exceptions });
  expect(await exceptions()).toHaveLength(found.length);

  const refundReference = byReference.get(late.reference)!.refund_reference as string;
  await eventually(async () => {
    const refund = await world.api.database.db("refunds").where({ reference: refundReference }).first();
    return refund?.refund_status === "Success" ? true : undefined;
  }, 30_000);
  const [notification] = await eventually(async () => {
    const received = world.receiver.forReference(refundReference);
    return received.length > 0 ? received : undefined;
  });
  expect(notification!.json).toMatchObject({ type: "refund", transaction_reference: late.reference, refund_status: "Success" });

  const settle = await world.api.http.post(
    "/api/admin/reconciliation/exceptions/settle/",
    { ids: [byReference.get(ghost)!.id], action: "accept", note: "inserted by the test on purpose" },
    { token: staffToken },
  );
  expect(settle.body.settled).toEqual([byReference.get(ghost)!.id]);
  expect(await exceptions("&resolution=explained")).toHaveLength(1);
  const audit = await world.api.database.db("staff_audit_log").where({ action: "reconciliation.accept" });
  expect(audit).toHaveLength(1);
  const refused = await world.api.http.post(
    "/api/admin/reconciliation/exceptions/settle/",
    { ids: [byReference.get(tampered.reference)!.id], action: "refund", note: "not a late success" },
    { token: staffToken },
  );
  expect(refused.status).toBe(400);

  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  expect((await run(yesterday)).body).toMatchObject({ status: "final", lines: 0 });
  const days = await world.api.http.get("/api/admin/reconciliation/days/?provider=alpha", { token: staffToken });
  expect({ status: days.status, error: days.body.error }).toEqual({ status: 200, error: undefined });
  expect(days.body.results.map((row: { day: string; status: string }) => `${row.day} ${row.status}`)).toEqual([
    `${today()} provisional`,
    `${yesterday} final`,
  ]);
  const forbidden = await world.api.http.get("/api/admin/reconciliation/days/", { token: world.merchant.token });
  expect(forbidden.status).toBe(403);
});
