import { callProvider } from "../../activities/provider-call";
import {
  callOperation,
  type InitiateOutcome,
  OperationNotSupported,
  type ProviderClient,
  type ProviderExchange,
  type StatusOutcome,
} from "../../providers/types";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { insertProvider } from "../support/fixtures";

/** The one provider-call path every kind of money movement takes: attempts recorded, provider health told. */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertProvider(database.db, "alpha");
});
afterAll(() => database.drop());

const exchange: ProviderExchange = { httpStatus: 200, request: {}, response: {}, error: null, latencyMs: 12 };
let sequence = 0;

/** A connector of provider alpha implementing only the operations given (and the collection every one has). */
const connector = (operations: Partial<ProviderClient["operations"]>): ProviderClient => ({
  codeName: "alpha",
  operations: {
    collect: async () => ({ outcome: { kind: "ambiguous", error: "unused" }, exchange }),
    queryCollection: async () => ({ outcome: { kind: "not_found" }, exchange }),
    ...operations,
  },
  verifyWebhook: () => {
    throw new Error("unused");
  },
});

async function call(outcome: InitiateOutcome, query: StatusOutcome = { kind: "not_found" }) {
  const reference = `RF${String(++sequence).padStart(6, "0")}`;
  const result = await callProvider({
    db: database.db,
    client: connector({
      refund: async () => ({ outcome, exchange }),
      queryRefund: async () => ({ outcome: query as StatusOutcome<never>, exchange }),
    }),
    operation: "refund",
    reference,
    request: {
      reference,
      method: "reversal",
      payerNumber: "+243970000001",
      collectionReference: "TX1",
      providerCollectionReference: "p0",
      service: "MPESA",
      amount: "1.00",
      currency: "USD",
      notifyUrl: "http://127.0.0.1/",
    },
  });
  const attempts = await database.db("provider_attempts").where({ reference }).orderBy("id").pluck("operation");
  const { consecutive_failures } = await database.db("providers").where({ code_name: "alpha" }).first("consecutive_failures");
  return { result, attempts, failures: Number(consecutive_failures) };
}

it("counts a refusal of our credentials against the provider's health, whatever the kind (refunds did not)", async () => {
  const before = await call({ kind: "accepted", providerReference: "p1" });
  expect(before).toMatchObject({ result: { kind: "accepted", providerReference: "p1" }, attempts: ["refund"], failures: 0 });
  const refused = await call({ kind: "rejected", reasonCode: "invalid_signature", message: "bad key" });
  expect(refused).toMatchObject({
    result: {
      kind: "rejected",
      reasonCode: "invalid_signature",
      failure: { reason: "provider_unavailable", code: "invalid_signature" },
    },
    failures: 1,
  });
  const declined = await call({ kind: "rejected", reasonCode: "invalid_phone", message: "no" });
  expect(declined).toMatchObject({ result: { failure: { reason: "invalid_number", code: "invalid_phone" } }, failures: 1 });
});

it("puts an ambiguous answer to the same provider's status query, recording both exchanges", async () => {
  const { result, attempts, failures } = await call(
    { kind: "ambiguous", error: "timeout" },
    { kind: "pending", providerReference: "p9" },
  );
  expect(result).toEqual({ kind: "ambiguous", error: "timeout", query: { kind: "pending", providerReference: "p9" } });
  expect(attempts).toEqual(["refund", "refund_query"]);
  expect(failures).toBe(2);
});

it("says an operation its protocol does not implement is not supported, calling nothing", () => {
  const collectsOnly = connector({});
  expect(() => callOperation(collectsOnly, "disburse", {} as never)).toThrow(OperationNotSupported);
  expect(() => callOperation(collectsOnly, "statement", "2026-11-28")).toThrow("provider alpha does not support statement");
});
