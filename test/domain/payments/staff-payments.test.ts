import type { PaymentEngine, StaffResolutionAnswer } from "../../../domain/payments/payment-engine";
import { resendNotificationByStaff, resolvePaymentByStaff } from "../../../domain/staff-stories/staff-payments";
import { InvalidStateTransitionError, NotFoundError } from "../../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, createStaff, insertPayment } from "../../support/fixtures";

/** Staff's resolution and redelivery use cases against PostgreSQL, the engine a fake. */

let database: TestDatabase;
let merchantId: string;
let staffId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createMerchant(database.db)).merchantId;
  staffId = (await createStaff(database.db)).user.id;
});
afterAll(() => database.drop());

/** An engine whose resolution answers as told and settles nothing itself; it records what it was asked. */
function resolvingEngine(answer: StaffResolutionAnswer) {
  const asked: string[] = [];
  const engine: Pick<PaymentEngine, "resolveByStaff"> = {
    resolveByStaff: async (reference) => {
      asked.push(reference);
      return answer;
    },
  };
  return { engine, asked };
}

const resolution = { status: "Success" as const, reason: "seen on the provider's portal", staffUserId: "" };

describe("resolving a transaction by staff", () => {
  it("hands the resolution to the engine and answers the transaction as it then stands", async () => {
    const reference = await insertPayment(database.db, merchantId, { transaction_status: "Processing" });
    const { engine, asked } = resolvingEngine({ outcome: "resolved", status: "Success" });
    const row = await resolvePaymentByStaff(database.db, engine, reference, { ...resolution, staffUserId: staffId });
    expect(asked).toEqual([reference]);
    expect(row.reference).toBe(reference);
  });

  it("refuses a final transaction without asking the engine", async () => {
    const reference = await insertPayment(database.db, merchantId, { transaction_status: "Failed" });
    const { engine, asked } = resolvingEngine({ outcome: "resolved", status: "Success" });
    await expect(resolvePaymentByStaff(database.db, engine, reference, resolution)).rejects.toBeInstanceOf(
      InvalidStateTransitionError,
    );
    expect(asked).toEqual([]);
  });

  it("is a 409 when the engine finds the payment already final", async () => {
    const reference = await insertPayment(database.db, merchantId, { transaction_status: "Processing" });
    const { engine } = resolvingEngine({ outcome: "final", status: "Failed" });
    const error = await resolvePaymentByStaff(database.db, engine, reference, resolution).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(InvalidStateTransitionError);
    expect((error as InvalidStateTransitionError).message).toContain("Failed");
  });

  it("is a NotFoundError for an unknown reference", async () => {
    const { engine } = resolvingEngine({ outcome: "resolved", status: "Success" });
    await expect(resolvePaymentByStaff(database.db, engine, "TXNOSUCH", resolution)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("redelivering a notification by staff", () => {
  const engine: Pick<PaymentEngine, "resendNotification"> = { resendNotification: async (reference) => `resend-${reference}` };

  it("starts the redelivery and audits it with its request id", async () => {
    const reference = await insertPayment(database.db, merchantId, { transaction_status: "Success" });
    await expect(resendNotificationByStaff(database.db, engine, staffId, reference)).resolves.toEqual({
      requestId: `resend-${reference}`,
      reference,
    });
    const audit = await database.db("staff_audit_log").where({ target_id: reference }).select("actor_id", "action", "after");
    expect(audit).toEqual([
      { actor_id: staffId, action: "transaction.resend_callback", after: { request_id: `resend-${reference}` } },
    ]);
  });

  it("refuses a transaction not yet final, auditing nothing", async () => {
    const reference = await insertPayment(database.db, merchantId, { transaction_status: "Processing" });
    await expect(resendNotificationByStaff(database.db, engine, staffId, reference)).rejects.toBeInstanceOf(
      InvalidStateTransitionError,
    );
    expect(await database.db("staff_audit_log").where({ target_id: reference })).toEqual([]);
  });
});
