import { randomBytes } from "node:crypto";
import { WorkflowFailedError } from "@temporalio/client";
import { paymentWorkflowId } from "../../workflows/definitions";
import { eventually } from "../support/eventually";
import { createMerchant, insertPayment } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { startTestApi } from "../support/test-api";

const world = usePaymentWorld();

const body = (merchantReference = `order-${randomBytes(5).toString("hex")}`) => ({
  merchant_reference: merchantReference,
  amount: "12.00",
  currency: "USD",
  service: "MPESA",
  customer_number: "+243812345600",
  callback_url: world.receiver.url,
});

const rowOf = (reference: string) => world.api.database.db("payments").where({ reference }).first();
const finalCallback = (reference: string) =>
  eventually(async () => world.receiver.forReference(reference)[0]?.json as Record<string, unknown> | undefined);

describe("every transaction row reaches its workflow", () => {
  it("starts the workflow of a Pending row that has none, as an API that died after the insert leaves it", async () => {
    const reference = await insertPayment(world.api.database.db, world.merchant.merchantId, {
      callback_url: world.receiver.url,
    });
    expect((await finalCallback(reference)).transaction_status).toBe("Success");
    expect(await rowOf(reference)).toMatchObject({ transaction_status: "Success" });
    expect(await world.api.database.db("provider_attempts").where({ reference, operation: "initiate" })).toHaveLength(1);
  });

  it("ends a row too old to prompt the customer Failed (expired: not started in time) and tells the merchant", async () => {
    const reference = await insertPayment(world.api.database.db, world.merchant.merchantId, {
      callback_url: world.receiver.url,
      created_at: new Date(Date.now() - 2 * 3_600_000),
    });
    const callback = await finalCallback(reference);
    expect(callback).toMatchObject({ reference, transaction_status: "Failed" });
    expect(await rowOf(reference)).toMatchObject({ transaction_status: "Failed", failure_reason: "expired" });
    expect(await world.api.database.db("provider_attempts").where({ reference })).toHaveLength(0);
  });

  it("starts each orphan once when several workers sweep at once", async () => {
    const second = await startTestApi({ worker: true, database: world.api.database });
    try {
      const references = await Promise.all(
        Array.from({ length: 6 }, () =>
          insertPayment(world.api.database.db, world.merchant.merchantId, { callback_url: world.receiver.url }),
        ),
      );
      for (const reference of references) await finalCallback(reference);
      for (const reference of references) {
        expect(await world.api.database.db("provider_attempts").where({ reference, operation: "initiate" })).toHaveLength(1);
        expect(await world.api.database.db("ledger_entries").where({ reference })).toHaveLength(3);
      }
    } finally {
      await second.close();
    }
  });

  it("keeps the row when Temporal is unreachable, answers 201 with it as it stands, and the sweep starts it later", async () => {
    const cut = await startTestApi({ database: world.api.database, env: { TEMPORAL_ADDRESS: "127.0.0.1:1" } });
    let reference: string;
    try {
      const input = body();
      const response = await cut.http.post("/api/payments/transaction/", input, { token: world.merchant.token });
      // An engine the service cannot reach is not the provider's doing: the payment is recorded and proceeds.
      // As it stands: Pending, or further on when this world's sweep was quicker than the unreachable engine's answer.
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ merchant_reference: input.merchant_reference, reference: expect.any(String) });
      reference = response.body.reference;
      // Kept, not deleted: the sweep may already have started it by now.
      expect(await rowOf(reference)).toMatchObject({ merchant_reference: input.merchant_reference });
    } finally {
      await cut.close();
    }
    expect((await finalCallback(reference)).transaction_status).toBe("Success");
  });
});

describe("a duplicate merchant_reference", () => {
  it("answers 400 naming the field and points at the existing transaction", async () => {
    const first = await world.api.http.post("/api/payments/transaction/", body(), { token: world.merchant.token });
    expect(first.status).toBe(201);
    const again = await world.api.http.post("/api/payments/transaction/", body(first.body.merchant_reference), {
      token: world.merchant.token,
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("validation_error");
    expect(again.body.error.details.merchant_reference).toEqual(expect.any(String));
    expect(again.body.error.details.reference).toBe(first.body.reference);
    expect(again.headers.get("location")).toBe(`/api/payments/transaction/${first.body.reference}/`);
    const followed = await world.api.http.get(again.headers.get("location")!, { token: world.merchant.token });
    expect(followed.body).toMatchObject({ reference: first.body.reference });
  });
});

describe("a workflow whose transaction is not in the worker's database", () => {
  it("is not answered as refused: the API says Pending, the row stays Pending and the workflow fails loudly", async () => {
    // A second deployment (its own database) sharing the first one's task queue: issue 9's misconfiguration.
    const other = await startTestApi({ env: { TEMPORAL_TASK_QUEUE: world.api.config.TEMPORAL_TASK_QUEUE } });
    try {
      const owner = await createMerchant(other.database.db);
      const response = await other.http.post("/api/payments/transaction/", body(), { token: owner.token });
      expect(response.status).toBe(502);
      expect(response.body.error.message).not.toMatch(/refused|Failed/);
      expect(response.body.error.message).toMatch(/Pending/);
      const reference = response.body.error.details.reference;
      expect(await other.database.db("payments").where({ reference }).first()).toMatchObject({
        transaction_status: "Pending",
      });
      const client = await world.api.deps.temporal.client();
      const outcome = await client.workflow
        .getHandle(paymentWorkflowId(reference))
        .result()
        .catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(WorkflowFailedError);
      expect((outcome as WorkflowFailedError).cause?.message).toMatch(/not in this worker's database/);
    } finally {
      await other.close();
    }
  });
});
