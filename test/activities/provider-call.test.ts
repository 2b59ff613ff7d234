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

async function call(outcome: InitiateOutcome, query: StatusOutcome = { kind: "not_found" }, sent = exchange) {
  const reference = `RF${String(++sequence).padStart(6, "0")}`;
  const result = await callProvider({
    db: database.db,
    client: connector({
      refund: async () => ({ outcome, exchange: sent }),
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
  expect(result).toEqual({
    kind: "ambiguous",
    error: "timeout",
    query: { kind: "pending", providerReference: "p9" },
    mayStillArrive: false,
  });
  expect(attempts).toEqual(["refund", "refund_query"]);
  expect(failures).toBe(2);
});

it("says a request left unanswered may still arrive after its status query; one refused at connect cannot", async () => {
  const unanswered = (error: string) => ({ ...exchange, httpStatus: null, response: null, error });
  const timedOut = await call({ kind: "ambiguous", error: "timeout" }, { kind: "not_found" }, unanswered("timeout"));
  expect(timedOut.result).toMatchObject({ kind: "ambiguous", query: { kind: "not_found" }, mayStillArrive: true });
  const dropped = await call(
    { kind: "ambiguous", error: "SocketError" },
    { kind: "not_found" },
    unanswered("SocketError: other side closed"),
  );
  expect(dropped.result).toMatchObject({ mayStillArrive: true });
  const refused = await call(
    { kind: "ambiguous", error: "refused" },
    { kind: "not_found" },
    unanswered("TypeError: connect ECONNREFUSED 127.0.0.1:9"),
  );
  expect(refused.result).toMatchObject({ mayStillArrive: false });
  const answered5xx = await call(
    { kind: "ambiguous", error: "HTTP 500" },
    { kind: "not_found" },
    { ...exchange, httpStatus: 500 },
  );
  expect(answered5xx.result).toMatchObject({ mayStillArrive: false });
});

it("says an operation its protocol does not implement is not supported, calling nothing", () => {
  const collectsOnly = connector({});
  expect(() => callOperation(collectsOnly, "disburse", {} as never)).toThrow(OperationNotSupported);
  expect(() => callOperation(collectsOnly, "statement", "2026-11-28")).toThrow("provider alpha does not support statement");
});
