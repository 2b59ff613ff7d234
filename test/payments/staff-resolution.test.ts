import { randomBytes } from "node:crypto";
import { paymentWorkflowId, statusQuery } from "../../workflows/definitions";
import { eventually } from "../support/eventually";
import { createMerchant, createStaff, insertPayment, type MerchantFixture } from "../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let receiver: MerchantReceiver;
let merchant: MerchantFixture;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  receiver = await startMerchantReceiver();
  api = await startTestApi({ worker: true });
  merchant = await createMerchant(api.database.db);
  staff = await createStaff(api.database.db);
});
afterAll(async () => {
  await api.close();
  await receiver.close();
});

/** A sandbox payment the sandbox never answers (number ending 98): it stays Processing. */
async function unansweredPayment(amount = "100.00") {
  const created = await api.http.post(
    "/api/payments/transaction/",
    {
      merchant_reference: `staff-${randomBytes(5).toString("hex")}`,
      amount,
      currency: "USD",
      service: "MPESA",
      customer_number: "+243812345698",
      callback_url: receiver.url,
    },
    { token: merchant.token },
  );
  expect(created.status).toBe(201);
  expect(created.body.transaction_status).toBe("Processing");
  return created.body.reference as string;
}

const resolve = (reference: string, body: Record<string, unknown>, token = staff.token) =>
  api.http.post(`/api/admin/transactions/${reference}/resolve/`, body, { token });
const rowOf = (reference: string) => api.database.db("payments").where({ reference }).first();
const notificationOf = (reference: string) =>
  eventually(async () => receiver.forReference(reference)[0]?.json as Record<string, unknown> | undefined);

describe("staff resolution", () => {
  it("settles Success through the workflow: fee, net, ledger, merchant notification, reason recorded", async () => {
    const reference = await unansweredPayment("100.00");
    const response = await resolve(reference, { transaction_status: "Success", reason: "provider statement shows it paid" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ reference, transaction_status: "Success", fee: "1.50", net_amount: "98.50" });

    const ledger = await api.database.db("ledger_entries").where({ reference }).orderBy("account");
    expect(ledger.map((entry) => [entry.account, entry.amount])).toEqual([
      ["merchant_wallet", "98.50"],
      ["platform_fees", "1.50"],
      ["provider_clearing", "-100.00"],
    ]);
    const [audit] = await api.database.db("staff_audit_log").where({ action: "transaction.resolve", target_id: reference });
    expect(audit).toMatchObject({
      actor_id: staff.user.id,
      target_type: "transaction",
      before: { transaction_status: "Processing" },
      after: { transaction_status: "Success" },
      reason: "provider statement shows it paid",
    });
    expect(await notificationOf(reference)).toMatchObject({ reference, transaction_status: "Success", amount: "100.00" });

    const client = await api.deps.temporal.client();
    const handle = client.workflow.getHandle(paymentWorkflowId(reference));
    expect(await handle.query(statusQuery)).toMatchObject({ status: "Success" });
  });

  it("settles Failed through the workflow with the reason, books nothing, notifies the merchant", async () => {
    const reference = await unansweredPayment();
    const response = await resolve(reference, { transaction_status: "Failed", reason: "customer cancelled at the shop" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      transaction_status: "Failed",
      failure_reason: "resolved_by_staff",
      provider_failure_code: null,
      fee: null,
    });
    expect(await api.database.db("ledger_entries").where({ reference })).toHaveLength(0);
    const [audit] = await api.database.db("staff_audit_log").where({ action: "transaction.resolve", target_id: reference });
    expect(audit).toMatchObject({ reason: "customer cancelled at the shop" });
    expect(await notificationOf(reference)).toMatchObject({ reference, transaction_status: "Failed" });
  });

  it("refuses a second resolution of the now terminal transaction with 409", async () => {
    const reference = await unansweredPayment();
    expect((await resolve(reference, { transaction_status: "Failed", reason: "duplicate order" })).status).toBe(200);
    const again = await resolve(reference, { transaction_status: "Success", reason: "changed my mind" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("invalid_state_transition");
    expect((await rowOf(reference)).transaction_status).toBe("Failed");
    expect(await api.database.db("staff_audit_log").where({ action: "transaction.resolve", target_id: reference })).toHaveLength(
      1,
    );
  });

  it("answers 409 when the payment's workflow is closed, changing nothing", async () => {
    const reference = await unansweredPayment();
    const client = await api.deps.temporal.client();
    await client.workflow.getHandle(paymentWorkflowId(reference)).terminate("test: the workflow is gone");
    const response = await resolve(reference, { transaction_status: "Success", reason: "provider statement shows it paid" });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe("invalid_state_transition");
    expect((await rowOf(reference)).transaction_status).toBe("Processing");
    expect(await api.database.db("ledger_entries").where({ reference })).toHaveLength(0);
  });

  it("answers 409 for a transaction that never had a workflow", async () => {
    const reference = await insertPayment(api.database.db, merchant.merchantId);
    const response = await resolve(reference, { transaction_status: "Failed", reason: "orphan row" });
    expect(response.status).toBe(409);
    expect((await rowOf(reference)).transaction_status).toBe("Pending");
  });

  it("requires a reason, a known reference and a staff user", async () => {
    const reference = await insertPayment(api.database.db, merchant.merchantId);
    const noReason = await resolve(reference, { transaction_status: "Failed" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details).toHaveProperty("reason");
    expect((await resolve("TXDOESNOTEXIST", { transaction_status: "Failed", reason: "no such thing" })).status).toBe(404);
    expect((await resolve(reference, { transaction_status: "Failed", reason: "not staff" }, merchant.token)).status).toBe(403);
  });
});
