import { canTransition } from "../../../domain/core/status";
import { transition } from "../../../domain/payments/transitions";
import { InvalidStateTransitionError } from "../../../lib/errors";
import { metricsRegistry } from "../../../lib/metrics";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, insertPayment } from "../../support/fixtures";

let database: TestDatabase;
let merchantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createMerchant(database.db)).merchantId;
});
afterAll(() => database.drop());

const pendingTransaction = () => insertPayment(database.db, merchantId);

describe("state machine rules", () => {
  it.each([
    ["Pending", "Processing", true],
    ["Pending", "Failed", true],
    ["Processing", "Success", true],
    ["Processing", "Failed", true],
    ["Pending", "Success", false],
    ["Success", "Failed", false],
    ["Failed", "Success", false],
    ["Success", "Processing", false],
  ] as const)("%s -> %s allowed: %s", (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });
});

describe("guarded transition", () => {
  it("moves along the graph and stamps completion on a terminal state", async () => {
    const reference = await pendingTransaction();
    const processing = await transition(database.db, reference, "Processing", { provider_reference: "PA1" });
    expect(processing).toMatchObject({ changed: true, from: "Pending" });
    expect(processing.row.provider_reference).toBe("PA1");
    const success = await transition(database.db, reference, "Success");
    expect(success).toMatchObject({ changed: true, from: "Processing" });
    expect(success.row.completed_at).toBeInstanceOf(Date);
  });

  it("treats a repeat of the current state as a no-op that writes no second history row", async () => {
    const reference = await pendingTransaction();
    await transition(database.db, reference, "Failed", { failure_reason: "expired" });
    await expect(transition(database.db, reference, "Failed", { failure_reason: "other" })).resolves.toMatchObject({
      changed: false,
      from: "Failed",
      row: { failure_reason: "expired" },
    });
    const events = await database
      .db("movement_events")
      .where({ resource_type: "transaction", reference })
      .select("from_status", "to_status");
    expect(events).toEqual([{ from_status: "Pending", to_status: "Failed" }]);
  });

  it("refuses to change a terminal state", async () => {
    const reference = await pendingTransaction();
    await transition(database.db, reference, "Processing");
    await transition(database.db, reference, "Success");
    await expect(transition(database.db, reference, "Failed")).rejects.toBeInstanceOf(InvalidStateTransitionError);
    await expect(transition(database.db, reference, "Processing")).rejects.toBeInstanceOf(InvalidStateTransitionError);
    expect((await database.db("payments").where({ reference }).first()).transaction_status).toBe("Success");
  });

  it("refuses a move off the graph (Pending straight to Success), changing nothing", async () => {
    const reference = await pendingTransaction();
    await expect(transition(database.db, reference, "Success")).rejects.toBeInstanceOf(InvalidStateTransitionError);
    expect((await database.db("payments").where({ reference }).first()).transaction_status).toBe("Pending");
    expect(await database.db("movement_events").where({ resource_type: "transaction", reference })).toEqual([]);
  });

  it("lets exactly one of many concurrent contrary transitions win", async () => {
    const reference = await pendingTransaction();
    await transition(database.db, reference, "Processing");
    const attempts = Array.from({ length: 20 }, (_, index) =>
      transition(database.db, reference, index % 2 === 0 ? "Success" : "Failed").then(
        (result) => result.changed,
        (error) => {
          expect(error).toBeInstanceOf(InvalidStateTransitionError);
          return false;
        },
      ),
    );
    const changed = await Promise.all(attempts);
    expect(changed.filter(Boolean)).toHaveLength(1);
  });

  it("writes each change's history row, with the columns it wrote, in the change's own statement", async () => {
    const reference = await pendingTransaction();
    await transition(database.db, reference, "Processing", { provider_reference: "PA7" });
    await expect(transition(database.db, reference, "Pending")).rejects.toBeInstanceOf(InvalidStateTransitionError);
    const events = await database
      .db("movement_events")
      .where({ resource_type: "transaction", reference })
      .select("from_status", "to_status", "details");
    expect(events).toEqual([{ from_status: "Pending", to_status: "Processing", details: { provider_reference: "PA7" } }]);
  });

  it("writes the row as the change left it into its event, money as text, with its merchant", async () => {
    const reference = await pendingTransaction();
    await transition(database.db, reference, "Processing", { provider_reference: "PA8" });
    const row = await database.db("payments").where({ reference }).first();
    const [processing] = await database.db("movement_events").where({ resource_type: "transaction", reference });
    expect(processing.merchant_id).toBe(row.merchant_id);
    expect(processing.data).toMatchObject({ transaction_status: "Processing", provider_reference: "PA8", amount: row.amount });
    expect(processing.data).not.toHaveProperty("previous_status");
    expect(typeof processing.data.amount).toBe("string");
  });

  it("counts a final state only once its change is committed", async () => {
    const settled = async () => {
      const values = (await metricsRegistry.getSingleMetric("payments_settled_total")!.get()).values;
      return values.find((value) => value.labels.status === "Failed" && value.labels.provider === "none")?.value ?? 0;
    };
    const reference = await pendingTransaction();
    const before = await settled();
    await expect(
      database.db.transaction(async (trx) => {
        await transition(trx, reference, "Failed");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await settled()).toBe(before);
    expect((await database.db("movement_events").where({ resource_type: "transaction", reference })).length).toBe(0);
    await transition(database.db, reference, "Failed");
    expect(await settled()).toBe(before + 1);
  });
});
